import MVITesting

/// The clock of a generated session: time moves only when a step advances it.
///
/// Like ``TestClock``, but advanced by the check's runner, which wakes sleepers one at a time,
/// in deadline order, and lets the effects they resume run until the store is quiet before
/// waking the next. Give it to the feature as its clock (``CheckServices/clock``).
public final class CheckClock: Clock, Sendable {
  /// A moment on the clock: its offset from the session's start.
  public typealias Instant = TestClock.Instant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  private let timeline = LockIsolated(Timeline())

  /// Creates a clock at time zero.
  public init() {}

  /// The current instant.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The smallest step the clock can take: none, it is exact.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` if cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline -> Int in
      timeline.nextID += 1
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock: a cancellation whose `onCancel` already ran found no sleeper.
        let outcome = timeline.withLock { timeline -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(true) }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .failure(let error): continuation.resume(throwing: error)
        case .success(true): continuation.resume()
        case .success(false): break
        }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline -> Sleeper? in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return timeline.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Wakes the earliest sleeper whose deadline is at most `deadline` (the earliest registered
  /// first among equal deadlines), moving time to its deadline; returns whether one woke.
  func wakeNext(upTo deadline: Instant) -> Bool {
    let next = timeline.withLock { timeline -> Sleeper? in
      guard
        let index = timeline.sleepers.indices.min(by: {
          let (a, b) = (timeline.sleepers[$0], timeline.sleepers[$1])
          return (a.deadline, a.id) < (b.deadline, b.id)
        }),
        timeline.sleepers[index].deadline <= deadline
      else { return nil }
      let sleeper = timeline.sleepers.remove(at: index)
      timeline.now = max(timeline.now, sleeper.deadline)
      return sleeper
    }
    next?.continuation.resume()
    return next != nil
  }

  /// Moves time to `deadline` once no sleeper is due before it.
  func move(to deadline: Instant) {
    timeline.withLock { $0.now = max($0.now, deadline) }
  }
}
