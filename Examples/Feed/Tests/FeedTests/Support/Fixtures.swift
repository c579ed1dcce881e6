import Feed
import Foundation
import MVI
import MVITesting

/// A post with predictable text.
func post(_ id: Int, userId: Int = 1) -> Post {
  Post(userId: userId, id: id, title: "Post \(id)", body: "Body of post \(id)")
}

/// Posts with the ids, in order.
func posts(_ ids: Int...) -> [Post] { ids.map { post($0) } }

/// A comment on a post with predictable text.
func comment(_ id: Int, on postID: Int) -> PostComment {
  PostComment(
    postId: postID, id: id, name: "Comment \(id)", email: "user\(id)@example.com", body: "Text \(id)")
}

/// Rows for posts, none liked.
func rows(_ posts: [Post]) -> IdentifiedArray<PostRow.State> {
  IdentifiedArray(uniqueElements: posts.map { PostRow.State(post: $0) })
}

/// A loaded feed state showing the posts, the first one focused.
func loadedState(_ posts: [Post]) -> Feed.State {
  Feed.State(status: .loaded, rows: rows(posts), focusedPostID: posts.first?.id)
}

/// A service whose answers the test scripts, call by call, recording what was asked.
final class ScriptedService: Sendable {
  private let postsCalls = LockIsolated(0)
  private let commentRequests = LockIsolated<[Int]>([])
  private let loadPosts: @Sendable (Int) async throws -> [Post]
  private let loadComments: @Sendable (Int, Int) async throws -> [PostComment]

  /// - Parameters:
  ///   - posts: The answer to the n-th (1-based) feed request.
  ///   - comments: The answer to the n-th (1-based) comment request, for a post id.
  init(
    posts: @escaping @Sendable (_ call: Int) async throws -> [Post] = { _ in [] },
    comments: @escaping @Sendable (_ call: Int, _ postID: Int) async throws -> [PostComment] = { _, _ in [] }
  ) {
    loadPosts = posts
    loadComments = comments
  }

  /// How many times the feed was requested.
  var postsRequestCount: Int { postsCalls.withLock { $0 } }
  /// The posts whose comments were requested, in order.
  var commentsRequested: [Int] { commentRequests.withLock { $0 } }

  var service: FeedService {
    FeedService(
      name: "scripted",
      posts: { [self] in
        let call = postsCalls.withLock { count -> Int in
          count += 1
          return count
        }
        return try await loadPosts(call)
      },
      comments: { [self] postID in
        let call = commentRequests.withLock { requests -> Int in
          requests.append(postID)
          return requests.count
        }
        return try await loadComments(call, postID)
      })
  }
}

/// A JSON body in the JSONPlaceholder `/posts` shape.
func postsBody(_ posts: [Post]) -> Data {
  try! JSONEncoder().encode(posts)
}

/// A JSON body in the JSONPlaceholder `/posts/{id}/comments` shape.
func commentsBody(_ comments: [PostComment]) -> Data {
  try! JSONEncoder().encode(comments)
}
