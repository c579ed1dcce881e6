#if canImport(UIKit)
  import Feed
  import MVI
  import UIKit

  // The feed's list, in a navigation controller for its title. Not `FeedFlow`, the app's entry:
  // the flow must be kept as long as its navigation controller (its navigator is the controller's
  // weak delegate), which a preview's body does not do, so a tapped post would not be pushed.

  // The list on the bundled posts, as `FeedFlow()` runs it: no network.
  #Preview("Loaded") {
    UINavigationController(
      rootViewController: FeedViewController(store: Store(Feed(service: .offline()), initialState: .init())))
  }

  // A first load that fails: the status says so, with the reason.
  #Preview("Failed") {
    let failing = FeedService(
      name: "failing", posts: { throw FeedError.timedOut }, comments: { _ in throw FeedError.timedOut })
    return UINavigationController(
      rootViewController: FeedViewController(store: Store(Feed(service: failing), initialState: .init())))
  }
#endif
