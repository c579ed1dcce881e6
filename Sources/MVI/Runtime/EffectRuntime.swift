/// Runs effects for one store: starts their tasks, tracks them by id, cancels them.
///
/// The runtime never holds its store: running tasks keep the runtime alive, not the store, so a
/// store that goes away is freed and cancels everything here (``cancelAll()``).
@MainActor
final class EffectRuntime<Action: Sendable, Event: Sendable> {
  typealias Sink = Send<Action, Event>

  private struct Running {
    var task: Task<Void, Never>
    /// The ids the task is registered under; empty once it is cancelled, although it may still
    /// be running: a cancelled effect no longer counts under any id.
    var ids: [EffectID]
  }

  private struct ThrottleWindow {
    /// The task that closes the window when its time is up.
    var closer: Int
    var pending: Effect<Action, Event>?
  }

  /// How actions and events from running tasks reach the store.
  let sink: Sink
  /// Where an effect's synchronous actions and events go while its send is processed: applied at
  /// once.
  let immediate: Sink
  /// Where errors with no handler go.
  private let report: @MainActor (any Error) -> Void
  /// Where the tasks' nonisolated work runs instead of the global executor: a test store's
  /// executor, which runs it on the main thread in order; `nil` in an app. Held as an `Executor`
  /// (iOS 13): `TaskExecutor` is iOS 18 / macOS 15, and is used only where the OS has it.
  private let executor: (any Executor)?
  /// What watches the tasks from outside: a test store's executor; `nil` in an app.
  private let monitor: (any EffectMonitor)?

  private var nextToken = 0
  private var running: [Int: Running] = [:]
  /// Effect tasks waiting, on the main actor, for other tasks here to finish: the tokens each
  /// still waits for.
  private var finishWaiters:
    [(tokens: Set<Int>, waiter: EffectTaskID?, continuation: CheckedContinuation<Void, Never>)] = []
  private var tokensByID: [EffectID: [Int]] = [:]
  private var throttles: [EffectID: ThrottleWindow] = [:]
  /// The lifetimes of embedded children with running effects, by lifetime id.
  private var lifetimes: [EffectID: EffectLifetime] = [:]
  /// Whether some embedded child has running effects, so the store must check their lifetimes.
  private(set) var hasLifetimes = false
  /// The ids of embedded children's effects that are running or throttled, by the id the child
  /// gave them (their *leaf*), with the children they are under: what a parent's cancel by the
  /// leaf id reaches.
  private var descendants: [EffectID: [EffectID: [EffectID]]] = [:]

  init(
    sink: Sink, immediate: Sink, report: @escaping @MainActor (any Error) -> Void,
    executor: (any Executor)? = nil
  ) {
    let monitor = executor as? any EffectMonitor
    self.sink = monitor.map { Self.sink(sink, reportingTo: $0) } ?? sink
    self.immediate = immediate
    self.report = report
    self.executor = executor
    self.monitor = monitor
  }

  /// `sink`, telling `monitor` of every action, event and effect it is given.
  private static func sink(_ sink: Sink, reportingTo monitor: any EffectMonitor) -> Sink {
    let perform: (@MainActor @Sendable (Effect<Action, Event>) -> Void)? =
      if let start = sink.perform {
        { effect in
          monitor.effectProgressed()
          start(effect)
        }
      } else {
        nil
      }
    return Sink(
      action: { action in
        monitor.effectProgressed()
        sink.action(action)
      },
      event: { event in
        monitor.effectProgressed()
        sink.event(event)
      },
      perform: perform)
  }

  /// The number of tasks started and not yet finished.
  var runningCount: Int { running.count }

  /// Whether an effect with the id is running or its throttle window is open.
  func isRunning(_ id: EffectID) -> Bool {
    !(tokensByID[id]?.isEmpty ?? true) || throttles[id] != nil
  }

  /// Whether an effect with the id, of this feature or of a child embedded below it at any
  /// depth, is running or throttled.
  func isRunningHere(_ id: EffectID) -> Bool {
    if isRunning(id) { return true }
    guard !descendants.isEmpty else { return false }
    return !matchingDescendants(of: id).isEmpty
  }

