import Foundation
import Hummingbird
import Testing
import WebUI

@testable import mvi_web

/// The server's per-tab bookkeeping after many tabs opened and closed: no socket task, session or
/// request context left. Before, every tab's context stayed alive (Hummingbird's WebSocket
/// router keeps it in a cycle with its handler), about 1 KB a tab.
@Suite("The server's bookkeeping of tabs", .serialized)
struct WebRequestContextTests {
  @Test func given50TabsOfEverySampleHalfInspectedOpenedAndClosedLeaveNoContextSessionOrSocketTask()
    async throws
  {
    let server = WebServer(
      host: "127.0.0.1", port: 0, services: .offline(), limits: ServerLimits(descriptors: 1024))
    let (ports, port) = AsyncStream.makeStream(of: Int.self)
    let app = server.application { port.yield($0) }
    let running = Task { try await app.run() }
    defer { running.cancel() }
    var iterator = ports.makeAsyncIterator()
    let served = try #require(await iterator.next())
    let closed = try await onThread { () -> Int in
      var closed = 0
      for index in 0..<50 {
        let client = try RawClient(port: served)
        let sample = SampleID.allCases[index % SampleID.allCases.count].rawValue
        let path = "/ws?tab=tab-leak-\(10000 + index)&sample=\(sample)" + (index % 2 == 1 ? "&inspect=1" : "")
        guard client.upgrade(path, port: served)?.contains(" 101 ") == true,
          client.readFrame() != nil
        else { continue }
        if client.closeWebSocket() { closed += 1 }
      }
      return closed
    }
    #expect(closed == 50)
    let empty = await yield {
      TabConnection.open.withLock { $0 } == 0 && TabSession.alive.withLock { $0 } == 0
        && WebRequestContext.live.withLock { $0 } == 0
    }
    #expect(TabConnection.open.withLock { $0 } == 0, "socket tasks still running")
    #expect(TabSession.alive.withLock { $0 } == 0, "sessions still alive")
    #expect(WebRequestContext.live.withLock { $0 } == 0, "request contexts still alive")
    #expect(await TabRegistry.shared.count == 0, "inspected tabs still registered")
    #expect(empty)
  }
}

/// Yields until `condition` holds or `limit` yields have passed; whether it holds.
func yield(until condition: () -> Bool, limit: Int = 1_000_000) async -> Bool {
  var yields = 0
  while !condition(), yields < limit {
    await Task.yield()
    yields += 1
  }
  return condition()
}
