import Testing

@testable import mvi_web

/// The connections and tabs a server allows, from its descriptors; and a server with few of them
/// that many idle connections do not lock out.
@Suite("The server's limits")
struct ServerLimitsTests {
  @Test func theConnectionsStopBelowTheDescriptorsTheTabsAtHalfTheConnectionsBefore503() {
    let few = ServerLimits(descriptors: 256)
    #expect(few.maxConnections == 256 - ServerLimits.reservedDescriptors)
    #expect(few.busyConnections == few.maxConnections - few.maxConnections / 8)
    #expect(few.maxTabs == few.busyConnections / 2)
    let many = ServerLimits(descriptors: 65536, maxTabs: 7)
    #expect(many.maxTabs == 7)
    #expect(ServerLimits(descriptors: 1).maxConnections >= 8)
  }

  /// 300 connections that send part of a head, to a server allowed 256 descriptors: before, they
  /// took every descriptor (the server then spun a core on the failing accepts) and the next
  /// client waited forever.
  @Test func given300IdleConnectionsOn256DescriptorsTheNextClientIsAnsweredTheIdleOnesClosed() async throws {
    let server = try await ServerProcess(["--request-timeout", "1"], descriptors: 256)
    defer { server.stop() }
    let port = server.port
    let (answer, closedIdle) = try await onThread { () -> (String?, Int) in
      let idle = try (0..<300).map { _ in
        let client = try RawClient(port: port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        return client
      }
      let client = try RawClient(port: port)
      client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      guard let answer = client.readHead() else { return (nil, 0) }
      return (answer, idle.count { $0.readToEnd() != nil })
    }
    let head = try #require(answer, "a client was locked out by idle connections")
    #expect(
      head.hasPrefix("HTTP/1.1 200 OK") || head.hasPrefix("HTTP/1.1 503 Service Unavailable"), "\(head)")
    #expect(closedIdle == 300)
    #expect((server.openDescriptors ?? 0) < 256)
  }

  @Test func fromSevenEighthsOfTheConnectionsANewRequestGets503WithATextBody() async throws {
    // 64 descriptors: 16 connections, 503 from the 15th.
    let limits = ServerLimits(descriptors: 64)
    #expect(limits.busyConnections == 14)
    let server = try await ServerProcess(["--request-timeout", "30"], descriptors: 64)
    defer { server.stop() }
    let port = server.port
    let answer = try await onThread { () -> String? in
      let idle = try (0..<limits.busyConnections).map { _ in
        let client = try RawClient(port: port)
        client.send("GET / HTTP/1.1\r\n")
        return client
      }
      let client = try RawClient(port: port)
      client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      defer { _ = idle }
      return client.readToEnd()
    }
    let text = try #require(answer)
    #expect(text.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), "\(text)")
    #expect(text.contains("Content-Type: text/plain"))
    #expect(text.hasSuffix("Close some tabs or try again shortly.\n"))
  }
}
