import Observation

/// The engine of a store made with `Store.init`: owns the state, processes sends, runs effects,
/// emits events, tells observers and subscribers what changed.
///
/// A send is one *transaction*: the intent is handled, its synchronous actions reduced in place,
/// its async effects started, then observers are told (`publish`). Sends made meanwhile (from an
/// observer, an interceptor, an effect's action) are queued and processed in order after it,
/// never recursively.
///
/// The core is the subject its observers register with (it is `Observable`): a root store and
/// every store scoped from it register here, so one check after a send serves them all. It lives
/// as long as a store reaches it (the root store or any scoped store); its running effects do not
/// keep it alive, and when it goes away they are cancelled.
@MainActor
@usableFromInline
final class RootCore<F: Feature>: Observable {
  // The hot path (`send` → `process` → `apply` → `publish`) is `@inlinable`, so that it is
  // specialized for the concrete feature in the app's module instead of running through generic
  // metadata; what it touches is `@usableFromInline`. Everything rarer stays out of line.

  @usableFromInline let feature: F
  @usableFromInline let storage: StateStorage<F.State>
  // The interceptors merged into one (`nil` without any), its hooks in `let`s of their own: a
  // closure there is called borrowed, where one read from an array, a struct or another object
  // was retained and released around each call (case 1i).
  @usableFromInline let interceptIntent: (@MainActor (F.Intent, F.State) -> Void)?
  @usableFromInline let interceptAction: (@MainActor (F.Action, F.State, F.State, ActionSource) -> Void)?
  let interceptOther: (@MainActor (Interceptor<F>.Activity) -> Void)?
  @inlinable var hasInterceptors: Bool { interceptIntent != nil }
  /// Whether applying an action takes the observed path: interceptors see it, or change rules
  /// watch it (both are told apart there, off the plain path).
  @usableFromInline let observesActions: Bool

  // Change rules (`onChange(of:_:)`), run after the actions that change what they watch.
  private let rules: [ChangeRule<F.State, F.Action, F.Event>]
  @usableFromInline let hasRules: Bool
  /// Set while a rule's effect is started: the actions it applies at once run no rules.
  private var isReacting = false
  /// The tasks of rule effects started while an intent is processed, for its `StoreTask`.
  private var ruleTasks: [Task<Void, Never>] = []

  /// Set by ``stop()``: the store takes no more sends and starts no more effects.
  private(set) var isStopped = false

  // Observation.
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline var trackers: [PartialKeyPath<F.State>: Tracker<F.State>] = [:]
  /// The first key path objects read, by identity (the paths are kept so that no other object
  /// takes their identity), and their trackers.
  @usableFromInline var recentFieldIDs: [ObjectIdentifier] = []
  private var recentFieldPaths: [AnyKeyPath] = []
  @usableFromInline var recentFieldTrackers: [Tracker<F.State>] = []
  @usableFromInline @exclusivity(unchecked) var armedTrackers: [Tracker<F.State>] = []
  @usableFromInline @exclusivity(unchecked) var isStateArmed = false
  private var nextScopedTrackerID = 0

  // State subscribers (`subscribe`, `states()`), of this store and of stores scoped from it.
  @usableFromInline @exclusivity(unchecked) var stateSubscribers: [Subscriber] = []
  private var nextSubscriberID = 0

  /// `@unchecked Sendable` only so that the nonisolated `deinit` may move the subscribers into
  /// its main-actor teardown: they are made, called and finished on the main actor alone.
  @usableFromInline
  struct Subscriber: @unchecked Sendable {
    let id: Int
    @usableFromInline let onChange: (F.State) -> Void
    let finish: (() -> Void)?
  }

  // Transactions.
  @usableFromInline
  enum Pending {
    case intent(F.Intent, StoreTask.Box)
    case action(F.Action)
    /// The store was stopped during the send being processed: what that send started after the
    /// stop is cancelled once it is done.
    case stopped
  }

