import Foundation

/// The messages waiting for one Server-Sent Events client, bounded: a client that reads slower
/// than the store changes is disconnected (its browser reconnects and starts afresh) instead of
/// growing the app's memory.
final class EventStream: @unchecked Sendable {
  // `@unchecked` is sound: every stored var is touched only while `condition` is locked.
  private let condition = NSCondition()
  private var queue: [String] = []
  private var queuedBytes = 0
  private var closed = false
  /// The most bytes waiting before the client is disconnected.
  let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// What ``next(waitingUpTo:)`` found.
  enum Next: Equatable {
    case message(String)
    case idle
    case closed
  }

  /// Queues one message; returns false (and closes) once the stream is closed or over its limit.
  @discardableResult
  func push(_ message: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard !closed else { return false }
    guard queuedBytes + message.utf8.count <= limit else {
      closed = true
      queue = []
      condition.broadcast()
      return false
    }
    queue.append(message)
    queuedBytes += message.utf8.count
    condition.signal()
    return true
  }

  /// The next message, waiting up to `seconds`.
  func next(waitingUpTo seconds: Double) -> Next {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: seconds)
    while queue.isEmpty, !closed {
      if !condition.wait(until: deadline) { break }
    }
    if !queue.isEmpty {
      let message = queue.removeFirst()
      queuedBytes -= message.utf8.count
      return .message(message)
    }
    return closed ? .closed : .idle
  }

  /// Whether the stream is closed.
  var isClosed: Bool {
    condition.lock()
    defer { condition.unlock() }
    return closed
  }

  /// Closes the stream: the client's connection ends.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }
}
