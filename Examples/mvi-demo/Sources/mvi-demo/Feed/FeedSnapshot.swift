import Feed
import Foundation
import MVI

/// The final state of `mvi-demo feed --once --json`. Every control character in server text is
/// escaped, so the output is safe for a terminal.
struct FeedSnapshot: JSONSnapshot {
  struct Entry: Encodable {
    var id: Int
    var userId: Int
    var title: String
    var body: String
    var liked: Bool?
  }

  struct Detail: Encodable {
    var post: Entry
    var commentsStatus: String
    var commentsError: String?
    var comments: [PostComment]
  }

  var source: String
  var status: String
  var error: String?
  var refreshing: Bool
  var refreshError: String?
  var posts: [Entry]
  var detail: Detail?

  init(_ state: Feed.State, source: String) {
    self.source = source
    switch state.viewState {
    case .loading: status = "loading"
    case .error(let failure):
      status = "failed"
      error = failure.message
    case .empty: status = "empty"
    case .loaded: status = "loaded"
    }
    refreshing = state.isRefreshing
    refreshError = state.refreshError?.message
    posts = state.rows.map {
      Entry(
        id: $0.post.id, userId: $0.post.userId, title: $0.post.title, body: $0.post.body, liked: $0.isLiked)
    }
    if let top = state.topDetail?.state {
      let post = top.post
      detail = Detail(
        post: Entry(id: post.id, userId: post.userId, title: post.title, body: post.body),
        commentsStatus: Self.status(top.comments), commentsError: top.comments.error?.message,
        comments: top.comments.value ?? [])
    }
  }

  static func status(_ comments: Loadable<[PostComment]>) -> String {
    switch comments {
    case .idle: return "idle"
    case .loading: return "loading"
    case .loaded: return "loaded"
    case .failed: return "failed"
    }
  }

}
