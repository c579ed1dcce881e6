import Foundation

/// An operation queue that runs each block at once, on the thread that adds it.
///
/// ``BoundedDownload`` gives it to a `URLSession` of swift-corelibs-foundation as the delegate
/// queue, so the delegate sees each chunk of a body before the session reads the next one instead
/// of the chunks piling up in a queue (see there). A delegate on it must not wait for the
/// session's own queue, e.g. by calling `URLSessionTask.cancel()` directly.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
  // `@unchecked Sendable`: it adds no state to `OperationQueue`.
  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    block()
  }
}
