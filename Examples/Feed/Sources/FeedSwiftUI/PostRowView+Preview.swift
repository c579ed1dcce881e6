#if canImport(SwiftUI)
  import Feed
  import MVI
  import SwiftUI

  // A row of the first bundled post, in a list as the feed shows it.
  #Preview("Row") {
    List {
      PostRowView(store: Store(PostRow(), initialState: .init(post: OfflineFeed.standard.posts[0])))
    }
  }

  // The same row, liked.
  #Preview("Liked") {
    List {
      PostRowView(
        store: Store(PostRow(), initialState: .init(post: OfflineFeed.standard.posts[0], isLiked: true)))
    }
  }
#endif
