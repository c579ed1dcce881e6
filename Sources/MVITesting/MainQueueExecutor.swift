import Dispatch
import MVI

/// The executor a test store's effects run their nonisolated work on: the main thread's queue,
/// where the main actor's jobs run too, one job at a time in the order they were enqueued. It also
/// keeps the ledger of the test stores' effect tasks (``EffectMonitor``).
///
/// With every job of every effect in one FIFO queue, what a test sees no longer depends on how
/// threads were scheduled, and ``settle(limit:)`` can tell, by count, when the effects have
/// nothing left to do.
///
/// Its `TaskExecutor` conformance needs iOS 18 / macOS 15 (where task executors came in): before
/// that, ``store(_:initialState:interceptors:)`` makes an ordinary store, whose effects run on the
/// global executor, and ``settle(limit:)`` only lets the main queue take one turn (tests
/// normally run on a Mac host, which is newer).
package final class MainQueueExecutor: Sendable {
  /// The one executor of every test store: a test clock settles the effects of all of them.
  package static let shared = MainQueueExecutor()

  /// Which test call started an effect task.
  package struct Origin: Sendable {
    /// The test store whose send started it.
    let owner: ObjectIdentifier
    /// The send, e.g. `send(.refresh) at FeedTests.swift:42`.
    let call: String
  }

  /// What an effect task is doing, as far as the ledger can tell once the effects are settled.
  package enum Wait: Sendable, Equatable {
    /// Asleep on a test clock: advancing it wakes the task.
    case testClock
    /// Waiting on other effect tasks of its store.
    case storeTasks
    /// Waiting on something outside the test store: a continuation, real I/O, a task it started
    /// itself, a real clock.
    case outside
  }

  private struct TaskRecord {
    var origin: Origin?
    var phase = EffectTaskPhase.storeCode
  }

  private struct Ledger {
    /// Jobs enqueued on the executor, and jobs it ran.
    var enqueued = 0
    var ran = 0
    /// Store code of effect tasks that ran on the main actor (``EffectMonitor/effectProgressed()``).
    var steps = 0
    var tasks: [EffectTaskID: TaskRecord] = [:]
    /// How many of `tasks` run store code: runnable, whatever the queue shows.
    var inStoreCode = 0
    /// Sleepers on test clocks, by the effect task they belong to.
    var parked: [EffectTaskID: Int] = [:]
    /// The test store's send now running, for the tasks it starts.
    var origin: Origin?
    var nextWaiter = 0
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var timedOut: Set<Int> = []

    /// Moves with every job and every step of store code: unchanged over a turn of the main queue
    /// means no effect task of a test store ran in it.
    var progress: Int { enqueued &+ ran &+ steps }

    /// Takes the waiters for progress, to resume outside the lock.
    mutating func takeWaiters() -> [CheckedContinuation<Bool, Never>] {
      guard !waiters.isEmpty else { return [] }
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
  }

  private let ledger = LockIsolated(Ledger())

  private init() {}

  /// A store whose effects run their nonisolated work here, where the OS has task executors;
  /// before, an ordinary store.
  @MainActor
  package func store<F: Feature>(
    _ feature: F, initialState: F.State, interceptors: [Interceptor<F>] = []
  ) -> Store<F> {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return Store(feature, initialState: initialState, interceptors: interceptors, taskExecutor: self)
    }
    return Store(feature, initialState: initialState, interceptors: interceptors)
  }

  /// Lets the test stores' effects run until each is finished or waits on something the test must
  /// do (advance a test clock) or on something outside the test stores (a continuation the test
  /// holds, real I/O).
  ///
  /// It waits for *turns* of the main queue: a block sent to the queue at the lowest priority
  /// runs after every job enqueued before it, the effects' own and the main actor's alike (the
  /// lowest, because the queue may run a job of a higher priority first). Every job of an effect
  /// on this executor is counted (enqueued and ran), and so is every step of store code an effect
  /// task runs on the main actor (it starts, resumes, sends, finishes); the store also says which
  /// of its tasks run its own code (``EffectTaskPhase/storeCode``), which is runnable however many
  /// main-actor jobs the runtime takes it through. A turn in which neither count moved, no job is left here and no
  /// task runs store code means no effect task had anything to run when the turn began, and none
  /// can run without the test or the outside world: the effects are settled. Returns `false` if
  /// they never were within `limit` turns (an effect that sends for ever).
  @MainActor
  @discardableResult
  package func settle(limit: Int = 100_000) async -> Bool {
    for _ in 0..<limit {
      let before = ledger.withLock { $0.progress }
      await withCheckedContinuation { turn in
        DispatchQueue.main.async(qos: .background) { turn.resume() }
      }
      let settled = ledger.withLock {
        $0.progress == before && $0.enqueued == $0.ran && $0.inStoreCode == 0
      }
      if settled { return true }
    }
    return false
  }

  /// The progress count, for ``waitForProgress(since:timeout:)``.
  package var progress: Int { ledger.withLock { $0.progress } }

  /// Waits until an effect task of a test store moves after `since` (real I/O finished, a task
  /// an effect started itself sent), or `timeout` of real time passes with none; returns whether
  /// one moved. Never polls: progress resumes the wait.
  @MainActor
  package func waitForProgress(since: Int, timeout: Duration) async -> Bool {
    let id = ledger.withLock { ledger -> Int in
      ledger.nextWaiter += 1
      return ledger.nextWaiter
    }
    let timer = Self.atQuietTurn(after: timeout) { [ledger] in
      let waiter = ledger.withLock { ledger -> CheckedContinuation<Bool, Never>? in
        guard let waiter = ledger.waiters.removeValue(forKey: id) else {
          ledger.timedOut.insert(id)
          return nil
        }
        return waiter
      }
      waiter?.resume(returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let answer = ledger.withLock { ledger -> Bool? in
        if ledger.progress != since { return true }
        if ledger.timedOut.remove(id) != nil { return false }
        ledger.waiters[id] = continuation
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Runs `body` on the main queue at its lowest priority once `timeout` of real time has passed,
  /// unless the returned task is cancelled first: a timeout decided at a quiet turn, so that work
  /// held up behind a test that kept the main actor busy comes first and ends the wait well.
  static func atQuietTurn(
    after timeout: Duration, _ body: @escaping @Sendable () -> Void
  ) -> Task<Void, Never> {
    Task.detached {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      DispatchQueue.main.async(qos: .background, execute: body)
    }
  }

  /// Runs `body` (a test store's send) with `origin` as the origin of the effect tasks it starts.
  @MainActor
  package func starting<Result>(from origin: Origin, _ body: () -> Result) -> Result {
    let outer = ledger.withLock { ledger in
      defer { ledger.origin = origin }
      return ledger.origin
    }
    defer { ledger.withLock { $0.origin = outer } }
    return body()
  }

  /// The effect tasks a test store started that are still running, each with its origin and what
  /// it waits on; meaningful once the effects are settled.
  package func runningTasks(of owner: ObjectIdentifier) -> [(call: String, wait: Wait)] {
    ledger.withLock { ledger in
      ledger.tasks.compactMap { id, task -> (Int, String, Wait)? in
        guard let origin = task.origin, origin.owner == owner else { return nil }
        let wait: Wait =
          if ledger.parked[id, default: 0] > 0 { .testClock } else if task.phase == .storeTasks {
            .storeTasks
          } else { .outside }
        return (id.token, origin.call, wait)
      }
      .sorted { $0.0 < $1.0 }
      .map { (call: $0.1, wait: $0.2) }
    }
  }

  /// A sleeper of a test clock, belonging to `task`, went to sleep (`change` 1) or woke (-1).
  func parked(_ task: EffectTaskID?, change: Int) {
    guard let task else { return }
    ledger.withLock { ledger in
      let count = ledger.parked[task, default: 0] + change
      ledger.parked[task] = count > 0 ? count : nil
    }
  }

  /// Counts a step and resumes whoever waits for progress.
  private func step(_ update: (inout Ledger) -> Void) {
    let waiters = ledger.withLock { ledger in
      update(&ledger)
      return ledger.takeWaiters()
    }
    for waiter in waiters { waiter.resume(returning: true) }
  }
}

extension MainQueueExecutor: EffectMonitor {
  @MainActor
  package func effectStarted(_ id: EffectTaskID, parent: EffectTaskID?) {
    step { ledger in
      let origin = parent.flatMap { ledger.tasks[$0]?.origin } ?? ledger.origin
      ledger.tasks[id] = TaskRecord(origin: origin)
      ledger.inStoreCode += 1
      ledger.steps &+= 1
    }
  }

  @MainActor
  package func effectFinished(_ id: EffectTaskID) {
    step { ledger in
      if ledger.tasks.removeValue(forKey: id)?.phase == .storeCode { ledger.inStoreCode -= 1 }
      ledger.parked[id] = nil
      ledger.steps &+= 1
    }
  }

  @MainActor
  package func effectProgressed() {
    step { $0.steps &+= 1 }
  }

  @MainActor
  package func effect(_ id: EffectTaskID, enters phase: EffectTaskPhase) {
    ledger.withLock { ledger in
      guard let before = ledger.tasks[id]?.phase, before != phase else { return }
      ledger.tasks[id]?.phase = phase
      if before == .storeCode { ledger.inStoreCode -= 1 }
      if phase == .storeCode { ledger.inStoreCode += 1 }
    }
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension MainQueueExecutor: TaskExecutor {
  package func enqueue(_ job: consuming ExecutorJob) {
    step { $0.enqueued &+= 1 }
    let job = UnownedJob(job)
    DispatchQueue.main.async {
      self.ledger.withLock { $0.ran &+= 1 }
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }
}
