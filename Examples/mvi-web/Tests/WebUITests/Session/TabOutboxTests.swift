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

  @Test func aSlowTabGetsTheNewestPatchOnlyWithEveryErrorInOrder() async {
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

  @Test func errorsPastTheLimitAreCountedIntoOneNeverDroppedWithoutAWordTheNewestComesLast() async {
    let outbox = TabOutbox()
    for _ in 0..<TabOutbox.maxErrors { outbox.push(.error(.malformed("x"))) }
    for _ in 0..<5 { outbox.push(.error(.wrongTab)) }
    outbox.push(.error(.rateLimited(perSecond: 40)))
    let messages = await Self.drained(outbox)
    #expect(messages.count == TabOutbox.maxErrors + 2)
    #expect(
      messages.suffix(2) == [.error(.moreErrors(5)), .error(.rateLimited(perSecond: 40))],
      "the five errors between are counted; the newest is sent after the count")
  }

  /// The tab reads while errors keep coming (a flood): once some are only counted, an error
  /// pushed after the reader made room still comes after the count and the newest counted one.
  @Test func errorsPushedWhileTheCountedOnesWaitKeepTheirOrderTheLatestComesLast() async {
    let outbox = TabOutbox()
    for _ in 0..<TabOutbox.maxErrors { outbox.push(.error(.malformed("x"))) }
    outbox.push(.error(.wrongTab))
    outbox.push(.error(.binaryMessage))
    // The tab reads one: there is room in the queue again.
    #expect(await outbox.next() == .error(.malformed("x")))
    outbox.push(.error(.rateLimited(perSecond: 40)))
    let messages = await Self.drained(outbox)
    #expect(messages.last == .error(.rateLimited(perSecond: 40)), "the latest error comes last")
    #expect(
      messages.suffix(2) == [.error(.moreErrors(2)), .error(.rateLimited(perSecond: 40))],
      "the two errors between are counted, before the latest")
    #expect(messages.count == TabOutbox.maxErrors - 1 + 2)
  }

  @Test func aWaitingReaderGetsTheNextMessageAtOnceFinishEndsIt() async {
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