  @usableFromInline @exclusivity(unchecked) var queue = FIFOQueue<Pending>()
  @usableFromInline @exclusivity(unchecked) var isProcessing = false
  /// Counts applied actions; observers are told only when it moved since the last `publish`.
  @usableFromInline @exclusivity(unchecked) var version: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var publishedVersion: UInt64 = 0
  var sendLoopLimit = 100_000

  // Effects and events.
  /// Runs the effects; made when the first effect starts, so an idle store pays nothing for it.
  @usableFromInline @exclusivity(unchecked) var effects: EffectRuntime<F.Action, F.Event>?
  /// The channel of the store's events, made on the first event or listener, so that a store
  /// that has neither pays nothing for it.
  private var eventChannelIfMade: EventChannel<F.Event>?
  var eventChannel: EventChannel<F.Event> {
    if let eventChannelIfMade { return eventChannelIfMade }
    let channel = EventChannel<F.Event>()
    if isStopped { channel.finish() }
    eventChannelIfMade = channel
    return channel
  }
  /// The number of events waiting for a listener.
  var bufferedEventCount: Int { eventChannelIfMade?.bufferedCount ?? 0 }

  /// Where effects' nonisolated work runs; a test store's executor, `nil` in an app.
  /// (A `TaskExecutor`, held as an `Executor`: see ``EffectRuntime``.)
  private let taskExecutor: (any Executor)?

  init(
    feature: F, initialState: F.State, interceptors: [Interceptor<F>], taskExecutor: (any Executor)? = nil
  ) {
    self.feature = feature
    self.taskExecutor = taskExecutor
    let merged = Interceptor.merging(interceptors)
    interceptIntent = merged?.intent
    interceptAction = merged?.action
    interceptOther = merged?.other
    storage = StateStorage(initialState)
    rules = (feature as? any ChangeReacting)?.erasedRules as? [ChangeRule<F.State, F.Action, F.Event>] ?? []
    hasRules = !rules.isEmpty
    observesActions = merged != nil || hasRules
  }

  /// The effect runtime, made on first use (with its sinks, so that an idle store pays nothing
  /// for them). Its closures hold the core weakly: a running effect must not keep the store alive.
  @usableFromInline
  var runtime: EffectRuntime<F.Action, F.Event> {
    if let effects { return effects }
    let sink = Send<F.Action, F.Event>(
      action: { [weak self] in self?.receive($0) },
      event: { [weak self] in self?.emitNow($0) },
      perform: { [weak self] in self?.startLater($0) })
    let inline = Send<F.Action, F.Event>(
      action: { [weak self] in self?.apply($0) }, event: { [weak self] in self?.emitNow($0) }, perform: nil)
    let runtime = EffectRuntime(
      sink: sink, inline: inline, report: { [weak self] in self?.report($0) }, executor: taskExecutor)
    effects = runtime
    return runtime
  }

  deinit {
    // On the main actor: at once when the store is released there, else in a main-actor task
    // that holds what ends with the store (never the store itself).
    let teardown = MainActorBox(
      value: (effects: effects, events: eventChannelIfMade, subscribers: stateSubscribers))
    MainActorTeardown.run {
      let parts = teardown.value
      Self.tearDown(effects: parts.effects, events: parts.events, subscribers: parts.subscribers)
    }
  }

  /// Stops the store: cancels its effects, finishes its event sequences and state streams, and
  /// drops the sends queued behind the one being processed. Every later send is reported as
  /// ``StopError/sentAfterStop(feature:intent:)`` and ignored (it takes the queued path, which
  /// checks; the plain path pays nothing for it).
  func stop() {
    guard !isStopped else { return }
    isStopped = true
    let wasProcessing = isProcessing
    isProcessing = true
    for case .intent(_, let box) in queue.removeAll() { box.start([]) }
    // Stopped from within a send (an interceptor, a subscriber): the rest of that send may still
    // start effects, which the queued marker cancels before the send returns.
    if wasProcessing { queue.append(.stopped) }
    tearDown()
  }

