#if canImport(SwiftUI)
  import Feed
  import MVI
  import SwiftUI

  // The feed on the bundled posts, as `FeedScreen.build()` runs it: no network.
  #Preview("Loaded") {
    FeedScreen(store: Store(Feed(service: .offline()), initialState: .init()))
  }

  // A first load that fails: the error, its reason and Retry.
  #Preview("Failed") {
    let failing = FeedService(
      name: "failing", posts: { throw FeedError.timedOut }, comments: { _ in throw FeedError.timedOut })
    return FeedScreen(store: Store(Feed(service: failing), initialState: .init()))
  }
#endif
