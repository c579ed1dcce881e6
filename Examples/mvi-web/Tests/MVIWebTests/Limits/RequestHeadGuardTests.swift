import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import mvi_web

/// A connection's first request, from a client that sends no head, a malformed one, or an
/// upgrade from another origin: each gets a status that says so, with a text body, and the
/// connection closes (before, the first two were never answered and held their connection). A
/// request's body that trickles in too slowly closes its connection.
@Suite("The guard of a connection's requests: heads and bodies in time")
struct RequestHeadGuardTests {
  @Test func aHeadThatNeverCompletesGets408AtTheRequestTimeoutAndTheConnectionCloses() async throws {
    let server = try await ServerProcess(["--request-timeout", "0.5"])
    defer { server.stop() }
    let answer = try await onThread {
      let client = try RawClient(port: server.port)
      client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
      return client.readToEnd()
    }
    let text = try #require(answer, "the server never closed a connection whose head did not come")
    #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
    #expect(text.contains("Content-Type: text/plain"))
    #expect(
      text.hasSuffix("The request's head did not arrive within 0.5 seconds; the connection is closed.\n"))
  }

  @Test func aMalformedHeadGets400WithTheReasonAndTheConnectionCloses() async throws {
    let server = try await ServerProcess()
    defer { server.stop() }
    let answer = try await onThread {
      let client = try RawClient(port: server.port)
      client.send("GARBAGE \u{1} nonsense\r\n\r\n")
      return client.readToEnd()
    }
    let text = try #require(answer, "a malformed head was never answered")
    #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    #expect(text.contains("The request is not valid HTTP/1.1 (invalid HTTP method)"))
  }

  @Test func aWebSocketUpgradeFromAnotherOriginGets403() async throws {
    let server = try await ServerProcess()
    defer { server.stop() }
    let answer = try await onThread {
      let client = try RawClient(port: server.port)
      return client.upgrade(
        "/ws?tab=tab-12345678&sample=poster", port: server.port, origin: "http://evil.example")
    }
    let head = try #require(answer)
    #expect(head.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(head)")
  }

  @Test func aHeadThatCompletesInTimeIsServedAndTheConnectionIsKeptAlive() async throws {
    let server = try await ServerProcess(["--request-timeout", "0.5"])
    defer { server.stop() }
    let heads = try await onThread {
      let client = try RawClient(port: server.port)
      client.send("GET /static/app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let first = client.readHead()
      _ = client.readToEnd()  // the idle timeout closes it
      return first
    }
    #expect(heads?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
  }

  /// A guard on a channel whose clock the test moves, as a request of a kept-alive connection
  /// sees it.
  func guarded(timeout: Duration) throws -> EmbeddedChannel {
    let channel = EmbeddedChannel()
    let policy = RequestHeadGuard.Policy(
      limits: ServerLimits(descriptors: 1024, requestTimeout: timeout), hosts: ["127.0.0.1"],
      connections: .init())
    try channel.pipeline.syncOperations.addHandler(RequestHeadGuard(policy))
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
    return channel
  }

  func post(length: Int) -> HTTPServerRequestPart {
    .head(
      HTTPRequestHead(
        version: .http1_1, method: .POST, uri: "/inspector/api/import?tab=tab-00000001",
        headers: ["Host": "127.0.0.1", "Content-Length": "\(length)"]))
  }

  /// Before, a body trickled in a byte at a time, each within the idle timeout, held its
  /// connection for good: enough of them took every connection.
  @Test func aBodyThatTricklesInPastSixRequestTimeoutsClosesItsConnection() throws {
    let channel = try guarded(timeout: .seconds(1))
    try channel.writeInbound(post(length: 1000))
    for _ in 0..<5 {
      channel.embeddedEventLoop.advanceTime(by: .seconds(1))
      try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: "x")))
    }
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive)
  }

  @Test func aBodyThatEndsInTimeLeavesTheConnectionOpenAndTheNextRequestHasItsOwnTime() throws {
    let channel = try guarded(timeout: .seconds(1))
    try channel.writeInbound(post(length: 1))
    channel.embeddedEventLoop.advanceTime(by: .seconds(5))
    try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: "x")))
    try channel.writeInbound(HTTPServerRequestPart.end(nil))
    channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    #expect(channel.isActive)
    try channel.writeInbound(post(length: 1))
    channel.embeddedEventLoop.advanceTime(by: .seconds(5))
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive)
  }
}
