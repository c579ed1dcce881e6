import Feed
import Foundation
import Testing

@Suite("Post")
struct PostTests {
  @Test func decodesTheJSONPlaceholderPostsShape() throws {
    let json = """
      [{"userId": 1, "id": 1, "title": "sunt aut facere", "body": "quia et suscipit\\nsuscipit recusandae"}]
      """
    let posts = try JSONDecoder().decode([Post].self, from: Data(json.utf8))
    #expect(
      posts == [
        Post(userId: 1, id: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit recusandae")
      ])
  }

  @Test func aPostWithoutARequiredFieldDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Post.self, from: Data(#"{"id": 1, "title": "x", "body": "y"}"#.utf8))
    }
  }

  @Test func theExcerptJoinsTheBodysLinesTheAuthorNamesTheUser() {
    let post = Post(userId: 3, id: 1, title: "t", body: "  first line \n\n second line\n")
    #expect(post.excerpt == "first line second line")
    #expect(post.author == "@user3")
  }
}
