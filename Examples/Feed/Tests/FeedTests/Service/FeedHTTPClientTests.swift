import Feed
import Foundation
import MVI
import MVITesting
import TestSupport
import Testing

/// The live client against a JSONPlaceholder-style server the test starts on 127.0.0.1.
@Suite("FeedHTTPClient")
struct FeedHTTPClientTests {
  func client(_ server: LocalHTTPServer, maxBodySize: Int = 64 * 1024) -> FeedHTTPClient {
    FeedHTTPClient(
      baseURL: server.baseURL, timeout: .seconds(3600), maxBodySize: maxBodySize, clock: TestClock())
  }

  @Test func getPostsWithAcceptApplicationJsonDecodesEveryPost() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: postsBody(posts(3, 2, 1))) }
    defer { server.stop() }
    #expect(try await client(server).posts() == posts(3, 2, 1))
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.target == "/posts")
    #expect(request.headers["accept"] == "application/json")
  }

  @Test func getPostsIDCommentsDecodesTheCommentsABasePathIsKept() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: commentsBody([comment(1, on: 7)])) }
    defer { server.stop() }
    var client = client(server)
    client.baseURL = server.baseURL.appendingPathComponent("api")
    #expect(try await client.comments(for: 7) == [comment(1, on: 7)])
    #expect(server.requests.first?.target == "/api/posts/7/comments")
  }

  @Test func anEmptyArrayIsAnEmptyFeed() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: Data("[]".utf8)) }
    defer { server.stop() }
    #expect(try await client(server).posts().isEmpty)
  }

  static let failures: [(LocalHTTPServer.Reply, FeedError)] = [
    (.respond(status: 404, body: Data("{}".utf8)), .httpStatus(404)),
    (
      .respond(status: 500, body: Data("<html>Internal Server Error</html>".utf8), contentType: "text/html"),
      .httpStatus(500)
    ),
    (.respond(status: 503, body: Data()), .httpStatus(503)),
    (.respond(status: 200, body: Data("[{\"userId\": 1, \"id\": ".utf8)), .malformedJSON),
    (.respond(status: 200, body: Data("{\"posts\": []}".utf8)), .malformedJSON),
    (.respond(status: 200, body: Data("[{\"id\": 1, \"title\": \"no body\"}]".utf8)), .malformedJSON),
    (
      .respond(status: 200, body: Data("<html>captive portal</html>".utf8), contentType: "text/html"),
      .malformedJSON
    ),
    (.respond(status: 200, body: postsBody(posts(1, 2, 1))), .duplicatePostID(1)),
    (.respond(status: 200, body: Data(count: 200 * 1024)), .responseTooLarge(limit: 64 * 1024)),
    (.streamWithoutLength(bodySize: 400 * 1024), .responseTooLarge(limit: 64 * 1024)),
  ]

  @Test(arguments: 0..<failures.count) func everyBadAnswerToPostsIsATypedError(_ index: Int) async throws {
    let (reply, expected) = Self.failures[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    await #expect(throws: expected) { try await client(server).posts() }
  }

  @Test func badAnswersToPostsIDCommentsAreTypedErrors() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 404, body: Data("{}".utf8)) }
    defer { server.stop() }
    await #expect(throws: FeedError.httpStatus(404)) { try await client(server).comments(for: 1) }
    server.setReply { _ in .respond(status: 200, body: Data("[{\"postId\": 1}]".utf8)) }
    await #expect(throws: FeedError.malformedJSON) { try await client(server).comments(for: 1) }
    server.setReply { _ in .respond(status: 200, body: Data(count: 100 * 1024)) }
    await #expect(throws: FeedError.responseTooLarge(limit: 64 * 1024)) {
      try await client(server).comments(for: 1)
    }
  }

  @Test func aServerThatNeverAnswersTimesOutOnTheInjectedClock() async throws {
    let server = try LocalHTTPServer { _ in .hang }
    defer { server.stop() }
    let clock = TestClock()
    // The timeout is long because URLSession's own backstop (twice the timeout, on the real
    // clock) must never fire first, even on a loaded machine.
    let client = FeedHTTPClient(baseURL: server.baseURL, timeout: .seconds(3600), clock: clock)
    let load = Task { try await client.posts() }
    await server.waitForRequests(1)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3599))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await #expect(throws: FeedError.timedOut) { try await load.value }
  }

  @Test func aClosedPortIsATransportErrorConnectionRefused() async throws {
    try await ClosedPort.withURL { url in
      let client = FeedHTTPClient(baseURL: url, timeout: .seconds(3600), clock: TestClock())
      await #expect {
        try await client.posts()
      } throws: { error in
        guard case .transport(let reason) = error as? FeedError else { return false }
        return reason.contains("connection refused")
      }
    }
  }

  @Test func theEndpointDescriptionIsHostAndPort() {
    #expect(FeedHTTPClient().endpointDescription == "jsonplaceholder.typicode.com")
    #expect(
      FeedHTTPClient(baseURL: URL(string: "http://127.0.0.1:9000")!).endpointDescription == "127.0.0.1:9000")
  }
}

