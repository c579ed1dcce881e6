import FoundationEssentials
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// One browser tab of case 10: a WebSocket to `mvi-web`'s image search, as `app.js` opens it
/// (its own tab id, the page's `Origin`), that types queries a character at a time and times
/// each keystroke from its intent to the first patch whose search field shows that text.
///
/// The client is NIO's own WebSocket upgrader: `HummingbirdWSClient` sends `Origin` without the
/// port (`http://127.0.0.1`), which `mvi-web` refuses, as it should, and cannot be told otherwise.
struct WebTab: Sendable {
  /// What one tab measured.
  struct Result: Sendable {
    /// Intent-to-patch times of the keystrokes that were answered.
    var latencies: [Duration] = []
    /// The keystrokes sent.
    var keystrokes = 0
    /// Keystrokes no patch showed within 10 s of the last one.
    var unanswered = 0
    /// The codes of the error messages received, and the failures of the tab itself.
    var errors: [String] = []
  }

  /// The tab id, 8 to 64 letters, digits and dashes.
  let id: String
  let port: Int
  /// What the tab types, one query after the other, clearing the field in between.
  let queries: [String]

  private struct Log {
    var pending: [(text: String, sent: ContinuousClock.Instant)] = []
    var patches = 0
    var result = Result()
  }

  /// The log, shared by the tab's reader and writer.
  private final class Shared: Sendable {
    let state = Mutex(Log())
  }

  private struct Message: Decodable {
    var type: String
    var html: String?
    var code: String?
  }

  private enum Upgrade {
    case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
    case refused
  }

  private struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Opens the tab and waits for its first patch, arrives at `opened`; types; arrives at `typed`;
  /// then closes the socket and returns what it measured. A failed tab still arrives at both.
  func run(opened: Barrier, typed: Barrier) async -> Result {
    let log = Shared()
    var stage = 0
    do {
      let channel = try await connect()
      try await channel.executeThenClose { inbound, outbound in
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask { try await Self.read(inbound, into: log) }
          guard await Self.waitUntil(.seconds(10), { log.state.withLock { $0.patches > 0 } }) else {
            throw Failure(description: "no first patch")
          }
          await opened.arriveAndWait()
          stage = 1
          try await type(outbound, log)
          await typed.arriveAndWait()
          stage = 2
          var code = ByteBuffer()
          code.writeInteger(UInt16(1000))
          try await outbound.write(
            WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: code))
          try await group.next()  // the server's close ends the reader
        }
      }
    } catch {
      log.state.withLock { $0.result.errors.append("tab failed: \(error)") }
    }
    if stage < 1 { opened.arrive() }
    if stage < 2 { typed.arrive() }
    return log.state.withLock { $0.result }
  }

  private func connect() async throws -> NIOAsyncChannel<WebSocketFrame, WebSocketFrame> {
    let (id, port) = (id, port)
    let upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 20) { channel, _ in
            channel.eventLoop.makeCompletedFuture {
              .websocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
            }
          }
          var headers = HTTPHeaders()
          headers.add(name: "Host", value: "127.0.0.1:\(port)")
          headers.add(name: "Origin", value: "http://127.0.0.1:\(port)")
          let head = HTTPRequestHead(
            version: .http1_1, method: .GET, uri: "/ws?tab=\(id)&sample=image-search", headers: headers)
          let upgrade = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
            upgradeRequestHead: head, upgraders: [upgrader],
            notUpgradingCompletionHandler: { $0.eventLoop.makeCompletedFuture { .refused } })
          var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: upgrade)
          // The server's first patch often comes in the same read as its 101: keep those bytes
          // (NIO drops them by default).
          pipeline.leftOverBytesStrategy = .forwardBytes
          return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
            configuration: pipeline)
        }
      }
    guard case .websocket(let channel) = try await upgrade.get() else {
      throw Failure(description: "the upgrade was refused")
    }
    return channel
  }

  /// Types every query a character at a time, 120–250 ms apart (a fast typist, about 5 keys a
  /// second, far below the tab's limit of 40 messages a second), pausing 800 ms after each so the
  /// search (300 ms after the last key) shows its results, then waits for the last patches.
  private func type(_ outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>, _ log: Shared) async throws {
    try await Task.sleep(for: .milliseconds(Int.random(in: 0..<1000)))  // the tabs do not start together
    for (index, query) in queries.enumerated() {
      if index > 0 {
        try await send("", outbound, log)  // select all, delete
        try await Task.sleep(for: .milliseconds(Int.random(in: 300...600)))
      }
      var text = ""
      for character in query {
        text.append(character)
        try await send(text, outbound, log)
        try await Task.sleep(for: .milliseconds(Int.random(in: 120...250)))
      }
      try await Task.sleep(for: .milliseconds(800))
    }
    _ = await Self.waitUntil(.seconds(10)) { log.state.withLock { $0.pending.isEmpty } }
    log.state.withLock { log in
      log.result.unanswered += log.pending.count
      log.pending = []
    }
  }

  /// Sends `queryChanged(text)` (the texts need no JSON escaping), noting when.
  private func send(
    _ text: String, _ outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>, _ log: Shared
  ) async throws {
    let json = #"{"tab":"\#(id)","sample":"image-search","intent":{"type":"queryChanged","text":"\#(text)"}}"#
    log.state.withLock { log in
      log.pending.append((text, ContinuousClock.now))
      log.result.keystrokes += 1
    }
    try await outbound.write(
      WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: json)))
  }

  /// Reads the server's messages until it closes: a patch answers the pending keystroke whose
  /// text its search field shows, and every one before it (a slow tab gets only the newest patch).
  private static func read(_ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, into log: Shared)
    async throws
  {
    var buffer = ByteBuffer()
    for try await frame in inbound {
      let received = ContinuousClock.now
      switch frame.opcode {
      case .text, .continuation:
        var data = frame.unmaskedData
        buffer.writeBuffer(&data)
        guard frame.fin else { continue }
        let message = try? JSONDecoder().decode(Message.self, from: Data(buffer.readableBytesView))
        buffer.clear()
        log.state.withLock { log in
          guard let message else { return log.result.errors.append("undecodable message") }
          if message.type == "error" { return log.result.errors.append(message.code ?? "error") }
          guard message.type == "patch", let html = message.html else { return }
          log.patches += 1
          guard let shown = searchFieldValue(html),
            let index = log.pending.firstIndex(where: { $0.text == shown })
          else { return }
          for keystroke in log.pending[...index] { log.result.latencies.append(received - keystroke.sent) }
          log.pending.removeFirst(index + 1)
        }
      case .connectionClose:
        return
      default:
        continue
      }
    }
  }

  /// The `value` of the search field (`id="query"`) in a patch's HTML: `value="TEXT"`, or a bare
  /// `value` when empty (Plot's rendering). The typed texts have no character the page escapes.
  static func searchFieldValue(_ html: String) -> String? {
    guard let field = html.firstRange(of: #"id="query""#),
      let attribute = html[field.upperBound...].firstRange(of: " value")?.upperBound
    else { return nil }
    guard html[attribute...].hasPrefix("=\""),
      let start = html.index(attribute, offsetBy: 2, limitedBy: html.endIndex),
      let end = html[start...].firstIndex(of: "\"")
    else { return "" }
    return String(html[start..<end])
  }

  /// Polls `condition` every 10 ms until it holds (true) or `timeout` passes (false).
  private static func waitUntil(_ timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }
}
