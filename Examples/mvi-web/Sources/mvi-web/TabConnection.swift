import Hummingbird
import HummingbirdWebSocket
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

  /// The tab id and sample named in the URL (`/ws?tab=…&sample=…`), if valid.
  static func parameters(_ request: Request) -> (String, SampleID)? {
    let query = request.uri.queryParameters
    guard let tab = query["tab"].map(String.init), TabSession.isValidTabID(tab),
      let sample = query["sample"].flatMap({ SampleID(rawValue: String($0)) })
    else { return nil }
    return (tab, sample)
  }

  static func run(
    tab: String, sample: SampleID, services: WebServices, inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter
  ) async throws {
    // A slow tab gets the newest patch and every error (see `TabOutbox`).
    let outbox = TabOutbox()
    let session = await MainActor.run {
      let session = TabSession(tab: tab, sample: sample, services: services) { outbox.push($0) }
      session.start()
      return session
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        while let message = await outbox.next() { try await outbound.write(.text(message.json)) }
      }
      defer { outbox.finish() }
      do {
        for try await message in inbound.messages(maxSize: maxFrameSize) {
          switch message {
          case .text(let text): await session.receive(text)
          case .binary: await session.receiveBinary()
          }
        }
      } catch {
        await session.close()
        throw error
      }
      await session.close()
      outbox.finish()
      group.cancelAll()
    }
  }
}
