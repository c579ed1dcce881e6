#if canImport(UIKit)
  import Feed
  import MVI
  import MVIUIKit
  import UIKit

  /// Seed 003's feed in UIKit: the list in a navigation controller whose stack follows the
  /// feature's `RouteStack` through a `RouteStackNavigator`. Tapping a post pushes its detail in
  /// the state; the Back button or a swipe sends `.backTapped`. The same `Feed` feature the
  /// terminal, the browser and the SwiftUI screen run.
  ///
  /// Keep the flow as long as its navigation controller (a scene delegate holds it): the
  /// navigator is the controller's delegate, which UIKit holds weakly.
  @MainActor
  public final class FeedFlow {
    /// What the window shows.
    public let navigationController: UINavigationController
    private let navigator: RouteStackNavigator<Feed>

    /// The flow on `store`.
    public init(store: Store<Feed>) {
      navigationController = UINavigationController(rootViewController: FeedViewController(store: store))
      navigator = RouteStackNavigator(
        navigationController, store: store, path: \.path, pop: { _ in .backTapped }
      ) { id in PostViewController(store: store, id: id) }
    }

    /// The flow on the bundled posts.
    public convenience init() {
      self.init(store: Store(Feed(service: .offline()), initialState: .init()))
    }
  }
#endif
