import Observation

/// Runs a ``Feature`` on the main actor: holds its state, takes intents, performs effects.
///
/// Views read state from it and send intents to it:
///
/// ```swift
/// let store = Store(Counter(), initialState: .init())
/// store.send(.increment)
/// store.count  // 1 — read through the store for fine-grained observation
/// ```
///
/// - State is readable, never writable from outside; only the feature's `reduce` changes it.
/// - ``send(_:)`` applies the intent's synchronous actions before it returns, and gives back a
///   ``StoreTask`` that waits for the effects it started.
/// - Sends made while the store is processing (from an observer, an interceptor) are queued and
///   processed in order after the current one, never recursively.
/// - The store is `Observable`: reading `store.someField` registers only that field, so a view
///   is not invalidated when other fields change. Reading ``state`` registers the whole state.
/// - When the store goes away its running effects are cancelled; effects never keep it alive.
///
/// The state lives on the heap and is reduced in place: a large state is never copied per send
/// and never put on a thread's stack.
@MainActor
@dynamicMemberLookup
public final class Store<F: Feature>: Observable {
  /// The feature this store runs; `nil` in a scoped store, whose parent runs its feature.
  @usableFromInline let feature: F!
  /// How a scoped store reaches the store that holds its state; `nil` in a store made with `init`.
  @usableFromInline let link: ScopeLink<F>?

  // The hot path (`send` → `handle` → `reduce` → publish) is `@inlinable`, so that it is
  // specialized for the concrete feature in the app's module instead of running through generic
  // metadata; what it touches is `@usableFromInline`. Everything rarer stays out of line.

  @usableFromInline let storage: UnsafeMutablePointer<F.State>
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline var trackers: [PartialKeyPath<F.State>: Tracker] = [:]
  @usableFromInline var armedTrackers: [Tracker] = []
  @usableFromInline var isStateArmed = false
  @usableFromInline var stateSubscribers: [(id: Int, onChange: (F.State) -> Void, finish: (() -> Void)?)] =
    []
  private var nextSubscriberID = 0
  var nextScopedTrackerID = 0
  let eventChannel = EventChannel<F.Event>()
  @usableFromInline let interceptors: [Interceptor<F>]
  @usableFromInline let hasInterceptors: Bool

  @usableFromInline
  enum Pending {
    case intent(F.Intent, StoreTask.Box)
    case action(F.Action)
  }

  @usableFromInline var queue: [Pending] = []
  private var queueHead = 0
  @usableFromInline var isProcessing = false
  @usableFromInline var version: UInt64 = 0
  @usableFromInline var publishedVersion: UInt64 = 0
  @usableFromInline var runtime: EffectRuntime<F.Action, F.Event>!
  private var inline: Send<F.Action, F.Event>!

  /// How many sends may be queued and processed while one send is processed before the store
  /// decides they loop: it then drops the rest and reports a ``SendLoopError``. 100,000 by
  /// default. A scoped store's sends count toward its root store's limit.
  public var sendLoopLimit = 100_000

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - feature: The feature, with its services (real ones in the app, test ones in tests).
  ///   - initialState: The state to start from.
  ///   - interceptors: Observers of every intent, action, event and failure (logging, analytics).
  public convenience init(_ feature: F, initialState: F.State, interceptors: [Interceptor<F>] = []) {
    self.init(feature: feature, link: nil, initialState: initialState, interceptors: interceptors)
  }

  @usableFromInline
  init(feature: F?, link: ScopeLink<F>?, initialState: F.State, interceptors: [Interceptor<F>]) {
    self.feature = feature
    self.link = link
    self.interceptors = interceptors
    hasInterceptors = !interceptors.isEmpty
    storage = .allocate(capacity: 1)
    storage.initialize(to: initialState)
    let sink = Send<F.Action, F.Event>(
      action: { [weak self] in self?.receive($0) },
      event: { [weak self] in self?.emitNow($0) },
      perform: { [weak self] in self?.startLater($0) })
    runtime = EffectRuntime(sink: sink, report: { [weak self] in self?.report($0) })
    inline = Send(
      action: { [weak self] in self?.apply($0) },
      event: { [weak self] in self?.emitNow($0) })
  }

