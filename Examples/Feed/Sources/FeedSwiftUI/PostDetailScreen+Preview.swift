#if canImport(SwiftUI)
  import Feed
  import MVI
  import SwiftUI

  // The first bundled post with its comments already loaded, on the stack as the feed pushes it.
  #Preview("With comments") {
    let feed = OfflineFeed.standard
    let post = feed.posts[0]
    let comments = feed.allComments.filter { $0.postId == post.id }
    let state = PostDetail.State(post: post, comments: .loaded(comments))
    return NavigationStack {
      PostDetailScreen(store: Store(PostDetail(service: .offline(feed)), initialState: state))
    }
  }

  // Comments that fail to load: the message is the retry button.
  #Preview("Comments failed") {
    let failing = FeedService(name: "failing", posts: { [] }, comments: { _ in throw FeedError.timedOut })
    return NavigationStack {
      PostDetailScreen(
        store: Store(PostDetail(service: failing), initialState: .init(post: OfflineFeed.standard.posts[0])))
    }
  }
#endif