  /// What ends with the store, whether it is stopped or goes away.
  private func tearDown() {
    let subscribers = stateSubscribers
    stateSubscribers.removeAll()
    Self.tearDown(effects: effects, events: eventChannelIfMade, subscribers: subscribers)
  }

  private static func tearDown(
    effects: EffectRuntime<F.Action, F.Event>?, events: EventChannel<F.Event>?, subscribers: [Subscriber]
  ) {
    effects?.cancelAll()
    events?.finish()
    for subscriber in subscribers { subscriber.finish?() }
  }

  /// The state, unobserved (the key path root observers register under).
  @usableFromInline var state: F.State { storage.value }

  // MARK: Sends

  @inlinable
  func send(_ intent: F.Intent) -> StoreTask {
    if isProcessing { return enqueue(intent) }
    isProcessing = true
    let tasks = hasRules ? processReacting(intent) : process(intent)
    endTransaction()
    return StoreTask(storage: tasks.map(StoreTask.Storage.started) ?? .finished)
  }

  /// Ends the processing of one send: tells observers, then processes what was queued meanwhile.
  @inlinable
  func endTransaction() {
    publish()
    if queue.isEmpty {
      // A store stopped during this send has a `.stopped` marker queued: `drain` ends it, and
      // leaves it "processing", so that every later send takes the queued path. Reading
      // `isStopped` here instead would cost each send an exclusivity check.
      isProcessing = false
    } else {
      drain()
    }
  }

  @usableFromInline
  func enqueue(_ intent: F.Intent) -> StoreTask {
    if isStopped {
      report(StopError.sentAfterStop(feature: String(describing: F.self), intent: ValueDump.line(intent)))
      return StoreTask(storage: .finished)
    }
    let box = StoreTask.Box()
    queue.append(.intent(intent, box))
    return StoreTask(storage: .queued(box))
  }

  /// An action sent back by a running effect.
  private func receive(_ action: F.Action) {
    if isProcessing {
      guard !isStopped else { return }
      queue.append(.action(action))
      return
    }
    isProcessing = true
    applyFromEffect(action)
    endTransaction()
  }

  /// Applies an action a running effect sent; interceptors are told it is the effect's.
  private func applyFromEffect(_ action: F.Action) {
    guard observesActions else { return apply(action) }
    applyIntercepted(action, source: .effect)
    version &+= 1
  }

  /// Processes queued sends in order until none is left; called with `isProcessing` set.
  @usableFromInline
  func drain() {
    defer { isProcessing = isStopped }
    var processed = 0
    while let next = queue.popFirst() {
      processed += 1
      if processed > sendLoopLimit {
        let error = dropLoop(after: next)
        // Reported once the store is idle again, so an interceptor that sends when it sees the
        // failure starts a new send instead of queueing behind a transaction that has ended.
        isProcessing = isStopped
        return report(error)
      }
      switch next {
      case .intent(let intent, let box):
        box.start((hasRules ? processReacting(intent) : process(intent)) ?? [])
      case .action(let action): applyFromEffect(action)
      case .stopped: tearDown()
      }
      publish()
    }
  }

  /// Ends a transaction whose sends keep queueing sends: drops `next` and what is queued after it
  /// (a dropped send's handle finishes at once, with no effects) and returns why, to report.
  private func dropLoop(after next: Pending) -> SendLoopError {
    let dropped = [next] + queue.removeAll()
    let last: String
    switch dropped.last! {
    case .intent(let intent, _): last = ValueDump.line(intent)
    case .action(let action): last = ValueDump.line(action)
    case .stopped: last = "stop()"
    }
    let error = SendLoopError(
      feature: String(describing: F.self), lastSend: last, limit: sendLoopLimit, dropped: dropped.count)
    for case .intent(_, let box) in dropped { box.start([]) }
    return error
  }

