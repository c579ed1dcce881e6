import MVI

/// A value shared between tasks and threads, guarded by a lock: test bookkeeping (counters,
/// logs, captured failures) that effects on other threads write and the test reads.
///
/// ```swift
/// let requests = LockIsolated<[String]>([])
/// let client = SearchClient { query in requests.withLock { $0.append(query) }; return [] }
/// ```
///
/// It is the public face of the lock the library's engine uses (a pthread mutex, which the
/// thread sanitizer sees).
public final class LockIsolated<Value>: Sendable {
  private let locked: Locked<Value>

  /// Creates the guarded value.
  public init(_ value: Value) {
    locked = Locked(value)
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try locked.withLock(body)
  }

  /// A copy of the value now.
  public var current: Value { withLock { $0 } }
}
