/// A clock on which every sleep ends at once, for tests and previews in which time must not
/// matter: a debounced search runs without anyone advancing time, a timeout never fires first.
///
/// ```swift
/// let store = TestStore(Search(search: { [$0] }, clock: ImmediateClock()), initialState: .init())
/// await store.send(.queryChanged("dog")) { $0.query = "dog" }
/// await store.receive(.searchStarted) { $0.results = .loading }  // no advance needed
/// ```
///
/// A sleep still throws `CancellationError` when its task is cancelled, and ``now`` moves by each
/// sleep's duration, so code that measures elapsed time sees the time it asked to wait. Use
/// ``TestClock`` when a test must say *when* things happen.
public final class ImmediateClock: Clock, Sendable {
  /// A moment on an immediate clock: its offset from the clock's start.
  public typealias Instant = TestClock.Instant

  private let elapsed = LockIsolated(Duration.zero)

  /// Creates a clock at time zero.
  public init() {}

  /// The start plus the duration of every sleep so far.
  public var now: Instant { Instant(offset: elapsed.withLock { $0 }) }

  /// The smallest step the clock can take: none, it is exact.
  public var minimumResolution: Duration { .zero }

  /// Moves ``now`` to `deadline` (if it is later) and returns without waiting.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    elapsed.withLock { $0 = max($0, deadline.offset) }
    // Let other tasks run, as a real sleep would, so a sleeping loop cannot starve them.
    await Task.yield()
    try Task.checkCancellation()
  }
}
