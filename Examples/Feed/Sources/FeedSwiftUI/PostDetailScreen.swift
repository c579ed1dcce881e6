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
          ProgressView(Feed.Texts.localized(PostDetail.Texts.loadingComments))
        case .failed:
          Button {
            store.send(.retryTapped)
          } label: {
            Text(localized: PostDetail.Texts.commentsFailed)
          }
        case .loaded(let comments) where comments.isEmpty:
          Text(localized: PostDetail.Texts.noComments)
        case .loaded:
          ForEach(store.visibleComments) { comment in
            VStack(alignment: .leading) {
              Text(comment.name).font(.caption)
              Text(comment.body)
            }
          }
          if store.hiddenCommentCount > 0 || store.isExpanded {
            Button {
              store.send(.expandToggled)
            } label: {
              store.isExpanded
                ? Text(localized: PostDetail.Texts.showLess)
                : Text(PostDetail.Texts.showMore(store.hiddenCommentCount))
            }
          }
        }
      }
      .navigationTitle(store.post.author)
      .task { await store.send(.viewAppeared).finish() }
    }
  }
#endif
