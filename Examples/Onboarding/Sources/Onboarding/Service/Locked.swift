import Foundation

/// A value guarded by an `NSLock`: the services' shared state, touched from any thread.
///
/// Not `Synchronization.Mutex`: on Linux it locks with raw futex calls, which the thread
/// sanitizer does not see, so every access under it was reported as a race now and then.
/// `NSLock` is a pthread mutex, which the sanitizer understands.
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
