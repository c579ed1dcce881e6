import Foundation

/// A value shared between tasks and threads, guarded by a lock: test bookkeeping (counters,
/// logs, captured failures) that effects on other threads write and the test reads.
///
/// ```swift
/// let requests = LockIsolated<[String]>([])
/// let client = SearchClient { query in requests.withLock { $0.append(query) }; return [] }
/// ```
///
/// It uses `NSLock` (a pthread mutex), which the thread sanitizer understands, so a suite run
/// with `--sanitize=thread` reports real races only.
public final class LockIsolated<Value>: @unchecked Sendable {
  // `@unchecked` is sound: `value` is only touched while `lock` is held.
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