  /// Cancels the effects with the id of this feature and of every child embedded below it.
  func cancelHere(_ id: EffectID) {
    cancel(id)
    guard !descendants.isEmpty else { return }
    for descendant in matchingDescendants(of: id) { cancel(descendant) }
  }

  /// The registered ids of children below `id`'s feature that the children gave `id`'s leaf.
  private func matchingDescendants(of id: EffectID) -> [EffectID] {
    let (path, leaf) = id.childPath
    guard let candidates = descendants[leaf] else { return [] }
    return candidates.compactMap { candidate, candidatePath in
      candidate != id && candidatePath.starts(with: path) ? candidate : nil
    }
  }

  /// Indexes an id of a child's effect under its leaf when it starts being used.
  private func track(_ id: EffectID) {
    let (path, leaf) = id.childPath
    guard !path.isEmpty else { return }
    descendants[leaf, default: [:]][id] = path
  }

  /// Drops an id from the index when nothing runs or is throttled under it any more.
  private func untrack(_ id: EffectID) {
    guard !descendants.isEmpty, tokensByID[id] == nil, throttles[id] == nil else { return }
    let (path, leaf) = id.childPath
    guard !path.isEmpty else { return }
    descendants[leaf]?[id] = nil
    if descendants[leaf]?.isEmpty == true { descendants[leaf] = nil }
  }

  /// Starts an effect a send asked for: its synchronous parts are applied at once (``immediate``),
  /// its async parts run in tasks, which `tasks` receives.
  func startFromSend(_ effect: Effect<Action, Event>, tasks: inout [Task<Void, Never>]) {
    start(effect, immediate: immediate, tasks: &tasks)
  }

