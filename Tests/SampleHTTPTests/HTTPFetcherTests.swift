import Foundation
import MVITesting
import SampleHTTP
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPFetcher` against servers started on 127.0.0.1: every outcome is a response or a typed error.
@Suite("HTTPFetcher")
struct HTTPFetcherTests {
  @Test("a response of any status arrives whole, with its media type")
  func responses() async throws {
    for status in [200, 404, 500] {
      let server = try LocalHTTPServer { _ in
        .respond(status: status, body: Data("hello".utf8), contentType: "Image/PNG; charset=binary")
      }
      defer { server.stop() }
      let response = try await HTTPFetcher().fetch(
        URLRequest(url: server.baseURL.appendingPathComponent("x")))
      #expect(response == HTTPResponse(status: status, contentType: "image/png", body: Data("hello".utf8)))
      #expect(response.isSuccess == (status == 200))
      #expect(server.requests.map(\.path) == ["/x"])
    }
  }

  @Test("a body over the limit stops the download, with or without a Content-Length")
  func tooLarge() async throws {
    for reply in [
      LocalHTTPServer.Reply.respond(status: 200, body: Data(count: 5000)),
      .streamWithoutLength(bodySize: 200_000),
    ] {
      let server = try LocalHTTPServer { _ in reply }
      defer { server.stop() }
      await #expect(throws: HTTPFetchError.responseTooLarge(limit: 4096)) {
        try await HTTPFetcher(maxBodySize: 4096).fetch(URLRequest(url: server.baseURL))
      }
    }
  }

  /// Bodies that would grow a client that keeps them to gigabytes; the server sends at most
  /// 2 GiB (256 MiB once inflated for gzip, which takes longer to inflate than to send).
  enum HostileBody: String, CaseIterable, Sendable {
    case withoutLength, chunked, gzip

    var reply: LocalHTTPServer.Reply {
      let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close"
      let spaces = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
      let times = (2 << 30) / spaces.count
      switch self {
      case .withoutLength:
        return .raw(head: head, repeating: spaces, times: times)
      case .chunked:
        return .raw(
          head: head + "\r\nTransfer-Encoding: chunked",
          repeating: Data("10000\r\n".utf8) + spaces + Data("\r\n".utf8), times: times)
      case .gzip:
        return .raw(
          head: head + "\r\nContent-Encoding: gzip", body: GzipBomb.prefix, repeating: GzipBomb.block,
          times: (256 << 20) / GzipBomb.blockExpandedSize)
      }
    }
  }

  @Test(
    "a body without end stops at the limit, and memory stays near its idle size until the transfer ends",
    .serialized, arguments: HostileBody.allCases)
  func memoryBounded(_ body: HostileBody) async throws {
    let server = try LocalHTTPServer { _ in body.reply }
    defer { server.stop() }
    let limit = 1 << 20
    let fetch = Task { try await HTTPFetcher(maxBodySize: limit).fetch(URLRequest(url: server.baseURL)) }
    // A gigabyte stops the fetch early, before it takes the machine's memory.
    let growth = await ResidentMemory.peakGrowth(ceiling: 1 << 30, exceeded: { fetch.cancel() }) {
      await #expect(throws: HTTPFetchError.responseTooLarge(limit: limit)) { try await fetch.value }
      await TransferCounter.waitUntilNoneRunning()  // the transfer winds down after the fetch
    }
    if let growth {
      #expect(growth < 64 << 20, "peak memory growth: \(growth >> 20) MiB")
    }
  }

  @Test("a server that never answers times out on the injected clock, not before")
  func timeout() async throws {
    let server = try LocalHTTPServer { _ in .hang }
    defer { server.stop() }
    let clock = TestClock()
    let fetcher = HTTPFetcher(timeout: .seconds(3600), clock: clock)
    let fetch = Task { try await fetcher.fetch(URLRequest(url: server.baseURL)) }
    await server.waitForRequests(1)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3599))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await #expect(throws: HTTPFetchError.timedOut) { try await fetch.value }
  }

  @Test("a closed port is refused")
  func refused() async throws {
    try await ClosedPort.withURL { url in
      await #expect(throws: HTTPFetchError.cannotConnect) {
        try await HTTPFetcher().fetch(URLRequest(url: url))
      }
    }
  }

  @Test("cancelling the caller cancels the request")
  func cancellation() async throws {
    let server = try LocalHTTPServer { _ in .hang }
    defer { server.stop() }
    let fetch = Task { try await HTTPFetcher().fetch(URLRequest(url: server.baseURL)) }
    await server.waitForRequests(1)
    fetch.cancel()
    await #expect(throws: CancellationError.self) { try await fetch.value }
  }

  @Test("every error explains itself")
  func descriptions() {
    #expect(HTTPFetchError.responseTooLarge(limit: 10).description.contains("10 bytes"))
    #expect(HTTPFetchError.cannotConnect.description == "connection refused")
    #expect(HTTPFetchError.other(code: -1, reason: "boom").description == "boom (error -1)")
    #expect(HTTPFetchError.cannotConnect.koreanDescription == "서버에 연결할 수 없습니다 (connection refused)")
    #expect(HTTPFetchError.responseTooLarge(limit: 10).koreanDescription.contains("10바이트"))
    #expect(
      HTTPFetchError.other(code: -1, reason: "boom").koreanDescription == "알 수 없는 네트워크 오류가 발생했습니다 (error -1)")
  }
}
