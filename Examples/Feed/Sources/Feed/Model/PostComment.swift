/// A comment on a post, in the JSONPlaceholder `/posts/{id}/comments` shape:
/// `{"postId", "id", "name", "email", "body"}`.
///
/// Every text field is data from a server: views must treat it as untrusted.
public struct PostComment: Codable, Hashable, Sendable, Identifiable {
  /// The post the comment belongs to.
  public var postId: Int
  /// The comment's id.
  public var id: Int
  /// The comment's title line.
  public var name: String
  /// The commenter's e-mail address.
  public var email: String
  /// The text.
  public var body: String

  /// Creates a comment.
  public init(postId: Int, id: Int, name: String, email: String, body: String) {
    self.postId = postId
    self.id = id
    self.name = name
    self.email = email
    self.body = body
  }
}
