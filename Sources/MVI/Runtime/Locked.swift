#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a pthread mutex: state that threads outside the main actor share (a state
/// stream's buffer, the event channel; in the package, the inspector's server threads and the
/// persistence storages). It is the package's one lock: MVITesting's public `LockIsolated` wraps
/// it.
///
/// Not `Synchronization.Mutex`: on Linux it locks with raw futex calls, which the thread
/// sanitizer does not see, so accesses under it from two threads were reported as races now and
/// then (a fresh-clone CI run failed on the inspector's server threads). The sanitizer understands
/// pthread mutexes.
///
/// A lock that guards no value holds a `Bool`, never `()`: an empty value lies at its object's
/// own address, so the sanitizer took the access `withLock` makes to it, under the mutex, and a
/// read of the object's type by another thread, outside it, for a race (a fresh-clone CI run
/// failed on `Persisted`'s write lock).
package final class Locked<Value>: @unchecked Sendable {
  // `@unchecked` is sound: `value` is only touched while `mutex` is held. The mutex lives in its
  // own allocation because a pthread mutex must not move.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  package init(_ value: Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
