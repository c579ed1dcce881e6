import Foundation

/// A value guarded by an `NSLock`: what the server's threads share.
///
/// Not `Synchronization.Mutex`: on Linux it locks with raw futex calls, which the thread
/// sanitizer does not see, so accesses under it from two connection threads were reported as a
/// race (the fresh-clone CI's sanitizer step failed on it). `NSLock` is a pthread mutex, which the
/// sanitizer understands.
final class Locked<Value>: @unchecked Sendable {
  // `@unchecked` is sound: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