/// The feature running on the live client: each failure ends in the error state with a message
/// a user understands, and retry (or refresh) then succeeds.
@MainActor
@Suite("Feed on the live client")
struct FeedLiveClientTests {
  nonisolated static let cases: [(reply: LocalHTTPServer.Reply, message: String)] = [
    (.respond(status: 404, body: Data("{}".utf8)), "HTTP 404"),
    (.respond(status: 500, body: Data("oops".utf8)), "HTTP 500"),
    (.respond(status: 403, body: Data()), "접근 권한이 없습니다 (HTTP 403)"),
    (.respond(status: 200, body: Data("not json".utf8)), "malformed JSON"),
    (
      .raw(head: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close", body: Data("[{".utf8)),
      "네트워크 오류가 발생했습니다: 연결이 끊어졌습니다 (connection lost)"
    ),
    (
      .raw(
        head:
          "HTTP/1.1 302 Found\r\nLocation: http://localhost:1/posts\r\nContent-Length: 0\r\nConnection: close"
      ),
      "다른 서버(http://localhost:1)로의 리디렉션을 따르지 않았습니다"
    ),
    (.respond(status: 200, body: Data(count: 100 * 1024)), "너무 큽니다"),
    (.hang, "timeout"),
  ]

  func client(_ server: LocalHTTPServer, clock: TestClock) -> FeedHTTPClient {
    FeedHTTPClient(baseURL: server.baseURL, timeout: .seconds(3600), maxBodySize: 64 * 1024, clock: clock)
  }

  /// Waits for a request to the hanging server, then lets its timeout pass.
  func expire(_ reply: LocalHTTPServer.Reply, _ server: LocalHTTPServer, requests: Int, _ clock: TestClock)
    async
  {
    guard case .hang = reply else { return }
    await server.waitForRequests(requests)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3600))
  }

  @Test(arguments: 0..<cases.count) func firstLoadErrorStateWithAClearMessageThenRetrySucceeds(_ index: Int)
    async throws
  {
    let (reply, message) = Self.cases[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    let clock = TestClock()
    let store = Store(Feed(service: .http(client(server, clock: clock))), initialState: .init())

    let appeared = store.send(.viewAppeared)
    await expire(reply, server, requests: 1, clock)
    await appeared.finish()
    guard case .error(let error) = store.state.viewState else {
      Issue.record("expected the error state, got \(store.state.viewState)")
      return
    }
    #expect(error.message.contains(message), "\(error.message)")

    server.setReply { _ in .respond(status: 200, body: postsBody(posts(2, 1))) }
    await store.send(.retryTapped).finish()
    #expect(store.state.viewState == .loaded)
    #expect(store.state.rows.ids == [2, 1])
  }

  @Test(arguments: 0..<cases.count) func refreshTheListStaysWithTheErrorAsABanner(_ index: Int) async throws {
    let (reply, message) = Self.cases[index]
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: postsBody(posts(2, 1))) }
    defer { server.stop() }
    let clock = TestClock()
    let store = Store(Feed(service: .http(client(server, clock: clock))), initialState: .init())
    await store.send(.viewAppeared).finish()
    #expect(store.state.rows.ids == [2, 1])

    server.setReply { _ in reply }
    let refreshed = store.send(.refreshTapped)
    #expect(store.state.isRefreshing)
    await expire(reply, server, requests: 2, clock)
    await refreshed.finish()
    #expect(store.state.rows.ids == [2, 1])
    #expect(store.state.isRefreshing == false)
    let error = try #require(store.state.refreshError)
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test func theDetailsCommentsFromTheLiveClientFailingThenRetried() async throws {
    let server = try LocalHTTPServer { request in
      request.path == "/posts"
        ? .respond(status: 200, body: postsBody(posts(2, 1)))
        : .respond(status: 500, body: Data("down".utf8))
    }
    defer { server.stop() }
    let store = Store(Feed(service: .http(client(server, clock: TestClock()))), initialState: .init())
    await store.send(.viewAppeared).finish()
    store.send(.row(1, .tapped))
    let id = try #require(store.state.topDetail?.id)
    await store.send(.detail(id, .viewAppeared)).finish()
    #expect(store.state.topDetail?.state.comments.error?.message.contains("HTTP 500") == true)

    server.setReply { _ in .respond(status: 200, body: commentsBody([comment(4, on: 1)])) }
    await store.send(.detail(id, .retryTapped)).finish()
    #expect(store.state.topDetail?.state.comments == .loaded([comment(4, on: 1)]))
    #expect(server.requests.last?.target == "/posts/1/comments")
  }
}
