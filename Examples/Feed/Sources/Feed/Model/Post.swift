/// A post of the feed, in the JSONPlaceholder `/posts` shape: `{"userId", "id", "title", "body"}`.
///
/// Every text field is data from a server: views must treat it as untrusted (the terminal view
/// sanitizes it).
public struct Post: Codable, Hashable, Sendable, Identifiable {
  /// The author's id.
  public var userId: Int
  /// The post's id, unique within a feed.
  public var id: Int
  /// The title.
  public var title: String
  /// The text.
  public var body: String

  /// Creates a post.
  public init(userId: Int, id: Int, title: String, body: String) {
    self.userId = userId
    self.id = id
    self.title = title
    self.body = body
  }

  /// The author as shown in a list, e.g. `@user3`.
  public var author: String { "@user\(userId)" }

  /// The body on one line (line breaks become spaces), for a list row's preview.
  public var excerpt: String {
    body.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}

extension StringProtocol {
  /// The text without leading and trailing whitespace.
  var trimmingSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

extension Post {
  /// Checks that every post has its own id, as a list needs.
  ///
  /// - Throws: ``FeedError/duplicatePostID(_:)`` naming the first id seen twice.
  static func checkUniqueIDs(_ posts: [Post]) throws(FeedError) {
    var seen: Set<Post.ID> = []
    for post in posts where !seen.insert(post.id).inserted {
      throw .duplicatePostID(post.id)
    }
  }
}
