#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identity of a thread, to tell in a `deinit` whether it runs on the thread the main actor
/// ran on when a test store was created.
struct ThreadIdentity: @unchecked Sendable {
  // `@unchecked` is sound: a `pthread_t` is only compared, never dereferenced.
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private let thread: pthread_t?

    /// The calling thread.
    static var current: Self { Self(thread: pthread_self()) }

    /// Whether the calling thread is this one.
    var isCurrent: Bool {
      guard let thread else { return false }
      return pthread_equal(thread, pthread_self()) != 0
    }
  #else
    /// The calling thread (unknown on this platform).
    static var current: Self { Self() }

    /// Whether the calling thread is this one: never known on this platform.
    var isCurrent: Bool { false }
  #endif
}
