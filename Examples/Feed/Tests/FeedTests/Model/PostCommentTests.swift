import Feed
import Foundation
import Testing

@Suite("PostComment")
struct PostCommentTests {
  @Test func decodesTheJSONPlaceholderPosts1CommentsShape() throws {
    let json = """
      [{"postId": 1, "id": 1, "name": "id labore ex et quam laborum", "email": "Eliseo@gardner.biz",
        "body": "laudantium enim quasi est"}]
      """
    let comments = try JSONDecoder().decode([PostComment].self, from: Data(json.utf8))
    #expect(
      comments == [
        PostComment(
          postId: 1, id: 1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
          body: "laudantium enim quasi est")
      ])
  }

  @Test func aCommentWithAWrongTypeDoesNotDecode() {
    let json = #"{"postId": "one", "id": 1, "name": "n", "email": "e", "body": "b"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PostComment.self, from: Data(json.utf8)) }
  }
}