  /// Handles an intent: the tasks of the effects it started, `nil` when its effect was applied
  /// inline (nothing to wait for, and no array to release for a send nobody awaits).
  @inlinable
  func process(_ intent: F.Intent) -> [Task<Void, Never>]? {
    interceptIntent?(intent, storage.value)
    // The effect is taken apart, not copied: `Operation` has too many cases for the compiler to
    // copy it inline, and a copy and destroy through its value witnesses took 40 instructions, a
    // third of a send (issue 18).
    let operation = feature.handle(intent, state: storage.value).operation
    switch consume operation {
    // The two most common effects are applied here, without entering the runtime or allocating.
    case .none: return nil
    case .send(let action):
      apply(action)
      return nil
    case let other: return start(Effect(other))
    }
  }

  /// Handles an intent of a feature with change rules: its tasks with those of the rule effects
  /// its actions started.
  @usableFromInline
  func processReacting(_ intent: F.Intent) -> [Task<Void, Never>]? {
    ruleTasks.removeAll()
    let tasks = process(intent)
    guard !ruleTasks.isEmpty else { return tasks }
    defer { ruleTasks.removeAll() }
    return (tasks ?? []) + ruleTasks
  }

  @usableFromInline
  func start(_ effect: Effect<F.Action, F.Event>) -> [Task<Void, Never>] {
    // Stopped while this send was processed (by an interceptor): nothing starts any more.
    guard !isStopped else { return [] }
    var tasks: [Task<Void, Never>] = []
    runtime.startInline(effect, tasks: &tasks)
    return tasks
  }

  /// Starts an effect a running effect asked for (a parent's effect made from a child's event).
  private func startLater(_ effect: Effect<F.Action, F.Event>) {
    guard !isStopped else { return }
    var tasks: [Task<Void, Never>] = []
    runtime.start(effect, inline: runtime.sink, tasks: &tasks)
  }

  /// Applies one action in place.
  @inlinable
  func apply(_ action: F.Action) {
    if observesActions {
      applyIntercepted(action)
    } else {
      feature.reduce(&storage.value, action)
    }
    version &+= 1
  }

  /// Applies an action and shows interceptors the state before and after, and where the action
  /// came from (`apply` is the intent's path: an effect's actions go through `applyFromEffect`);
  /// kept out of `apply` so that the copy of the state it needs is never on the stack of the
  /// common path (its caller is inlined; it is specialized but stays a call of its own).
  @inlinable @inline(never)
  func applyIntercepted(_ action: F.Action, source: ActionSource = .intent) {
    if hasRules { return applyReacting(action, source: source) }
    let before = storage.value
    feature.reduce(&storage.value, action)
    interceptAction?(action, before, storage.value, source)
  }

  /// Applies an action of a feature with change rules, then runs the rules whose value it
  /// changed; an action applied by a rule's effect runs none.
  @usableFromInline
  func applyReacting(_ action: F.Action, source: ActionSource) {
    let checks = isReacting ? [] : rules.map { $0.watch(storage.value) }
    if let interceptAction {
      let before = storage.value
      feature.reduce(&storage.value, action)
      interceptAction(action, before, storage.value, source)
    } else {
      feature.reduce(&storage.value, action)
    }
    guard !checks.isEmpty else { return }
    let effects = checks.compactMap { $0(storage.value) }
    guard !effects.isEmpty, !isStopped else { return }
    isReacting = true
    defer { isReacting = false }
    var tasks: [Task<Void, Never>] = []
    runtime.startInline(.merge(effects), tasks: &tasks)
    ruleTasks += tasks
  }

  private func emitNow(_ event: F.Event) {
    interceptOther?(.event(event))
    eventChannel.emit(event)
  }

