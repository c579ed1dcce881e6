/// A handle to the effects one ``Store/send(_:)-(F.Intent)`` started.
///
/// Await ``finish()`` to wait until they have all finished — for pull-to-refresh, or in tests:
///
/// ```swift
/// await store.send(.refreshPulled).finish()
/// ```
///
/// A send made while the store is busy (from an effect, an observer or an interceptor) is queued;
/// its handle still waits for the effects its intent starts once it is processed.
@MainActor
public struct StoreTask: Sendable {
  @usableFromInline
  enum Storage {
    /// A send whose effects were all applied before it returned.
    case finished
    case started([Task<Void, Never>])
    case queued(Box)
  }

  @usableFromInline let storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Waits until every effect this send started has finished or was cancelled.
  ///
  /// Cancelling the task that waits cancels those effects, as `refreshable` expects.
  public func finish() async {
    switch storage {
    case .finished:
      return
    case .started(let tasks):
      await EffectRuntime<Never, Never>.wait(for: tasks)
    case .queued(let box):
      await EffectRuntime<Never, Never>.wait(for: await box.started())
    }
  }

  /// Cancels every effect this send started (or will start, if it is still queued).
  public func cancel() {
    switch storage {
    case .finished: return
    case .started(let tasks): tasks.forEach { $0.cancel() }
    case .queued(let box): box.cancel()
    }
  }

  /// The effects' tasks of a send still waiting in the store's queue.
  @MainActor
  @usableFromInline
  final class Box {
    private var tasks: [Task<Void, Never>]?
    private var cancelled = false
    private var waiters: [CheckedContinuation<[Task<Void, Never>], Never>] = []

    func start(_ tasks: [Task<Void, Never>]) {
      self.tasks = tasks
      if cancelled { tasks.forEach { $0.cancel() } }
      let waiters = self.waiters
      self.waiters = []
      for waiter in waiters { waiter.resume(returning: tasks) }
    }

    func cancel() {
      cancelled = true
      tasks?.forEach { $0.cancel() }
    }

    func started() async -> [Task<Void, Never>] {
      if let tasks { return tasks }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }
}
