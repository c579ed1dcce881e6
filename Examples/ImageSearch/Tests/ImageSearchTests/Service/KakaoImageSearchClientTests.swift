import Foundation
import ImageSearch
import MVI
import MVITesting
import TestSupport
import Testing

/// The live client against a Kakao-format server the test starts on 127.0.0.1.
@Suite("KakaoImageSearchClient")
struct KakaoImageSearchClientTests {
  static let key = KakaoAPIKey("test-key-123")

  func client(_ server: LocalHTTPServer, timeout: Duration = .seconds(5), maxBodySize: Int = 64 * 1024)
    -> KakaoImageSearchClient
  {
    KakaoImageSearchClient(
      baseURL: server.baseURL, apiKey: Self.key, timeout: timeout, maxBodySize: maxBodySize)
  }

  @Test func sendsGETV2SearchImageWithTheEncodedKoreanQuerySize10AndTheKakaoAKHeader() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: kakaoBody(count: 10)) }
    defer { server.stop() }
    _ = try await client(server).search("강아지", size: 10)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/v2/search/image")
    #expect(request.query == "query=%EA%B0%95%EC%95%84%EC%A7%80&size=10")
    #expect(request.headers["authorization"] == "KakaoAK test-key-123")
  }

  @Test func reservedCharactersInAQueryStayLiteral() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: kakaoBody(count: 1)) }
    defer { server.stop() }
    _ = try await client(server).search("c++ & 고양이=cat", size: 10)
    #expect(server.requests.first?.query == "query=c%2B%2B%20%26%20%EA%B3%A0%EC%96%91%EC%9D%B4%3Dcat&size=10")
  }

  @Test func aSuccessDecodesEveryDocument() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: kakaoBody(count: 10)) }
    defer { server.stop() }
    let images = try await client(server).search("강아지", size: 10)
    #expect(images.count == 10)
    #expect(images[0].siteName == "네이버 블로그")
    #expect(images[0].width == 640 && images[0].height == 480)
    #expect(images[0].documentURL == "https://doc.test/1")
    #expect(images[0].datetime == "2017-06-14T00:00:00.000+09:00")
  }

  static let failures: [(LocalHTTPServer.Reply, ImageSearchError)] = [
    (
      .respond(status: 401, body: kakaoErrorBody("AccessDeniedError", "wrong appKey(x) format")),
      .unauthorized(status: 401, message: "wrong appKey(x) format")
    ),
    (
      .respond(
        status: 403, body: kakaoErrorBody("NotAuthorizedError", "App(x) disabled OPEN_MAP_AND_LOCAL service.")
      ),
      .unauthorized(status: 403, message: "App(x) disabled OPEN_MAP_AND_LOCAL service.")
    ),
    (
      .respond(status: 429, body: kakaoErrorBody("RequestThrottled", "API limit has been exceeded.")),
      .rateLimited(message: "API limit has been exceeded.")
    ),
    (
      .respond(status: 500, body: kakaoErrorBody("InternalServerError", "Internal error")),
      .server(status: 500, message: "Internal error")
    ),
    (.respond(status: 502, body: Data("<html>bad gateway</html>".utf8)), .server(status: 502, message: nil)),
    (.respond(status: 200, body: Data("{\"documents\": [{\"width\": ".utf8)), .malformedResponse),
    (.respond(status: 200, body: Data("{\"meta\": {}}".utf8)), .malformedResponse),
    (.respond(status: 200, body: Data(count: 200 * 1024)), .responseTooLarge(limit: 64 * 1024)),
    (.streamWithoutLength(bodySize: 400 * 1024), .responseTooLarge(limit: 64 * 1024)),
  ]

  @Test(arguments: 0..<failures.count) func everyBadAnswerIsATypedError(_ index: Int) async throws {
    let (reply, expected) = Self.failures[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    await #expect(throws: expected) { try await client(server).search("강아지", size: 10) }
  }

  @Test func aRedirectToAnotherHostIsNotFollowedTheKeyNeverReachesItAndTheScreenSaysWhy() async throws {
    let other = try LocalHTTPServer { _ in .respond(status: 200, body: kakaoBody(count: 1)) }
    defer { other.stop() }
    let server = try LocalHTTPServer { _ in
      .raw(
        head:
          "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://localhost:\(other.port)/v2/search/image\r\n"
          + "Content-Length: 0\r\nConnection: close")
    }
    defer { server.stop() }
    let origin = "http://localhost:\(other.port)"
    await #expect(throws: ImageSearchError.redirectRefused(to: origin)) {
      try await client(server).search("강아지", size: 10)
    }
    #expect(other.requests.isEmpty)
    #expect(server.requests.first?.headers["authorization"] == "KakaoAK test-key-123")
    let message = ImageSearchError.redirectRefused(to: origin).description
    #expect(message.contains(origin) && message.contains("API 키") && !message.contains("test-key-123"))
  }

  @Test func aServerThatNeverAnswersTimesOutOnTheInjectedClock() async throws {
    let server = try LocalHTTPServer { _ in .hang }
    defer { server.stop() }
    let clock = TestClock()
    let client = KakaoImageSearchClient(
      baseURL: server.baseURL, apiKey: Self.key, timeout: .seconds(3600), clock: clock)
    let search = Task { try await client.search("강아지", size: 10) }
    await server.waitForRequests(1)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3599))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await #expect(throws: ImageSearchError.timedOut) { try await search.value }
  }

  @Test func aClosedPortIsATransportError() async throws {
    try await ClosedPort.withURL { url in
      let client = KakaoImageSearchClient(baseURL: url, apiKey: Self.key, timeout: .seconds(5))
      await #expect {
        try await client.search("강아지", size: 10)
      } throws: { error in
        guard case .transport = error as? ImageSearchError else { return false }
        return true
      }
    }
  }

  @Test func anEmptyQueryIsRejectedBeforeAnyRequest() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: kakaoBody(count: 1)) }
    defer { server.stop() }
    await #expect(throws: ImageSearchError.emptyQuery) { try await client(server).search("  ", size: 10) }
    #expect(server.requests.isEmpty)
  }

  @Test func theKeyNeverShowsInDescriptionsDumpsOrErrors() {
    let client = KakaoImageSearchClient(apiKey: Self.key)
    var dumped = ""
    dump(client, to: &dumped)
    #expect(!dumped.contains("test-key-123"))
    #expect(!"\(client)".contains("test-key-123"))
    #expect("\(Self.key)" == "KakaoAPIKey(redacted)")
    #expect(!ImageSearchService.kakao(client).name.contains("test-key-123"))
    #expect(KakaoAPIKey.fromEnvironment(["KAKAO_REST_API_KEY": "  "]) == nil)
    #expect(KakaoAPIKey.fromEnvironment(["KAKAO_REST_API_KEY": "abc"]) == KakaoAPIKey("abc"))
  }
}

