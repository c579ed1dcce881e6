import Foundation
import TestSupport
import Testing

/// `mvi-demo feed` run as a script would: the bundled posts, and the HTTP client against a
/// JSONPlaceholder-style server on 127.0.0.1.
@Suite("FeedRunner")
struct FeedRunnerTests {
  static let posts = Data(
    #"""
    [{"userId": 3, "id": 2, "title": "second \u001b]0;title\u0007post", "body": "body two"},
     {"userId": 4, "id": 1, "title": "first post", "body": "body \u001b[31mone"}]
    """#.utf8)

  static let comments = Data(
    #"""
    [{"postId": 2, "id": 9, "name": "a reply", "email": "r@example.com", "body": "nice\u009b2J"}]
    """#.utf8)

  @Test func onceListsThe24BundledPostsNewestFirstExit0() async throws {
    let outcome = try await Demo.run(["feed", "--once"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    #expect(outcome.output.hasPrefix("Feed · 24개의 글\n"))
    #expect(outcome.output.contains("▸ · #24 "))
  }

  @Test func postPushesThePostsDetailAndPrintsItsComments() async throws {
    let outcome = try await Demo.run(["feed", "--post", "17", "--json"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let detail = try #require(try Demo.json(outcome)["detail"] as? [String: Any])
    #expect((detail["post"] as? [String: Any])?["id"] as? Int == 17)
    #expect(detail["commentsStatus"] as? String == "loaded")
    #expect((detail["comments"] as? [Any])?.count == 3)
  }

  @Test func aPostThatIsNotInTheFeedExits1AndNamesTheIdsThereAre() async throws {
    let outcome = try await Demo.run(["feed", "--post", "999", "--once"])
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains("999"))
    #expect(outcome.errors.contains("ids: 24, 23"))
  }

  @Test func httpPostsAndCommentsFromTheServerTheirTextMadeInert() async throws {
    let server = try LocalHTTPServer { request in
      request.path == "/posts"
        ? .respond(status: 200, body: Self.posts) : .respond(status: 200, body: Self.comments)
    }
    defer { server.stop() }
    let list = try await Demo.run(["feed", "--endpoint", server.baseURL.absoluteString, "--once"])
    #expect(list.status == 0, "stderr: \(list.errors)")
    #expect(list.output.contains("#2 second"))
    #expect(list.output.contains("#1 first post"))
    let detail = try await Demo.run([
      "feed", "--endpoint", server.baseURL.absoluteString, "--post", "2", "--once",
    ])
    #expect(detail.status == 0, "stderr: \(detail.errors)")
    #expect(detail.output.contains("a reply"))
    #expect(server.requests.map(\.path) == ["/posts", "/posts", "/posts/2/comments"])
    for output in [list.output, detail.output] {
      let controls = output.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }
      #expect(controls.isEmpty, "control characters reached the output: \(controls.map(\.value))")
    }
  }

  @Test func httpAFailingServerExits1WithTheFeedsErrorText() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 503, body: Data("down".utf8)) }
    defer { server.stop() }
    let outcome = try await Demo.run(["feed", "--endpoint", server.baseURL.absoluteString, "--json"])
    #expect(outcome.status == 1)
    #expect(try Demo.json(outcome)["status"] as? String == "failed")
    #expect(outcome.errors.hasPrefix("error: Couldn't load the feed: "))
  }
}
