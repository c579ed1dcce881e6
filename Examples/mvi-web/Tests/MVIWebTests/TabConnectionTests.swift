import Testing

/// A tab's WebSocket: invalid UTF-8 closes it with 1007, and a tab past the limit is closed with a
/// reason its page shows.
@Suite("A tab's WebSocket")
struct TabConnectionTests {
  @Test func aTextMessageThatIsNotUTF8ClosesTheSocketWith1007() async throws {
    let server = try await ServerProcess()
    defer { server.stop() }
    let port = server.port
    let close = try await onThread { () -> (code: Int, reason: String)? in
      let client = try RawClient(port: port)
      guard client.upgrade("/ws?tab=tab-00000001&sample=poster", port: port)?.contains(" 101 ") == true else {
        return nil
      }
      client.sendFrame(opcode: 1, [0x7B, 0xC3, 0x28, 0x7D])  // {, a broken two-byte sequence, }
      return client.readClose()
    }
    #expect(close?.code == 1007)
  }

  @Test func aTabPastMaxTabsIsClosedWith1013AndAReasonAClosedTabFreesItsPlace() async throws {
    let server = try await ServerProcess(["--max-tabs", "2"])
    defer { server.stop() }
    let port = server.port
    let (third, again) = try await onThread { () -> ((code: Int, reason: String)?, String?) in
      let tabs = try (1...2).map { index in
        let client = try RawClient(port: port)
        _ = client.upgrade("/ws?tab=tab-0000000\(index)&sample=poster", port: port)
        _ = client.readFrame()  // the first patch: the tab runs
        return client
      }
      let client = try RawClient(port: port)
      _ = client.upgrade("/ws?tab=tab-00000003&sample=poster", port: port)
      let third = client.readClose()
      _ = tabs[0].closeWebSocket()
      // The closed tab's place is freed as its socket's task ends, which may follow the close
      // by a moment: a refused retry is tried again.
      for _ in 0..<1000 {
        let retry = try RawClient(port: port)
        _ = retry.upgrade("/ws?tab=tab-00000003&sample=poster", port: port)
        guard let frame = retry.readFrame() else { return (third, nil) }
        if frame.opcode == 1 { return (third, String(decoding: frame.payload, as: UTF8.self)) }
      }
      return (third, nil)
    }
    #expect(third?.code == 1013)
    #expect(third?.reason == "The server has 2 tabs open, its limit: close one, then reload this one.")
    #expect(again?.contains("patch") == true, "\(again ?? "nil")")
  }
}
