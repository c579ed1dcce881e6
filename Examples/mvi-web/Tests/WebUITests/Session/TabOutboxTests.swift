import Testing

@testable import WebUI

@Suite("TabOutbox")
struct TabOutboxTests {
  static func patch(_ n: Int) -> ServerMessage { .patch(html: "<p>\(n)</p>", title: "t", path: "/") }

  /// What `next()` gives until the outbox is empty, after `finish()`.
  static func drained(_ outbox: TabOutbox) async -> [ServerMessage] {
    outbox.finish()
    var messages: [ServerMessage] = []
    while let message = await outbox.next() { messages.append(message) }
    return messages
  }

  @Test("a slow tab gets the newest patch only, with every error in order")
  func newestPatchAndEveryError() async {
    let outbox = TabOutbox()
    outbox.push(Self.patch(1))
    outbox.push(.error(.wrongTab))
    outbox.push(Self.patch(2))
    outbox.push(.error(.binaryMessage))
    outbox.push(Self.patch(3))
    // `finish` ends the waiting, not what is queued.
    let messages = await Self.drained(outbox)
    #expect(messages == [.error(.wrongTab), .error(.binaryMessage), Self.patch(3)])
  }

  @Test("errors past the limit are counted into one, never dropped without a word")
  func errorsPastTheLimitAreCounted() async {
    let outbox = TabOutbox()
    for _ in 0..<(TabOutbox.maxErrors + 5) { outbox.push(.error(.wrongTab)) }
    let messages = await Self.drained(outbox)
    #expect(messages.count == TabOutbox.maxErrors + 1)
    #expect(messages.last == .error(.moreErrors(5)))
  }

  @Test("a waiting reader gets the next message at once; finish ends it")
  func waitingReader() async {
    let outbox = TabOutbox()
    async let first = outbox.next()
    // The reader may or may not be waiting yet: either way it gets the patch.
    outbox.push(Self.patch(1))
    #expect(await first == Self.patch(1))
    async let none = outbox.next()
    outbox.finish()
    #expect(await none == nil)
    outbox.push(Self.patch(2))
    #expect(await outbox.next() == nil, "nothing is queued once finished")
  }
}
