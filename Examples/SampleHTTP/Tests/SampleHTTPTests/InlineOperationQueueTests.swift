import Foundation
import Testing

@testable import SampleHTTP

@Suite("InlineOperationQueue")
struct InlineOperationQueueTests {
  @Test("a block runs before addOperation returns, on the thread that adds it")
  func runsInline() {
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