/// The feature running on the live client: each failure ends in the error state with a message
/// a user understands, and retry then succeeds.
@MainActor
@Suite("ImageSearch on the live client")
struct ImageSearchLiveClientTests {
  nonisolated static let cases: [(reply: LocalHTTPServer.Reply, message: String)] = [
    (.respond(status: 401, body: kakaoErrorBody("AccessDeniedError", "cannot find appKey")), "인증에 실패했습니다"),
    (.respond(status: 429, body: kakaoErrorBody("RequestThrottled", "limit exceeded")), "요청 한도를 초과했습니다"),
    (.respond(status: 500, body: kakaoErrorBody("InternalServerError", "DB is down")), "DB is down"),
    (.respond(status: 200, body: Data("not json".utf8)), "서버 응답을 해석할 수 없습니다"),
    (.respond(status: 200, body: Data(count: 100 * 1024)), "서버 응답이 너무 큽니다"),
    (.hang, "응답 시간이 초과되었습니다"),
  ]

  @Test(arguments: 0..<cases.count) func errorStateWithAClearMessageThenRetrySucceeds(_ index: Int)
    async throws
  {
    let (reply, message) = Self.cases[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    let clock = TestClock()
    // The timeout is long because URLSession's own backstop (twice the timeout, on the real
    // clock) must never fire first, even when the main actor is held for many seconds by other
    // tests running in parallel under the thread sanitizer.
    let client = KakaoImageSearchClient(
      baseURL: server.baseURL, apiKey: KakaoAPIKey("k"), timeout: .seconds(3600), maxBodySize: 64 * 1024,
      clock: clock)
    let store = Store(ImageSearch(service: .kakao(client)), initialState: .init())

    let appeared = store.send(.viewAppeared)
    if case .hang = reply {
      await server.waitForRequests(1)
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .seconds(3600))
    }
    await appeared.finish()
    #expect(store.state.navigationTitle == "에러 발생")
    #expect(store.state.errorText == "사진 불러오기에 실패했습니다🥺")
    let error = try #require(store.state.content.error)
    #expect(error.message.contains(message), "\(error.message)")

    server.setReply { _ in .respond(status: 200, body: kakaoBody(count: 15)) }
    await store.send(.retryTapped).finish()
    #expect(store.state.content.error == nil, "\(store.state.content.error?.message ?? "")")
    #expect(store.state.navigationTitle == "검색 결과🔍")
    #expect(store.state.images.count == 10)
    #expect(server.requests.last?.query == "query=%EA%B0%95%EC%95%84%EC%A7%80&size=10")
  }
}