  /// Starts an effect: its synchronous parts go to `immediate` now, its async parts run in tasks.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - ids: The ids the started tasks are registered under.
  ///   - immediate: Where synchronous actions and events go.
  ///   - tasks: Receives every task started.
  func start(
    _ effect: Effect<Action, Event>, ids: [EffectID] = [], immediate: Sink,
    tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      immediate.action(action)
    case .emit(let event):
      immediate.event(event)
    case .cancel(let id):
      cancelHere(id)
    case .fail(let error):
      report(error)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, immediate: immediate, tasks: &tasks) }
    case .concatenate(let effects):
      var rest = effects[...]
      while let first = rest.first, first.isSynchronous {
        start(first, ids: ids, immediate: immediate, tasks: &tasks)
        rest = rest.dropFirst()
      }
      guard !rest.isEmpty else { return }
      let remaining = Array(rest)
      spawn(ids: ids, priority: nil, tasks: &tasks) { runtime in
        for effect in remaining {
          guard !Task.isCancelled else { return }
          await runtime.perform(effect, ids: ids)
        }
      }
    case .run(let run):
      spawn(ids: ids, priority: run.priority, tasks: &tasks) { runtime in
        await runtime.execute(run)
      }
    case .cancellable(let id, let policy, let effect):
      guard !ids.contains(id) else {
        // Nested in an effect with the same id: it is already registered under it, and its
        // policy was applied when the outer effect started; applying it again would cancel
        // (or queue behind) the very effect this one is part of.
        start(effect, ids: ids, immediate: immediate, tasks: &tasks)
        return
      }
      let ids = ids + [id]
      switch policy {
      case .latestWins:
        cancel(id)
        start(effect, ids: ids, immediate: immediate, tasks: &tasks)
      case .dropWhileRunning:
        guard !isRunning(id) else { return }
        start(effect, ids: ids, immediate: immediate, tasks: &tasks)
      case .concurrent:
        start(effect, ids: ids, immediate: immediate, tasks: &tasks)
      case .queue:
        let earlier = (tokensByID[id] ?? []).compactMap { running[$0]?.task }
        guard !earlier.isEmpty else {
          start(effect, ids: ids, immediate: immediate, tasks: &tasks)
          return
        }
        spawn(ids: ids, priority: nil, tasks: &tasks) { runtime in
          await runtime.waitUntilFinished(earlier)
          guard !Task.isCancelled else { return }
          await runtime.perform(effect, ids: ids)
        }
      }
    case .lifetime(let lifetime, let effect):
      guard !ids.contains(lifetime.id) else {
        start(effect, ids: ids, immediate: immediate, tasks: &tasks)
        return
      }
      start(effect, ids: ids + [lifetime.id], immediate: immediate, tasks: &tasks)
      if tokensByID[lifetime.id] != nil, lifetimes[lifetime.id] == nil {
        lifetimes[lifetime.id] = lifetime
        hasLifetimes = true
      }
    case .throttle(let id, let sleep, let latest, let effect):
      if throttles[id] != nil {
        if latest { throttles[id]?.pending = effect }
        return
      }
      start(effect, ids: ids, immediate: immediate, tasks: &tasks)
      // The window's closer is registered under the ids of whoever opened it too (an embedded
      // child's lifetime, an outer cancellable id): cancelling them closes the window.
      let closer = spawn(ids: ids + [id], priority: nil, tasks: &tasks) { runtime in
        do {
          runtime.enter(.effectCode)
          try await sleep()
        } catch {
          runtime.enter(.storeCode)
          runtime.progressed()
          return  // cancelled: the window was closed with it
        }
        runtime.enter(.storeCode)
        runtime.progressed()
        guard let window = runtime.closeThrottle(id) else { return }
        if let pending = window.pending {
          await runtime.perform(Effect(.throttle(id, sleep: sleep, latest: latest, pending)), ids: ids)
        }
      }
      throttles[id] = ThrottleWindow(closer: closer)
    }
  }

  /// Performs an effect from inside a running task and waits for it to finish; cancelling the
  /// running task cancels the tasks it started (the cancellation handler runs the wait off the
  /// main actor and back: the running task stays in store code meanwhile, for a monitor).
  private func perform(_ effect: Effect<Action, Event>, ids: [EffectID]) async {
    var tasks: [Task<Void, Never>] = []
    start(effect, ids: ids, immediate: sink, tasks: &tasks)
    let started = tasks
    await withTaskCancellationHandler {
      await waitUntilFinished(started)
    } onCancel: {
      for task in started { task.cancel() }
    }
  }

  /// Waits until tasks started here have finished: `finished` resumes the wait as the last of
  /// them ends. The monitor, if any, knows the waiting task waits on its store's tasks meanwhile.
  private func waitUntilFinished(_ tasks: [Task<Void, Never>]) async {
    let tokens = Set(running.compactMap { token, entry in tasks.contains(entry.task) ? token : nil })
    guard !tokens.isEmpty else { return }
    let waiter = monitor != nil ? EffectTaskID.current : nil
    if let waiter { monitor?.effect(waiter, enters: .storeTasks) }
    await withCheckedContinuation { continuation in
      // The runtime may run this after a hop, when some of the tasks have finished already.
      let pending = tokens.filter { running[$0] != nil }
      guard pending.isEmpty else {
        finishWaiters.append((pending, waiter, continuation))
        return
      }
      resume(continuation, of: waiter)
    }
  }

  /// Resumes a task waiting on others, telling the monitor, if any, that it is runnable from now
  /// on, though the runtime may take it through several jobs to get back to store code.
  private func resume(_ continuation: CheckedContinuation<Void, Never>, of waiter: EffectTaskID?) {
    if let waiter { monitor?.effect(waiter, enters: .storeCode) }
    monitor?.effectProgressed()
    continuation.resume()
  }

  /// Tells the monitor, if any, that the current effect task enters `phase`.
  private func enter(_ phase: EffectTaskPhase) {
    guard let monitor, let id = EffectTaskID.current else { return }
    monitor.effect(id, enters: phase)
  }

  /// Tells the monitor that store code of an effect task ran after a wait.
  private func progressed() {
    monitor?.effectProgressed()
  }

  /// Waits for tasks, cancelling them if the waiting task is cancelled.
  static func wait(for tasks: [Task<Void, Never>]) async {
    guard !tasks.isEmpty else { return }
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  private func execute(_ run: Effect<Action, Event>.Run) async {
    do {
      enter(.effectCode)
      try await run.operation(sink)
      enter(.storeCode)
      progressed()
    } catch {
      enter(.storeCode)
      progressed()
      if error is CancellationError || Task.isCancelled { return }
      if let handler = run.handler {
        enter(.effectCode)
        await handler(error, sink)
        enter(.storeCode)
        progressed()
      } else {
        report(error)
      }
    }
  }

  /// Starts a task registered under `ids`; returns its token.
  @discardableResult
  private func spawn(
    ids: [EffectID], priority: TaskPriority?, tasks: inout [Task<Void, Never>],
    _ body: @escaping @Sendable @MainActor (EffectRuntime) async -> Void
  ) -> Int {
    let token = nextToken
    nextToken &+= 1
    let task: Task<Void, Never>
    if let executor, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let executor = executor as? any TaskExecutor
    {
      // A test store's: the task's nonisolated work runs there, in order, not on the pool.
      let id = EffectTaskID(runtime: ObjectIdentifier(self), token: token)
      monitor?.effectStarted(id, parent: EffectTaskID.current)
      task = Task(executorPreference: executor, priority: priority) {
        await EffectTaskID.$current.withValue(id) {
          await self.run(body, token: token)
        }
      }
    } else {
      task = Task(priority: priority) { @MainActor in
        await body(self)
        self.finished(token)
      }
    }
    running[token] = Running(task: task, ids: ids)
    for id in ids {
      if tokensByID[id] == nil { track(id) }
      tokensByID[id, default: []].append(token)
    }
    tasks.append(task)
    return token
  }

  private func run(_ body: @MainActor (EffectRuntime) async -> Void, token: Int) async {
    progressed()
    await body(self)
    finished(token)
    monitor?.effectFinished(EffectTaskID(runtime: ObjectIdentifier(self), token: token))
  }

  private func finished(_ token: Int) {
    detach(token)
    running[token] = nil
    guard !finishWaiters.isEmpty else { return }
    var ready: [(waiter: EffectTaskID?, continuation: CheckedContinuation<Void, Never>)] = []
    finishWaiters.removeAll { waiter in
      guard waiter.tokens.contains(token) else { return false }
      let rest = waiter.tokens.subtracting([token])
      if rest.isEmpty { ready.append((waiter.waiter, waiter.continuation)) }
      return rest.isEmpty
    }
    for index in finishWaiters.indices { finishWaiters[index].tokens.remove(token) }
    for (waiter, continuation) in ready { resume(continuation, of: waiter) }
  }

  /// Takes a task off every id it is registered under, closing the throttle window it would
  /// have closed: it finished, or it was cancelled.
  private func detach(_ token: Int) {
    guard let ids = running[token]?.ids, !ids.isEmpty else { return }
    running[token]?.ids = []
    for id in ids {
      tokensByID[id]?.removeAll { $0 == token }
      if throttles[id]?.closer == token { throttles[id] = nil }
      if tokensByID[id]?.isEmpty == true {
        tokensByID[id] = nil
        endLifetime(id)
      }
      untrack(id)
    }
  }

  /// Closes the throttle window with the id; returns it if it was open.
  private func closeThrottle(_ id: EffectID) -> ThrottleWindow? {
    let window = throttles.removeValue(forKey: id)
    untrack(id)
    return window
  }

  private func endLifetime(_ id: EffectID) {
    guard hasLifetimes, lifetimes.removeValue(forKey: id) != nil else { return }
    hasLifetimes = !lifetimes.isEmpty
  }

  /// Cancels the effects of every embedded child that is no longer in `state`.
  func cancelEndedLifetimes<State>(in state: State) {
    let ended = lifetimes.values.filter { $0.isAlive(in: state) == false }
    for lifetime in ended { cancel(lifetime.id) }
  }

  /// Cancels every task registered under the id and closes its throttle window. From now on
  /// each cancelled task counts under none of its ids, although it may take a while to end.
  func cancel(_ id: EffectID) {
    _ = closeThrottle(id)
    for token in tokensByID[id] ?? [] {
      running[token]?.task.cancel()
      detach(token)
    }
    endLifetime(id)
  }

  /// Cancels every running task; used when the store goes away.
  func cancelAll() {
    throttles.removeAll()
    lifetimes.removeAll()
    descendants.removeAll()
    hasLifetimes = false
    tokensByID.removeAll()
    for token in running.keys {
      running[token]?.ids = []
      running[token]?.task.cancel()
    }
  }

  /// Waits until no task is running, including tasks started while waiting.
  func waitForAll() async {
    while !running.isEmpty {
      await Self.wait(for: running.values.map(\.task))
      await Task.yield()
    }
  }
}
