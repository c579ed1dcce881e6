import Foundation

/// A value shared between tasks and threads, guarded by a lock: test bookkeeping (counters,
/// logs, captured failures) that effects on other threads write and the test reads.
///
/// ```swift
/// let requests = LockIsolated<[String]>([])
/// let client = SearchClient { query in requests.withLock { $0.append(query) }; return [] }
/// ```
public final class LockIsolated<Value>: @unchecked Sendable {
  // `@unchecked` is sound: `value` is only touched while `lock` is held.
  // NB: `NSLock` (a pthread mutex), not `Synchronization.Mutex`, whose futex calls the thread
  // sanitizer cannot see on Linux (Swift 6.3): it reported accesses under the lock as races.
  private let lock = NSLock()
  private var value: Value

  /// Creates the guarded value.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the value now.
  public var current: Value { withLock { $0 } }
}
