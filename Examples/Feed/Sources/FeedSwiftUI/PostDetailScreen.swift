#if canImport(SwiftUI)
  import Feed
  import MVI
  import SwiftUI

  /// A post pushed on the feed's stack, with its comments; popping it cancels their request.
  public struct PostDetailScreen: View {
    let store: Store<PostDetail>

    /// A detail on `store`, scoped from the feed's route.
    public init(store: Store<PostDetail>) {
      self.store = store
    }

    /// The post and its comments.
    public var body: some View {
      List {
        Text(store.post.title).font(.headline)
        Text(store.post.body)
        switch store.comments {
        case .idle, .loading:
          ProgressView(PostDetail.Texts.loadingComments)
        case .failed:
          Button(PostDetail.Texts.commentsFailed) { store.send(.retryTapped) }
        case .loaded(let comments) where comments.isEmpty:
          Text(PostDetail.Texts.noComments)
        case .loaded:
          ForEach(store.visibleComments) { comment in
            VStack(alignment: .leading) {
              Text(comment.name).font(.caption)
              Text(comment.body)
            }
          }
          if store.hiddenCommentCount > 0 || store.isExpanded {
            Button(store.isExpanded ? "Show less" : "Show \(store.hiddenCommentCount) more") {
              store.send(.expandToggled)
            }
          }
        }
      }
      .navigationTitle(store.post.author)
      .task { await store.send(.viewAppeared).finish() }
    }
  }
#endif
