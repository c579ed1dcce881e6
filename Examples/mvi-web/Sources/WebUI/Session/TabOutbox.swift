import Foundation

/// What waits to be sent to one tab while the tab reads slower than its store changes.
///
/// Only the newest patch is kept, since each is the whole screen (and the newest inspector
/// notice, which only says "ask for new steps"); errors are kept in order up to
/// ``maxErrors``; past that, the newest error is kept and the ones between are counted into one
/// ``WebError/moreErrors(_:)`` sent before it: a slow tab never grows the server's memory, never
/// loses an error without a word, and still sees the latest one last.
public final class TabOutbox: @unchecked Sendable {
  // `@unchecked` is sound: every stored property is touched only while `lock` is held.
  private let lock = NSLock()
  private var queue: [ServerMessage] = []
  private var queuedErrors = 0
  /// Errors past the limit: how many are only counted, and the newest, sent after the count.
  private var counted = 0
  private var newest: ServerMessage?
  private var isFinished = false
  private var waiter: CheckedContinuation<ServerMessage?, Never>?

  /// The most errors kept one by one.
  public static let maxErrors = 16

  /// Creates an empty outbox.
  public init() {}

  /// Adds a message; a patch replaces the patch not sent yet.
  public func push(_ message: ServerMessage) {
    let handOver: CheckedContinuation<ServerMessage?, Never>? = lock.withLock {
      guard !isFinished else { return nil }
      if let waiter {
        self.waiter = nil
        return waiter
      }
      switch message {
      case .patch:
        queue.removeAll { if case .patch = $0 { true } else { false } }
        queue.append(message)
      case .inspectorChanged:
        queue.removeAll { $0 == .inspectorChanged }
        queue.append(message)
      // Once errors are counted, the next ones are too until the count is sent: queued now, an
      // error would be sent before the older one kept as the newest.
      case .error where queuedErrors < Self.maxErrors && newest == nil:
        queuedErrors += 1
        queue.append(message)
      case .error:
        if newest != nil { counted += 1 }
        newest = message
      }
      return nil
    }
    handOver?.resume(returning: message)
  }

  /// The next message to send, waiting for one; `nil` once the outbox is finished.
  public func next() async -> ServerMessage? {
    await withCheckedContinuation { continuation in
      let ready: ServerMessage?? = lock.withLock {
        if !queue.isEmpty {
          let message = queue.removeFirst()
          if case .error = message { queuedErrors -= 1 }
          return message
        }
        if counted > 0 {
          defer { counted = 0 }
          return .error(.moreErrors(counted))
        }
        if let message = newest {
          newest = nil
          return message
        }
        if isFinished { return .some(nil) }
        waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Ends the outbox: a waiting `next()` returns `nil`, later pushes are ignored.
  public func finish() {
    let waiter: CheckedContinuation<ServerMessage?, Never>? = lock.withLock {
      isFinished = true
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume(returning: nil)
  }
}
