import Foundation
import MVI
import MVITesting
import Poster
import TestSupport
import Testing

/// The live client against servers the test starts on 127.0.0.1.
@Suite("PosterHTTPClient")
struct PosterHTTPClientTests {
  static let image = Fixtures.pattern(width: 6, height: 9)
  static let png = Data(PNGEncoder.encode(image))

  func client(
    _ server: LocalHTTPServer, path: String = "/poster.png?seed={random}", timeout: Duration = .seconds(30),
    maxBodySize: Int = 64 * 1024
  ) -> PosterHTTPClient {
    PosterHTTPClient(
      url: server.baseURL.absoluteString + path, timeout: timeout, maxBodySize: maxBodySize,
      randomToken: { "7" })
  }

  @Test func gETsTheURLWithRandomReplacedAndDecodesThePNG() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: Self.png, contentType: "image/png") }
    defer { server.stop() }
    let poster = try await client(server).fetch()
    #expect(poster.picture == Self.image)
    #expect(poster.body.byteCount == Self.png.count)
    #expect(poster.body.contentType == "image/png")
    #expect(poster.source == "\(server.baseURL.absoluteString)/poster.png?seed=7")
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.target == "/poster.png?seed=7")
    #expect(request.headers["accept"] == "image/png, image/*;q=0.8")
  }

  @Test func aNewRandomTokenForEveryRequest() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: Self.png, contentType: "image/png") }
    defer { server.stop() }
    let counter = LockIsolated(0)
    let client = PosterHTTPClient(
      url: server.baseURL.absoluteString + "/{random}.png",
      randomToken: {
        counter.withLock {
          $0 += 1; return "r\($0)"
        }
      })
    _ = try await client.fetch()
    _ = try await client.fetch()
    #expect(server.requests.map(\.target) == ["/r1.png", "/r2.png"])
  }

  static let html = Data("<!DOCTYPE html><html><body>Not Found</body></html>".utf8)
  static let corrupt: Data = {
    var bytes = PNGEncoder.encode(image)
    bytes[45] ^= 0xFF  // inside the IDAT data
    return Data(bytes)
  }()
  static let truncated = png.prefix(png.count - 20)
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])

  static let failures: [(LocalHTTPServer.Reply, PosterError)] = [
    (
      .respond(status: 404, body: html, contentType: "text/html; charset=utf-8"),
      .httpStatus(404, BodyDetails(body: html, contentType: "text/html"))
    ),
    (
      .respond(status: 500, body: Data("boom".utf8), contentType: "text/plain"),
      .httpStatus(500, BodyDetails(body: Array("boom".utf8), contentType: "text/plain"))
    ),
    (
      .respond(status: 200, body: html, contentType: "text/html"),
      .notAnImage(BodyDetails(body: html, contentType: "text/html"))
    ),
    (
      .respond(status: 200, body: Data(), contentType: "image/png"),
      .undecodable(.notPNG, BodyDetails(body: [], contentType: "image/png"))
    ),
    (
      .respond(status: 200, body: jpeg, contentType: "image/jpeg"),
      .unsupportedFormat("JPEG", BodyDetails(body: jpeg, contentType: "image/jpeg"))
    ),
    (
      .respond(status: 200, body: truncated, contentType: "image/png"),
      .undecodable(.truncated("chunk IDAT"), BodyDetails(body: truncated, contentType: "image/png"))
    ),
    (
      .respond(status: 200, body: Data(count: 100 * 1024), contentType: "image/png"),
      .responseTooLarge(limit: 64 * 1024)
    ),
    (.streamWithoutLength(bodySize: 300 * 1024), .responseTooLarge(limit: 64 * 1024)),
  ]

  @Test(arguments: 0..<failures.count) func everyBadAnswerIsATypedErrorThatKeepsTheBodysDetails(_ index: Int)
    async throws
  {
    let (reply, expected) = Self.failures[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    await #expect(throws: expected) { try await client(server).fetch() }
  }

  @Test func aCorruptPNGBadCRCIsUndecodableWithItsDetails() async throws {
    let server = try LocalHTTPServer { _ in
      .respond(status: 200, body: Self.corrupt, contentType: "image/png")
    }
    defer { server.stop() }
    await #expect {
      try await client(server).fetch()
    } throws: { error in
      guard case .undecodable(.badCRC(let chunk, _, _), let details) = error as? PosterError else {
        return false
      }
      return chunk == "IDAT" && details.byteCount == Self.corrupt.count
        && details.firstBytes == PNGDecoder.signature + [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    }
  }

  @Test func aPNGOverTheDecodersSizeLimitIsRejectedFromItsHeader() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: Self.png, contentType: "image/png") }
    defer { server.stop() }
    var client = client(server)
    client.decoder = PNGDecoder(maxWidth: 5, maxHeight: 5, maxPixels: 25)
    await #expect(
      throws: PosterError.undecodable(
        .imageTooLarge(width: 6, height: 9, reason: "the limit is 5×5"),
        BodyDetails(body: Self.png, contentType: "image/png"))
    ) {
      try await client.fetch()
    }
  }

  @Test func aServerThatNeverAnswersTimesOutOnTheInjectedClock() async throws {
    let server = try LocalHTTPServer { _ in .hang }
    defer { server.stop() }
    let clock = TestClock()
    // An hour: URLSession's own backstop (twice the timeout, real time) must never fire first.
    let client = PosterHTTPClient(
      url: server.baseURL.absoluteString + "/p.png", timeout: .seconds(3600), clock: clock)
    let fetch = Task { try await client.fetch() }
    await server.waitForRequests(1)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3599))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await #expect(throws: PosterError.timedOut) { try await fetch.value }
  }

  @Test func aClosedPortIsATransportError() async throws {
    try await ClosedPort.withURL { url in
      let client = PosterHTTPClient(url: url.absoluteString + "/p.png", timeout: .seconds(30))
      await #expect(throws: PosterError.transport("서버에 연결할 수 없습니다 (connection refused)")) {
        try await client.fetch()
      }
    }
  }

  @Test func uRLsThatAreNotHttpSWithAHostAreRejectedBeforeAnyRequest() async {
    for url in ["ftp://example.com/a.png", "not a url", "http://", "file:///etc/passwd", ""] {
      await #expect(throws: PosterError.invalidURL(url)) { try await PosterHTTPClient(url: url).fetch() }
    }
    #expect(
      PosterHTTPClient(url: "https://example.com:8443/{random}.png").endpointDescription == "example.com:8443"
    )
    #expect(PosterHTTPClient().endpointDescription == "api.dicebear.com")
    #expect(PosterService.http(PosterHTTPClient()).name == "api.dicebear.com")
  }
}