  isolated deinit {
    link?.detach()
    runtime.cancelAll()
    eventChannel.finish()
    for subscriber in stateSubscribers { subscriber.finish?() }
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// The current state. Reading it registers an observer of the whole state; read single fields
  /// through the store (`store.title`) to be invalidated only when they change.
  public var state: F.State {
    if let link { return link.state(last: storage) }
    if !isStateArmed { isStateArmed = true }
    registrar.access(self, keyPath: \.state)
    return storage.pointee
  }

  /// Sends an intent: the feature handles it, its synchronous actions are applied before this
  /// returns, and its async effects start.
  ///
  /// - Returns: A handle that can be awaited until the effects this send started have finished.
  @inlinable
  @discardableResult
  public func send(_ intent: F.Intent) -> StoreTask {
    if let link { return link.send(intent) }
    if isProcessing { return enqueue(intent) }
    isProcessing = true
    let tasks = process(intent)
    endTransaction()
    return StoreTask(storage: .started(tasks))
  }

  /// Ends the processing of one send: tells observers, then processes what was queued meanwhile.
  @inlinable
  func endTransaction() {
    publish()
    if queue.isEmpty {
      isProcessing = false
    } else {
      drain()
    }
  }

  @usableFromInline
  func enqueue(_ intent: F.Intent) -> StoreTask {
    let box = StoreTask.Box()
    queue.append(.intent(intent, box))
    return StoreTask(storage: .queued(box))
  }

  /// The number of effect tasks this store has started that have not finished yet.
  ///
  /// A cancelled task counts until it has ended, a moment after the cancellation; whether an
  /// effect with an id still runs is ``isEffectRunning(id:)``, which is false from the
  /// cancellation on.
  package var runningEffectCount: Int { link?.runningEffectCount ?? runtime.runningCount }

  /// Whether an effect with the id is running (or its throttle window is open): one started by
  /// this store's feature, or by a child embedded below it with that id, as `.cancel(id:)` reaches.
  ///
  /// A scoped store asks its root store, so it also answers for its siblings' effects with the
  /// same id; ask about a child's effects on the store that embeds it.
  package func isEffectRunning(id: some Hashable & Sendable) -> Bool {
    link?.isEffectRunning(EffectID(id)) ?? runtime.isRunningHere(EffectID(id))
  }

  /// Waits until every effect of this store has finished, including effects started meanwhile.
  public func waitForEffects() async {
    if let link { return await link.waitForEffects() }
    await runtime.waitForAll()
  }

  /// An action sent back by a running effect.
  private func receive(_ action: F.Action) {
    if isProcessing {
      queue.append(.action(action))
      return
    }
    isProcessing = true
    apply(action)
    endTransaction()
  }

  /// Processes queued sends in order until none is left; called with `isProcessing` set.
  @usableFromInline
  func drain() {
    defer { isProcessing = false }
    var processed = 0
    while queueHead < queue.count {
      processed += 1
      if processed > sendLoopLimit {
        let error = dropLoop()
        // Reported once the store is idle again, so an interceptor that sends when it sees the
        // failure starts a new send instead of queueing behind a transaction that has ended.
        isProcessing = false
        return report(error)
      }
      let next = queue[queueHead]
      queueHead += 1
      switch next {
      case .intent(let intent, let box): box.start(process(intent))
      case .action(let action): apply(action)
      }
      publish()
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      } else if queueHead >= 1_024, queueHead * 2 >= queue.count {
        // Sends that keep queueing more sends never let the queue empty: drop what was
        // processed so it does not grow with every send.
        queue.removeFirst(queueHead)
        queueHead = 0
      }
    }
  }

