import Foundation

/// A value guarded by a lock: what the prompt and a stub service share between the main actor and
/// the tasks that ask (the sample's own; MVI's lock is not API). The command line and the web
/// server use it too, where `Synchronization` (iOS 18, macOS 15) is above the samples' floor.
///
/// An `NSLock`, not `Synchronization.Mutex`: on Linux a `Mutex` locks with raw futex calls, which
/// the thread sanitizer does not see, while `NSLock` is a pthread mutex it understands.
public final class ServiceLock<Value>: @unchecked Sendable {
  // `@unchecked` is sound: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
