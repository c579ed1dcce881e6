import Dispatch
import MVI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The executor a test store's effects run their nonisolated work on: the main thread's queue,
/// where the main actor's jobs run too, one job at a time in the order they were enqueued.
///
/// With every job of every effect in one FIFO queue, what a test sees no longer depends on how
/// threads were scheduled, and ``settle()`` can tell when the effects have nothing left to do.
///
/// Its `TaskExecutor` conformance needs iOS 18 / macOS 15 (where task executors came in): before
/// that, ``store(_:initialState:interceptors:)`` makes an ordinary store, whose effects run on the
/// global executor, and ``settle()`` only lets the main queue take its turns (tests normally run
/// on a Mac host, which is newer).
package final class MainQueueExecutor: Sendable {
  /// The one executor of every test store: a test clock settles the effects of all of them.
  package static let shared = MainQueueExecutor()

  /// Moves each time a job is enqueued here or runs here.
  private let executorJobs = LockIsolated(0)
  /// Moves each time the runtime's hook sees a job enqueued on the main actor.
  private let mainActorJobs = LockIsolated(0)

  private init() {
    _ = MainActorJobCounter.install { [mainActorJobs] in mainActorJobs.withLock { $0 &+= 1 } }
  }

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

  /// Lets the test stores' effects run until each is finished or waits on something outside
  /// them (a test clock, a continuation the test holds, real I/O).
  ///
  /// It waits for *turns* of the main queue: a block sent to the queue runs after every job
  /// enqueued before it, the effects' own and the main actor's alike. The effects are quiet once
  /// ``quietTurns`` turns in a row passed with no job of theirs (``QuietTurns``). More than one
  /// turn, because a main-actor job may enqueue another main-actor job directly (a finished task
  /// resuming a waiter on the main actor) without a job here in between. Returns `false` after
  /// `limit` turns that were never quiet (other tests keep the main actor busy).
  @MainActor
  @discardableResult
  package func settle(limit: Int = 100_000) async -> Bool {
    var rule = QuietTurns(required: Self.quietTurns)
    var last = (executor: executorJobs.current, mainActor: mainActorJobs.current)
    for _ in 0..<limit {
      await withCheckedContinuation { turn in DispatchQueue.main.async { turn.resume() } }
      let now = (executor: executorJobs.current, mainActor: mainActorJobs.current)
      let quiet = rule.turn(
        executorJobs: now.executor &- last.executor, mainActorJobs: now.mainActor &- last.mainActor)
      if quiet { return true }
      last = now
    }
    return false
  }

  /// How many quiet turns in a row mean the effects are quiet.
  static let quietTurns = 3
}

/// Counts the jobs enqueued on the main actor, through the Swift runtime's enqueue hook for the
/// main executor. It only counts: every job still goes where the runtime sends it.
private enum MainActorJobCounter {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  // Set once, before the hook that reads it is installed.
  private nonisolated(unsafe) static var count: (@Sendable () -> Void)?

  /// Installs the hook that calls `count` for every main-actor job; `false` if the runtime does
  /// not export it. Called once, by `MainQueueExecutor.shared`'s initializer.
  static func install(_ count: @escaping @Sendable () -> Void) -> Bool {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueMainExecutor_hook") else {
      return false
    }
    let hook = symbol.assumingMemoryBound(to: Hook?.self)
    // NB: a hook installed by another library (swift-concurrency-extras' main serial executor)
    // would be replaced; no test here uses one.
    guard hook.pointee == nil else { return false }
    self.count = count
    hook.pointee = { job, original in
      MainActorJobCounter.count?()
      original(job)
    }
    return true
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension MainQueueExecutor: TaskExecutor {
  package func enqueue(_ job: consuming ExecutorJob) {
    executorJobs.withLock { $0 &+= 1 }
    let job = UnownedJob(job)
    DispatchQueue.main.async {
      self.executorJobs.withLock { $0 &+= 1 }
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }
}