  /// Ends a transaction whose sends keep queueing sends: drops what is queued (a dropped send's
  /// handle finishes at once, with no effects) and returns why, to report.
  private func dropLoop() -> SendLoopError {
    let dropped = queue[queueHead...]
    let last: String
    switch dropped.last {
    case .intent(let intent, _): last = ValueDump.line(intent)
    case .action(let action): last = ValueDump.line(action)
    case nil: last = "?"
    }
    let error = SendLoopError(
      feature: String(describing: F.self), lastSend: last, limit: sendLoopLimit, dropped: dropped.count)
    for case .intent(_, let box) in dropped { box.start([]) }
    queue.removeAll()
    queueHead = 0
    return error
  }

  @inlinable
  func process(_ intent: F.Intent) -> [Task<Void, Never>] {
    if hasInterceptors { intercept(intent) }
    let effect = feature.handle(intent, state: storage.pointee)
    switch effect.operation {
    case .none: return []
    case .send(let action):
      apply(action)
      return []
    default: return start(effect)
    }
  }

  @usableFromInline
  func intercept(_ intent: F.Intent) {
    for interceptor in interceptors {
      interceptor.observe(.intent(intent, state: storage.pointee))
    }
  }

  @usableFromInline
  func start(_ effect: Effect<F.Action, F.Event>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    runtime.start(effect, inline: inline, tasks: &tasks)
    return tasks
  }

  /// Starts an effect a running effect asked for (a parent's effect made from a child's event).
  private func startLater(_ effect: Effect<F.Action, F.Event>) {
    var tasks: [Task<Void, Never>] = []
    runtime.start(effect, inline: runtime.sink, tasks: &tasks)
  }

  /// Applies one action in place.
  @inlinable
  func apply(_ action: F.Action) {
    if hasInterceptors {
      applyIntercepted(action)
    } else {
      feature.reduce(&storage.pointee, action)
    }
    version &+= 1
  }

  /// Applies an action and shows interceptors the state before and after; kept out of `apply`
  /// so that the copy of the state it needs is never on the stack of the common path.
  @usableFromInline
  func applyIntercepted(_ action: F.Action) {
    let before = storage.pointee
    feature.reduce(&storage.pointee, action)
    for interceptor in interceptors {
      interceptor.observe(.action(action, before: before, after: storage.pointee))
    }
  }

  private func emitNow(_ event: F.Event) {
    for interceptor in interceptors { interceptor.observe(.event(event)) }
    eventChannel.emit(event)
  }

  private func report(_ error: any Error) {
    for interceptor in interceptors { interceptor.observe(.failure(error)) }
    // A send loop's message names the store itself; an effect's error needs saying whose it is.
    let context = error is SendLoopError ? "" : "Unhandled error in an effect of \(F.self): "
    StandardError.write("[MVI] \(context)\(error)\n")
  }

  func addSubscriber(_ onChange: @escaping (F.State) -> Void, finish: (() -> Void)?) -> Int {
    if let link { return link.addSubscriber(onChange, finish: finish) }
    let id = nextSubscriberID
    nextSubscriberID += 1
    stateSubscribers.append((id, onChange, finish))
    onChange(storage.pointee)
    return id
  }

  /// Removes a subscriber and finishes its stream, if it has one.
  func finishSubscriber(_ id: Int) {
    guard let index = stateSubscribers.firstIndex(where: { $0.id == id }) else { return }
    stateSubscribers.remove(at: index).finish?()
  }

  func removeSubscriber(_ id: Int) {
    if let link { return link.removeSubscriber(id) }
    stateSubscribers.removeAll { $0.id == id }
  }

  /// Calls the state subscribers with the current state.
  func notifySubscribers() {
    for subscriber in stateSubscribers { subscriber.onChange(storage.pointee) }
  }

  /// Tells observers what changed since the last call: nothing to do, and no call out of line,
  /// when no observer is armed and nobody subscribed.
  @inlinable
  func publish() {
    guard version != publishedVersion else { return }
    publishedVersion = version
    if runtime.hasScopes { runtime.cancelEndedScopes(in: storage) }
    if armedTrackers.isEmpty && !isStateArmed && stateSubscribers.isEmpty { return }
    notifyAll()
  }

  @usableFromInline
  func notifyAll() {
    notifyObservers()
    if !stateSubscribers.isEmpty { notifySubscribers() }
  }
}
