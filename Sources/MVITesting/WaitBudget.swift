/// How long a yielding wait for something outside the test (a local server, real I/O) has
/// waited: the real time between its yields, each gap counted up to ``slice``; and how it yields
/// (``pause()``).
///
/// A waiter on the main actor cannot run while another test holds the main actor (a million
/// synchronous sends under the thread sanitizer hold it for many seconds), and neither can the
/// effect it waits for. Counting that stretch in full would use up the wait before the effect had
/// any chance to run; counting each gap up to a slice measures only the time the waiter was being
/// scheduled, so a wait fails only when the machine ran and the awaited thing still did not happen.
struct WaitBudget {
  /// The most one gap between two checks counts for.
  static let slice = Duration.milliseconds(10)
  /// How many plain yields a wait makes before it pauses through background-priority tasks.
  static let quickYields = 100

  private let timeout: Duration
  private let now: () -> ContinuousClock.Instant
  private var last: ContinuousClock.Instant
  private(set) var yields = 0
  private(set) var waited = Duration.zero

  /// - Parameters:
  ///   - timeout: How much counted time before the wait is used up.
  ///   - now: The real time; injected in tests of the budget itself.
  init(timeout: Duration, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
    self.timeout = timeout
    self.now = now
    last = now()
  }

  /// Whether the counted time is used up.
  var isUsedUp: Bool { waited >= timeout }

  /// Lets other work run before the next check, and counts it.
  ///
  /// The first pauses are plain yields, enough for an effect that is about to arrive. Later ones
  /// are round trips through a background-priority task, which runs only when nothing more
  /// urgent waits: a long wait must not spin a core (the machine may have two) away from the
  /// effects it waits for, nor keep the actor they need to hop to busy with its own turns.
  nonisolated(nonsending) mutating func pause() async {
    if yields < Self.quickYields {
      await Task.yield()
    } else {
      await Task.detached(priority: .background) {}.value
    }
    count()
  }

  /// Counts one yield and the time since the last one, up to a slice.
  mutating func count() {
    yields += 1
    let instant = now()
    waited += min(instant - last, Self.slice)
    last = instant
  }
}
