import Testing

@testable import MVIInspector

/// The bounded queue of one live page: a page that stops reading is dropped, not buffered for.
struct EventStreamTests {
  @Test func messagesComeOutInOrder() {
    let stream = EventStream(limit: 100)
    #expect(stream.push("a"))
    #expect(stream.push("b"))
    #expect(stream.next(waitingUpTo: 0) == .message("a"))
    #expect(stream.next(waitingUpTo: 0) == .message("b"))
    #expect(stream.next(waitingUpTo: 0) == .idle)
  }

  @Test func aReaderThatStallsPastTheLimitIsClosedAndItsQueueDropped() {
    let stream = EventStream(limit: 10)
    #expect(stream.push("12345"))
    #expect(stream.push("67890"))
    #expect(!stream.push("x"))
    #expect(stream.isClosed)
    #expect(stream.next(waitingUpTo: 0) == .closed)
    #expect(!stream.push("y"))
  }

  @Test func aClosedStreamWakesItsWaitingReader() async {
    let stream = EventStream(limit: 10)
    async let next = OwnThread.run { stream.next(waitingUpTo: 60) }
    stream.close()
    #expect(await next == .closed)
  }
}