  func report(_ error: any Error) {
    interceptOther?(.failure(error))
    // A send loop's, a stop's and a scoped store's events' messages name the store itself; an
    // effect's error needs saying whose it is.
    var namesItsStore = error is SendLoopError || error is StopError
    if case .eventsOfScopedStore = error as? CompositionError { namesItsStore = true }
    let context = namesItsStore ? "" : "Unhandled error in an effect of \(F.self): "
    StandardError.write("[MVI] \(context)\(error)\n")
  }

  /// The number of effect tasks started and not finished yet.
  var runningEffectCount: Int { effects?.runningCount ?? 0 }

  /// Whether an effect with the id, of this feature or of a child embedded below it, is running.
  func isEffectRunning(_ id: EffectID) -> Bool { effects?.isRunningHere(id) ?? false }

  /// Waits until every effect has finished, including effects started meanwhile.
  func waitForEffects() async { await effects?.waitForAll() }

  // MARK: Observers and subscribers

  /// Tells observers what changed since the last call: nothing to do, and no call out of line,
  /// when no observer is armed and nobody subscribed.
  @inlinable
  func publish() {
    guard version != publishedVersion else { return }
    publishedVersion = version
    if let effects, effects.hasScopes { effects.cancelEndedScopes(in: storage.value) }
    if !armedTrackers.isEmpty || isStateArmed { notifyObservers() }
    for subscriber in stateSubscribers { subscriber.onChange(storage.value) }
  }

  /// The whole state, registering an observer of all of it.
  func observedState() -> F.State {
    if !isStateArmed { isStateArmed = true }
    registrar.access(self, keyPath: \.state)
    return storage.value
  }

  /// A field, registering an observer of that field only.
  ///
  /// - Parameters:
  ///   - equal: The field's `==`, when it is `Equatable`: observers are then told only of a new value.
  ///   - reader: Makes, once per field, the read of the field from the state's address.
  @inlinable
  func observe<Value>(
    _ path: KeyPath<F.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<F.State>.FieldReader<Value>
  ) -> Value {
    let tracker = fieldTracker(for: path) ?? makeTracker(path, equal: equal, reader: reader())
    arm(tracker)
    // A root store's fields are always present.
    return tracker.read(storage)!
  }

  /// The tracker of the field at `path`, if it was read before: found by the identity of the key
  /// path object first (a key path literal is one object, compared without hashing its
  /// components), then by equality.
  @inlinable
  func fieldTracker<Value>(for path: KeyPath<F.State, Value>) -> FieldTracker<F.State, Value>? {
    var known: Tracker<F.State>?
    if let index = recentFieldIDs.firstIndex(of: ObjectIdentifier(path)) {
      known = recentFieldTrackers[index]
    }
    if known == nil { known = knownTracker(path) }
    // Stored under this very key path, whose type names `Value`.
    return known.map { unsafeDowncast($0, to: FieldTracker<F.State, Value>.self) }
  }

  /// The tracker of a field read before through an equal key path object, remembered under this
  /// object's identity too.
  @usableFromInline
  func knownTracker(_ path: PartialKeyPath<F.State>) -> Tracker<F.State>? {
    guard let tracker = trackers[path] else { return nil }
    rememberIdentity(of: path, for: tracker)
    return tracker
  }

  @inlinable
  func makeTracker<Value>(
    _ path: KeyPath<F.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: StateStorage<F.State>.FieldReader<Value>
  ) -> FieldTracker<F.State, Value> {
    // The registrar uses the key path it is given as a key only (hashed and compared, never
    // applied), and a field's own key path is the shortest to hash: each observed read and each
    // change hashes it several times. It is unique among this store's keys.
    let key = unsafeBitCast(path as AnyObject, to: KeyPath<RootCore, Value>.self)
    let tracker = newTracker(
      read: { reader.read(UnsafeRawPointer($0.pointer)) }, equal: equal, registeredAs: key)
    trackers[path] = tracker
    rememberIdentity(of: path, for: tracker)
    return tracker
  }