/// The feature on the live client: each failure ends in the error state with the body's
/// details, and retry then shows the poster.
@MainActor
@Suite("Poster on the live client")
struct PosterLiveClientTests {
  nonisolated static let cases: [(reply: LocalHTTPServer.Reply, message: String)] = [
    (
      .respond(status: 404, body: Data("<html>404</html>".utf8), contentType: "text/html"),
      "요청한 주소가 없습니다 (HTTP 404)"
    ),
    (.respond(status: 403, body: Data(), contentType: "text/plain"), "접근 권한이 없습니다 (HTTP 403)"),
    (
      .raw(
        head: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close", body: Data("\u{89}PNG".utf8)),
      "네트워크 오류가 발생했습니다: 연결이 끊어졌습니다 (connection lost)"
    ),
    (
      .raw(
        head:
          "HTTP/1.1 302 Found\r\nLocation: https://localhost:1/p.png\r\nContent-Length: 0\r\nConnection: close"
      ),
      "다른 서버(https://localhost:1)로의 리디렉션을 따르지 않았습니다"
    ),
    (.respond(status: 503, body: Data(), contentType: "text/plain"), "HTTP 503"),
    (.respond(status: 200, body: Data("<html>hi</html>".utf8), contentType: "text/html"), "이미지가 아닌 응답입니다"),
    (
      .respond(status: 200, body: PosterHTTPClientTests.corrupt, contentType: "image/png"),
      "PNG 이미지를 해석할 수 없습니다"
    ),
    (.respond(status: 200, body: Data(count: 100 * 1024), contentType: "image/png"), "이미지가 너무 큽니다"),
    (.hang, "응답 시간이 초과되었습니다"),
  ]

  @Test(
    "error state with the reason and the body's details, then retry shows the poster",
    arguments: 0..<cases.count)
  func failureThenRetry(_ index: Int) async throws {
    let (reply, message) = Self.cases[index]
    let server = try LocalHTTPServer { _ in reply }
    defer { server.stop() }
    let clock = TestClock()
    let client = PosterHTTPClient(
      url: server.baseURL.absoluteString + "/p.png", timeout: .seconds(3600), maxBodySize: 64 * 1024,
      clock: clock)
    let store = Store(Poster(service: .http(client)), initialState: .init())

    let tapped = store.send(.getPosterTapped)
    #expect(store.state.poster.isLoading)
    if case .hang = reply {
      await server.waitForRequests(1)
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .seconds(3600))
    }
    await tapped.finish()
    #expect(store.state.statusText == "포스터를 받아오지 못했습니다🥺")
    let failure = try #require(store.state.failure)
    #expect(failure.description.contains(message), "\(failure)")
    if case .respond(_, let body, let contentType) = reply, body.count <= 64 * 1024 {
      #expect(failure.details?.byteCount == body.count)
      #expect(failure.details?.contentType == contentType)
    }

    server.setReply { _ in .respond(status: 200, body: PosterHTTPClientTests.png, contentType: "image/png") }
    await store.send(.retryTapped).finish()
    #expect(store.state.failure == nil)
    #expect(store.state.poster.loadedValue?.picture == PosterHTTPClientTests.image)
    #expect(store.state.requestCount == 2)
  }
}
