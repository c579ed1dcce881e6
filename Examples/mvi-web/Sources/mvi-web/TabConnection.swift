import Hummingbird
import HummingbirdWebSocket
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
    guard let origin = request.headers[.origin], let authority = request.head.authority else { return false }
    guard origin == "http://\(authority)" else { return false }
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

  static func run(
    tab: String, sample: SampleID, inspect: Bool, services: WebServices, inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter
  ) async throws {
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
