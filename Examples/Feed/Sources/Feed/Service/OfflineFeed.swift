/// The bundled feed served without network: the demo's default source.
///
/// ```swift
/// let posts = OfflineFeed.standard.posts          // 24 posts, newest first
/// let comments = try OfflineFeed.standard.comments(for: posts[0].id)
/// ```
public struct OfflineFeed: Sendable {
  /// The posts, newest first; their ids are all different.
  public var posts: [Post]
  /// Every comment, of any post.
  public var allComments: [PostComment]

  /// Creates a feed.
  public init(posts: [Post], comments: [PostComment]) {
    self.posts = posts
    self.allComments = comments
  }

  /// The built-in feed: 24 posts of a Swift developers' community, in Korean and English, and
  /// their comments.
  public static let standard = OfflineFeed(posts: offlinePosts, comments: offlineComments)

  /// The comments of the post with the id, oldest first.
  ///
  /// - Throws: ``FeedError/postNotFound(_:)`` when the feed has no such post.
  public func comments(for postID: Post.ID) throws -> [PostComment] {
    guard posts.contains(where: { $0.id == postID }) else { throw FeedError.postNotFound(postID) }
    return allComments.filter { $0.postId == postID }
  }
}
