#if canImport(UIKit)
  import MVI
  import UIKit

  /// Drives a navigation controller from a store's ``RouteStack``: a push or a pop in state pushes
  /// or pops a view controller, and the user going back (the Back button, a swipe) sends the pops.
  ///
  /// ```swift
  /// navigator = RouteStackNavigator(
  ///   navigationController, store: store, path: \.path, pop: { _ in .backTapped }
  /// ) { id in PostViewController(id: id, store: store) }
  /// ```
  ///
  /// The navigator is the controller's delegate unless the controller has one already: that
  /// delegate (or one set later) calls ``didShow()`` from its
  /// `navigationController(_:didShow:animated:)`; a pop it does not report is sent before the
  /// next change of the stack, never pushed again. The navigator holds the controller weakly, so
  /// a view controller on its stack may keep it; keep it as long as the controller (UIKit holds
  /// its delegate weakly). The logic, ``RouteStackDriver``, is tested on Linux: the root is read
  /// at each change, and a change during a transition waits for the transition's end.
  @MainActor
  public final class RouteStackNavigator<F: Feature>: NSObject, UINavigationControllerDelegate {
    private var driver: RouteStackDriver<UINavigationController, UIViewController>?

    /// Shows the stack at `path` of `store`'s state above the navigation controller's root.
    public init<Route>(
      _ navigationController: UINavigationController, store: Store<F>,
      path: KeyPath<F.State, RouteStack<Route>>,
      pop: @escaping (RouteID) -> F.Intent, make: @escaping (RouteID) -> UIViewController
    ) {
      super.init()
      if navigationController.delegate == nil { navigationController.delegate = self }
      driver = RouteStackDriver(
        host: navigationController, store: store, path: path, pop: pop, make: make,
        screens: { $0.viewControllers }, setScreens: { $0.setViewControllers($1, animated: true) },
        whenTransitionEnds: { controller, then in
          guard let coordinator = controller.transitionCoordinator else { return false }
          return coordinator.animate(alongsideTransition: nil) { _ in then() }
        })
    }

    /// The controller has shown a screen: the screens the user left are popped in the state.
    public func didShow() {
      driver?.didShow()
    }

    /// The user went back: the screens no longer shown are popped in the state.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      didShow()
    }
  }
#endif
