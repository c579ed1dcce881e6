import Hummingbird
import HummingbirdWebSocket
import NIOWebSocket
import Onboarding
import WebUI

/// One tab's WebSocket: its messages go to the tab's `TabSession` on the main actor, the session's
/// patches and errors come back; when the socket closes the session is closed.
enum TabConnection {
  /// The largest frame the server reads; larger ones close the socket (1009).
  static let maxFrameSize = 1 << 16

  /// Whether the upgrade comes from one of our pages: `Origin` is `http://HOST` of the request's
  /// own `Host`, and that host is the one served (or loopback).
  static func originAllowed(_ request: Request, hosts: Set<String>) -> Bool {
    originAllowed(origin: request.headers[.origin], authority: request.head.authority, hosts: hosts)
  }

  /// Whether `origin` is `http://AUTHORITY` of the request's own `Host` (`authority`), and that
  /// host is one of `hosts`.
  static func originAllowed(origin: String?, authority: String?, hosts: Set<String>) -> Bool {
    guard let origin, let authority, origin == "http://\(authority)" else { return false }
    let name =
      authority.hasPrefix("[")
      ? String(authority.prefix { $0 != "]" }) + "]" : String(authority.prefix { $0 != ":" })
    return hosts.contains(name)
  }

  /// The tab id and sample named in the URL (`/ws?tab=…&sample=…[&inspect=1]`), if valid, and
  /// whether the tab is inspected.
  static func parameters(_ request: Request) -> (String, SampleID, inspect: Bool)? {
    let query = request.uri.queryParameters
    guard let tab = query["tab"].map(String.init), TabSession.isValidTabID(tab),
      let sample = query["sample"].flatMap({ SampleID(rawValue: String($0)) })
    else { return nil }
    return (tab, sample, query["inspect"] == "1")
  }

  /// The tabs open now (their sockets' tasks running).
  static let open = ServiceLock(0)

  /// Runs one tab until its socket closes; a tab past `maxTabs` is closed at once with 1013 (try
  /// again later) and a reason its page shows.
  static func run(
    tab: String, sample: SampleID, inspect: Bool, services: WebServices, maxTabs: Int,
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
  ) async throws {
    defer { open.withLock { $0 -= 1 } }
    let count = open.withLock { count in
      count += 1
      return count
    }
    guard count <= maxTabs else {
      try await outbound.close(
        .unknown(1013),
        reason: "The server has \(maxTabs) tabs open, its limit: close one, then reload this one.")
      return
    }
    // A slow tab gets the newest patch and every error (see `TabOutbox`).
    let outbox = TabOutbox()
    let session = await MainActor.run {
      let session = TabSession(tab: tab, sample: sample, services: services, inspected: inspect) {
        outbox.push($0)
      }
      session.start()
      return session
    }
    // Frames are read as they arrive, stamped, and handed to the session in order by a second
    // task: the rate limit judges when a message arrived, not when the main actor got to it.
    let (arrived, arrival) = AsyncStream.makeStream(of: (text: String?, at: ContinuousClock.Instant).self)
    let backlog = Backlog()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        while let message = await outbox.next() { try await outbound.write(.text(message.json)) }
      }
      group.addTask {
        for await (text, at) in arrived {
          backlog.count.withLock { $0 -= 1 }
          if let text { await session.receive(text, arrivedAt: at) } else { await session.receiveBinary() }
        }
      }
      defer { outbox.finish() }
      do {
        for try await message in inbound.messages(maxSize: maxFrameSize) {
          // A session that has fallen far behind refuses more, rather than queueing without end.
          let waiting = backlog.count.withLock {
            $0 += 1
            return $0
          }
          guard waiting <= Backlog.limit else {
            backlog.count.withLock { $0 -= 1 }
            outbox.push(.error(.rateLimited(perSecond: TabSession.messagesPerSecond)))
            continue
          }
          switch message {
          case .text(let text): arrival.yield((text, .now))
          case .binary: arrival.yield((nil, .now))
          }
        }
      } catch {
        arrival.finish()
        await session.close()
        throw error
      }
      arrival.finish()
      await session.close()
      outbox.finish()
      group.cancelAll()
    }
  }
}

/// How many messages were read and not yet handed to the session.
private final class Backlog: Sendable {
  /// The most a tab may have waiting: a burst of the rate limit, twice.
  static let limit = 4 * TabSession.messagesPerSecond
  let count = ServiceLock(0)
}
