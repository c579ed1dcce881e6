import Testing

/// The inspector panel's requests are checked, target and declared size, before a byte of their
/// body is read: before, the server waited for the whole body (up to the import limit) of a
/// request it was going to refuse.
@Suite("The inspector panel's requests")
struct InspectorRouteTests {
  func post(_ path: String, length: Int, port: Int) throws -> String? {
    let client = try RawClient(port: port, timeout: 10)
    // The head alone: the body is never sent.
    client.send(
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
        + "Content-Type: application/json\r\nContent-Length: \(length)\r\n\r\n")
    return client.readHead()
  }

  @Test func anImportForATabThatIsNotOpenGets404WithoutItsBody() async throws {
    let server = try await ServerProcess()
    defer { server.stop() }
    let head = try await onThread { [port = server.port] in
      try post("/inspector/api/import?tab=tab-nobody-001", length: 1000, port: port)
    }
    #expect(head?.hasPrefix("HTTP/1.1 404 Not Found\r\n") == true, "\(head ?? "no answer")")
  }

  @Test func anImportDeclaredLargerThanTheLimitGets413WithoutItsBody() async throws {
    let server = try await ServerProcess()
    defer { server.stop() }
    let head = try await onThread { [port = server.port] in
      try post("/inspector/api/import?tab=tab-nobody-001", length: 1 << 30, port: port)
    }
    #expect(head?.hasPrefix("HTTP/1.1 413 ") == true, "\(head ?? "no answer")")
  }
}
