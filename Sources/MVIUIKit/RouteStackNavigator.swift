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
  /// Keep it as long as the navigation controller (it is the controller's delegate, which UIKit
  /// holds weakly). The diffing is ``RouteScreens``, tested on Linux.
  @MainActor
  public final class RouteStackNavigator<F: Feature>: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private let root: [UIViewController]
    private let path: StoreBinding<[RouteID]>
    private let make: (RouteID) -> UIViewController
    private var screens = RouteScreens<UIViewController>()
    private var subscription: StoreSubscription?

    /// Shows the stack at `path` of `store`'s state above the navigation controller's root.
    public init<Route>(
      _ navigationController: UINavigationController, store: Store<F>,
      path: KeyPath<F.State, RouteStack<Route>>,
      pop: @escaping (RouteID) -> F.Intent, make: @escaping (RouteID) -> UIViewController
    ) {
      self.navigationController = navigationController
      root = Array(navigationController.viewControllers.prefix(1))
      self.path = store.binding(path: path, pop: pop)
      self.make = make
      super.init()
      navigationController.delegate = self
      subscription = store.subscribe { [weak self] _ in self?.show() }
    }

    private func show() {
      guard let shown = screens.update(to: path.wrappedValue, make: make) else { return }
      navigationController.setViewControllers(root + shown, animated: true)
    }

    /// The user went back: the screens no longer shown are popped in the state.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      path.wrappedValue = screens.ids(keeping: navigationController.viewControllers)
    }
  }
#endif
