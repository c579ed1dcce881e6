import MVI

/// A clock whose time moves only when a test advances it: debounce, throttle and timeouts are
/// tested without waiting and without flakiness.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(Search(clock: clock), initialState: .init())
/// store.send(.queryChanged("dog"))
/// await clock.advance(by: .milliseconds(300))   // the debounced search starts now
/// ```
///
/// `advance(by:)` first lets a ``TestStore``'s effects run until each is finished or waits (on
/// this clock, say), so an effect started by the last send has reached its `sleep`; then it wakes
/// every sleeper whose deadline has been reached, in deadline order, letting the effects run again
/// after each, so effects that sleep again are woken within the same advance. No test needs to
/// wait for an effect to reach its sleep.
public final class TestClock: Clock, Sendable {
  /// A moment on a test clock.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock started.
    public let offset: Duration

    /// Creates the instant at `offset` from the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether this instant is earlier than `other`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

    /// The offset, e.g. "0.3 seconds".
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The test store's effect task the sleeper belongs to, if any.
    let task: EffectTaskID?
  }

  private struct CountWaiter {
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct Timeline {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Who waits for a number of sleepers (``waitForSleepers(_:timeout:)``), by wait id.
    var countWaiters: [Int: CountWaiter] = [:]
    var timedOut: Set<Int> = []

    /// Takes the count waiters now satisfied, to resume outside the lock.
    mutating func takeSatisfied() -> [CountWaiter] {
      guard !countWaiters.isEmpty else { return [] }
      let satisfied = countWaiters.filter { $0.value.count <= sleepers.count }
      for id in satisfied.keys { countWaiters[id] = nil }
      return Array(satisfied.values)
    }
  }

  private let timeline = LockIsolated(Timeline())

  /// Creates a clock at time zero.
  public init() {}

  /// The current instant; it moves only through ``advance(by:)`` and ``advance(to:)``.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The smallest step the clock can take: none, it is exact.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  /// How long from now each sleeper waits, soonest first: what an exploration of every order
  /// takes as the work in flight, and where it moves the clock next.
  package var wakeUps: [Duration] {
    timeline.withLock { timeline in timeline.sleepers.map { timeline.now.duration(to: $0.deadline) }.sorted()
    }
  }

  /// Suspends until the clock is advanced to `deadline`; throws `CancellationError` if cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let task = EffectTaskID.current
    let id = timeline.withLock { timeline -> Int in
      timeline.nextID += 1
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock: a cancellation that ran `onCancel` before this point found
        // no sleeper to wake, so the sleeper must not be registered at all.
        let outcome = timeline.withLock { timeline -> Result<[CountWaiter], CancellationError>? in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= timeline.now { return nil }
          timeline.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, task: task))
          MainQueueExecutor.shared.parked(task, change: 1)
          return .success(timeline.takeSatisfied())
        }
        switch outcome {
        case .failure(let error): continuation.resume(throwing: error)
        case nil: continuation.resume()
        case .success(let waiters): for waiter in waiters { waiter.continuation.resume(returning: true) }
        }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline -> Sleeper? in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return timeline.sleepers.remove(at: index)
      }
      guard let sleeper else { return }
      MainQueueExecutor.shared.parked(sleeper.task, change: -1)
      sleeper.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached.
  nonisolated(nonsending) public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking sleepers in deadline order.
  nonisolated(nonsending) public func advance(to deadline: Instant) async {
    await settle()
    while true {
      let next = timeline.withLock { timeline -> Sleeper? in
        guard
          let index = timeline.sleepers.indices.min(by: {
            timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline
          }),
          timeline.sleepers[index].deadline <= deadline
        else {
          timeline.now = max(timeline.now, deadline)
          return nil
        }
        let sleeper = timeline.sleepers.remove(at: index)
        timeline.now = max(timeline.now, sleeper.deadline)
        return sleeper
      }
      guard let next else { break }
      MainQueueExecutor.shared.parked(next.task, change: -1)
      next.continuation.resume()
      await settle()
    }
    await settle()
  }

  /// Moves time forward past every deadline now pending, and those they lead to.
  nonisolated(nonsending) public func run() async {
    while let deadline = timeline.withLock({ $0.sleepers.map(\.deadline).max() }) {
      await advance(to: deadline)
    }
  }

  /// Waits until at least `count` tasks sleep on the clock.
  ///
  /// A test store's effects need none of it: ``advance(by:)`` lets them reach their sleep first.
  /// It is for code that runs outside a test store (a service called from a task the test
  /// started) or reaches its sleep only after real I/O (a client's timeout around a request to a
  /// local test server), which the clock cannot see coming. It does not poll: the sleep that
  /// reaches the count resumes it.
  ///
  /// - Parameters:
  ///   - count: How many sleepers to wait for.
  ///   - timeout: How much real time to wait at most, for a test that fails rather than hangs
  ///     when the code never sleeps; generous, because on a loaded machine the code may not get
  ///     a thread for seconds.
  /// - Returns: Whether at least `count` tasks sleep on the clock.
  @discardableResult
  nonisolated(nonsending) public func waitForSleepers(
    _ count: Int = 1, timeout: Duration = .seconds(60)
  ) async -> Bool {
    await settle()
    let id = timeline.withLock { timeline -> Int in
      timeline.nextID += 1
      return timeline.nextID
    }
    let timer = MainQueueExecutor.atQuietTurn(after: timeout) { [timeline] in
      let waiter = timeline.withLock { timeline -> CountWaiter? in
        guard let waiter = timeline.countWaiters.removeValue(forKey: id) else {
          timeline.timedOut.insert(id)
          return nil
        }
        return waiter
      }
      waiter?.continuation.resume(returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let answer = timeline.withLock { timeline -> Bool? in
        if timeline.sleepers.count >= count { return true }
        if timeline.timedOut.remove(id) != nil { return false }
        timeline.countWaiters[id] = CountWaiter(count: count, continuation: continuation)
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Lets the test stores' effects run until each is finished or waits.
  nonisolated(nonsending) private func settle() async {
    await MainQueueExecutor.shared.settle()
  }
}