  /// Keeps `path` for a lookup by identity: the first 16 key path objects read (a view reads a
  /// few fields, each through one literal; key paths made at run time are new objects each time).
  @usableFromInline
  func rememberIdentity(of path: AnyKeyPath, for tracker: Tracker<F.State>) {
    guard recentFieldIDs.count < 16 else { return }
    recentFieldIDs.append(ObjectIdentifier(path))
    recentFieldPaths.append(path)
    recentFieldTrackers.append(tracker)
  }

  /// A tracker for a scoped store's part, kept by the scoped store: registered under a short key
  /// of its own, so that the registrar never hashes the long path from the root to the part.
  func newScopedTracker<Value>(
    read: @escaping (StateStorage<F.State>) -> Value?, equal: ((Value, Value) -> Bool)?
  ) -> FieldTracker<F.State, Value> {
    nextScopedTrackerID += 1
    return newTracker(read: read, equal: equal, registeredAs: \RootCore.[scopedField: nextScopedTrackerID])
  }

  /// The key path scoped trackers are registered under; never read.
  subscript(scopedField id: Int) -> Int { id }

  @inlinable
  func newTracker<Value, Key>(
    read: @escaping (StateStorage<F.State>) -> Value?, equal: ((Value, Value) -> Bool)?,
    registeredAs key: KeyPath<RootCore, Key>
  ) -> FieldTracker<F.State, Value> {
    let registrar = registrar
    return FieldTracker(
      read: read, equal: equal,
      // The store owns its trackers and is the only one to call them.
      access: { [unowned(unsafe) self] in registrar.access(self, keyPath: key) },
      notify: { [unowned(unsafe) self] in
        registrar.willSet(self, keyPath: key)
        registrar.didSet(self, keyPath: key)
      })
  }

  /// Registers a read with the observation registrar and, if needed, arms the tracker with the
  /// value the reader sees.
  @inlinable
  func arm(_ tracker: Tracker<F.State>) {
    if !tracker.isArmed {
      tracker.isArmed = true
      tracker.remember(storage)
      armedTrackers.append(tracker)
    }
    tracker.access()
  }

  /// Invalidates the observers of what changed; called once per processed send that applied an
  /// action, when an observer is armed. Specialized, as the checks it calls are.
  @inlinable
  func notifyObservers() {
    if isStateArmed {
      isStateArmed = false
      registrar.willSet(self, keyPath: \.state)
      registrar.didSet(self, keyPath: \.state)
    }
    var index = 0
    while index < armedTrackers.count {
      let tracker = armedTrackers[index]
      if tracker.hasChanged(storage) {
        tracker.isArmed = false
        tracker.forget()
        armedTrackers.swapAt(index, armedTrackers.count - 1)
        armedTrackers.removeLast()
        // An observer that reads again while it is told arms its tracker again, at the end of
        // the list, where the loop finds it unchanged.
        tracker.notify()
      } else {
        index += 1
      }
    }
  }

  /// Adds a subscriber and calls it with the current state; on a stopped store, calls it once and
  /// finishes it.
  func addSubscriber(_ onChange: @escaping (F.State) -> Void, finish: (() -> Void)?) -> Int {
    let id = nextSubscriberID
    nextSubscriberID += 1
    if isStopped {
      onChange(storage.value)
      finish?()
      return id
    }
    stateSubscribers.append(Subscriber(id: id, onChange: onChange, finish: finish))
    onChange(storage.value)
    return id
  }

  /// Removes a subscriber and finishes its stream, if it has one.
  func finishSubscriber(_ id: Int) {
    guard let index = stateSubscribers.firstIndex(where: { $0.id == id }) else { return }
    stateSubscribers.remove(at: index).finish?()
  }

  func removeSubscriber(_ id: Int) {
    stateSubscribers.removeAll { $0.id == id }
  }
}
