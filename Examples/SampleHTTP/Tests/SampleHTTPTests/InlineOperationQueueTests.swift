import Foundation
import Testing

@testable import SampleHTTP

@Suite("InlineOperationQueue")
struct InlineOperationQueueTests {
  @Test func aBlockRunsBeforeAddOperationReturnsOnTheThreadThatAddsIt() {
    let queue = InlineOperationQueue()
    let thread = ObjectIdentifier(Thread.current)
    let lock = NSLock()
    nonisolated(unsafe) var onThread: Bool?
    queue.addOperation {
      let current = ObjectIdentifier(Thread.current)
      lock.withLock { onThread = current == thread }
    }
    #expect(lock.withLock { onThread } == true)
  }
}
