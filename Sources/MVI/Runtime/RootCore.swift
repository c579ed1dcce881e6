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
final class RootCore<F: Feature>: StoreEngine<F>, StoreCore, Observable {
  // `send` and what it runs on every send (`process`, `apply`, `publish`) are inlinable, so that
  // they are specialized for the feature in the app's module instead of running through generic
  // metadata (see CONTRIBUTING, "The store's core"). Everything else is ordinary code.

  /// The feature, and the state it reduces in place.
  @usableFromInline let feature: F, storage: StateStorage<F.State>
  /// `ring`: where the first interceptor keeps intents and actions, if it only keeps them (the
  /// store then writes them there itself, and `interceptIntent` and `interceptAction` are the
  /// others'). The interceptors are merged into one (`nil` without any), its hooks in `let`s of
  /// their own: a closure stored in a `let` is called borrowed, where one read from an array, a
  /// struct or another object is retained and released around each call.
  @usableFromInline let ring: StepRing<F>?, interceptIntent: (@MainActor (F.Intent, F.State) -> Void)?,
    interceptAction: (@MainActor (F.Action, F.State, F.State, ActionSource) -> Void)?
  let interceptOther: (@MainActor (Interceptor<F>.Activity) -> Void)?
  /// What the interceptors take out of the values the store describes in its messages.
  private let redaction: SessionRedaction<F>?
  /// `observesActions`: whether applying an action takes the observed path: interceptors see
  /// it, or change rules watch it (both are told apart there, off the plain path); and whether an
  /// intent is shown to the interceptors (with change rules alone, a call that finds none).
  /// `hasRules`: whether the feature has change rules (``rules``).
  @usableFromInline let observesActions: Bool, hasRules: Bool

  // Change rules (`onChange(of:_:)`), run after the actions that change what they watch.
  private let rules: [ChangeRule<F.State, F.Action, F.Event>]
  /// Set while a rule's effect is started: the actions it applies at once run no rules.
  private var isReacting = false
  /// The tasks of rule effects started while an intent is processed, for its `StoreTask`.
  private var ruleTasks: [Task<Void, Never>] = []

  /// What every send and every observed read touch besides the state, in one property without the
  /// dynamic exclusivity check a class's `var` pays on each access: it is touched only on the main
  /// actor, one access at a time (no access stays open across a call out).
  @usableFromInline @exclusivity(unchecked) var now = SendState()

  /// `@unchecked Sendable` only so that the nonisolated `deinit` may move the subscribers into
  /// its main-actor teardown: it is used on the main actor alone.
  @usableFromInline
  struct SendState: @unchecked Sendable {
    /// What a send reads and writes:
    /// - `isProcessing`: whether a send is being processed (or the store was stopped: every send
    ///   is then queued, where it is refused);
    /// - `hasQueued`: whether sends are waiting in ``queue``;
    /// - `hasChanged`: whether an action was applied since the last `publish`;
    /// - `hasChecks`: whether something must be checked after a send that applied an action: a
    ///   tracker or an observer of the whole state is armed, effects ran (the lifetimes of
    ///   embedded children), or subscribers cancelled during a send still have their places;
    /// - `subscribers`: the state subscribers (`subscribe`, `states()`, of this store and of
    ///   stores scoped from it), called after a send that applied an action.
    @usableFromInline var isProcessing = false, hasQueued = false, hasChanged = false, hasChecks = false,
      subscribers: [Subscriber] = []
    /// The trackers read since their part last changed, checked after each send.
    var armed: [Tracker] = []
    /// Whether an observer read the whole state since it last changed.
    var isStateArmed = false
    /// The first 16 fields' trackers, by the identity of the key path object each was made for
    /// (a key path literal is one object, compared without hashing its components); ``trackers``
    /// keeps the objects, so no other takes their identity.
    var firstTrackers: [(path: ObjectIdentifier, tracker: Tracker)] = []
  }

  /// The sends made while one is processed, processed after it in order.
  private var queue = FIFOQueue<Pending>()
  /// Runs the effects; made when the first effect starts, so an idle store pays nothing for it.
  private var effects: EffectRuntime<F.Action, F.Event>?

  /// Set by ``stop()``: the store takes no more sends and starts no more effects.
  private(set) var isStopped = false

  // Observation: the registrar of the whole state's observers (each field's tracker has its own).
  let registrar = ObservationRegistrar()
  private var trackers: [PartialKeyPath<F.State>: Tracker] = [:]
  private var nextSubscriberID = 0
  /// Whether subscribers cancelled during a send still have their places.
  private var hasCancelledSubscribers = false

  /// `@unchecked Sendable` only so that the nonisolated `deinit` may move the subscribers into
  /// its main-actor teardown: they are made, called and finished on the main actor alone.
  @usableFromInline
  struct Subscriber: @unchecked Sendable {
    let id: Int
    @usableFromInline let onChange: (F.State) -> Void
    let finish: (() -> Void)?

    /// The id of a subscriber cancelled while a send was processed, kept in place doing nothing.
    static var cancelled: Int { -1 }
  }

  /// A send made while another is processed, or the mark of a stop.
  enum Pending {
    case intent(F.Intent, StoreTask.Box)
    case action(F.Action)
    /// The store was stopped during the send being processed: what that send started after the
    /// stop is cancelled once it is done.
    case stopped
  }

  var sendLoopLimit = 100_000

  /// The number of sends waiting behind the one being processed.
  var queuedCount: Int { queue.count }
  /// The number of state subscribers, of this store and of stores scoped from it.
  var subscriberCount: Int { now.subscribers.count { $0.id != Subscriber.cancelled } }

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
  private var rowStoresIfMade: RowStoreCache?
  /// The stores given for the rows of the state's collections, made on the first `scope(each:)`.
  var rowStores: RowStoreCache {
    if let rowStoresIfMade { return rowStoresIfMade }
    let cache = RowStoreCache()
    rowStoresIfMade = cache
    return cache
  }
  /// The number of events waiting for a listener.
  var bufferedEventCount: Int { eventChannelIfMade?.bufferedCount ?? 0 }

  var events: EventStream<F.Event> { EventStream(channel: eventChannel) }

  func startListening() -> EventStream<F.Event> { EventStream(listeningTo: eventChannel) }

  /// Where effects' nonisolated work runs; a test store's executor, `nil` in an app.
  /// (A `TaskExecutor`, held as an `Executor`: see ``EffectRuntime``.)
  private let taskExecutor: (any Executor)?

  init(
    feature: F, initialState: F.State, interceptors: [Interceptor<F>], taskExecutor: (any Executor)? = nil
  ) {
    self.feature = feature
    self.taskExecutor = taskExecutor
    let merged = Interceptor.merging(interceptors)
    ring = interceptors.first?.ring
    // A ring that can recompute states from actions keeps only some of them.
    for ring in interceptors.compactMap(\.ring) { ring.replay(through: feature.reduce) }
    let others = ring == nil ? merged : Interceptor.merging(Array(interceptors.dropFirst()))
    interceptIntent = others?.intent
    interceptAction = others?.action
    interceptOther = merged?.other
    redaction = merged?.redaction
    storage = StateStorage(initialState)
    rules = (feature as? any ChangeReacting)?.erasedRules as? [ChangeRule<F.State, F.Action, F.Event>] ?? []
    hasRules = !rules.isEmpty
    observesActions = merged != nil || hasRules
    super.init(scopedSend: nil)
  }

  /// The effect runtime, made on first use (with its sinks, so that an idle store pays nothing
  /// for them). Its closures hold the core weakly: a running effect must not keep the store alive.
  var runtime: EffectRuntime<F.Action, F.Event> {
    if let effects { return effects }
    let sink = Send<F.Action, F.Event>(
      action: { [weak self] in self?.receive($0) },
      event: { [weak self] in self?.emitNow($0) },
      perform: { [weak self] in self?.startLater($0) })
    let immediate = Send<F.Action, F.Event>(
      action: { [weak self] in self?.applyShown($0, source: .intent) },
      event: { [weak self] in self?.emitNow($0) },
      perform: nil)
    let runtime = EffectRuntime(
      sink: sink, immediate: immediate, report: { [weak self] in self?.report($0) }, executor: taskExecutor)
    effects = runtime
    now.hasChecks = true
    return runtime
  }

  deinit {
    // On the main actor: at once when the store is released there, else in a main-actor task
    // that holds what ends with the store (never the store itself).
    let teardown = MainActorBox(
      value: (effects: effects, events: eventChannelIfMade, subscribers: now.subscribers))
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
    let wasProcessing = now.isProcessing
    now.isProcessing = true
    for case .intent(_, let box) in queue.removeAll() { box.start([]) }
    now.hasQueued = false
    // Stopped from within a send (an interceptor, a subscriber): the rest of that send may still
    // start effects, which the queued marker cancels before the send returns.
    if wasProcessing { enqueue(.stopped) }
    tearDown()
  }

  /// What ends with the store, whether it is stopped or goes away.
  private func tearDown() {
    let ended = now.subscribers
    now.subscribers.removeAll()
    Self.tearDown(effects: effects, events: eventChannelIfMade, subscribers: ended)
  }

  private static func tearDown(
    effects: EffectRuntime<F.Action, F.Event>?, events: EventChannel<F.Event>?, subscribers: [Subscriber]
  ) {
    effects?.cancelAll()
    events?.finish()
    for subscriber in subscribers { subscriber.finish?() }
  }

  /// The state, unobserved (the key path root observers register under).
  var state: F.State { storage.value }

  func current() -> F.State? { storage.value }

  // MARK: Sends

  @inlinable @inline(__always)
  func send(_ intent: F.Intent) -> StoreTask {
    if now.isProcessing || hasRules { return sendQueuedOrReacting(intent) }
    now.isProcessing = true
    // `process(_:)`, written out: one function fewer in the code an app's module inlines.
    let tasks = observesActions ? processIntercepted(intent) : handleAndApply(intent, intercepted: false)
    endTransaction()
    return StoreTask(storage: tasks.map(StoreTask.Storage.started) ?? .finished)
  }

  /// A send made while another is processed, queued behind it; or one to a feature with change
  /// rules, processed with them. Both out of line, off the plain path.
  @usableFromInline
  func sendQueuedOrReacting(_ intent: F.Intent) -> StoreTask {
    if now.isProcessing { return enqueue(intent) }
    now.isProcessing = true
    let tasks = processReacting(intent)
    endTransaction()
    return StoreTask(storage: tasks.map(StoreTask.Storage.started) ?? .finished)
  }

  /// Ends the processing of one send: tells observers, then processes what was queued meanwhile.
  @inlinable @inline(__always)
  func endTransaction() {
    publish()
    if now.hasQueued {
      drain()
    } else {
      // A store stopped during this send has a `.stopped` marker queued: `drain` ends it, and
      // leaves it "processing", so that every later send takes the queued path (which reports
      // it) and this path never reads `isStopped`.
      now.isProcessing = false
    }
  }

  private func enqueue(_ intent: F.Intent) -> StoreTask {
    if isStopped {
      report(StopError.sentAfterStop(feature: String(describing: F.self), intent: describe(intent)))
      return StoreTask(storage: .finished)
    }
    let box = StoreTask.Box()
    enqueue(.intent(intent, box))
    return StoreTask(storage: .queued(box))
  }

  private func enqueue(_ pending: Pending) {
    queue.append(pending)
    now.hasQueued = true
  }

  /// An action sent back by a running effect.
  private func receive(_ action: F.Action) {
    if now.isProcessing {
      guard !isStopped else { return }
      enqueue(.action(action))
      return
    }
    now.isProcessing = true
    applyShown(action, source: .effect)
    endTransaction()
  }

  /// Applies an action a running effect sent (`source` `.effect`) or an effect applied as it
  /// started (`.intent`), shown to the interceptors if any observe it.
  private func applyShown(_ action: F.Action, source: ActionSource) {
    guard observesActions else { return apply(action) }
    applyObserved(action, source: source)
    now.hasChanged = true
  }

  /// Processes queued sends in order until none is left; called with `isProcessing` set.
  @usableFromInline
  func drain() {
    defer {
      now.hasQueued = false
      now.isProcessing = isStopped
    }
    var processed = 0
    while let next = queue.popFirst() {
      processed += 1
      if processed > sendLoopLimit {
        let error = dropLoop(after: next)
        // Reported once the store is idle again, so an interceptor that sends when it sees the
        // failure starts a new send instead of queueing behind a transaction that has ended.
        now.hasQueued = false
        now.isProcessing = isStopped
        return report(error)
      }
      switch next {
      case .intent(let intent, let box):
        box.start((hasRules ? processReacting(intent) : process(intent)) ?? [])
      case .action(let action): applyShown(action, source: .effect)
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
    case .intent(let intent, _): last = describe(intent)
    case .action(let action): last = describe(action)
    case .stopped: last = "stop()"
    }
    let error = SendLoopError(
      feature: String(describing: F.self), lastSend: last, limit: sendLoopLimit, dropped: dropped.count)
    for case .intent(_, let box) in dropped { box.start([]) }
    return error
  }

  /// Handles an intent: the tasks of the effects it started, `nil` when its effect was applied at
  /// once (nothing to wait for, and no array to release for a send nobody awaits).
  func process(_ intent: F.Intent) -> [Task<Void, Never>]? {
    if observesActions { return processIntercepted(intent) }
    return handleAndApply(intent, intercepted: false)
  }

  /// ``process(_:)`` for a store with interceptors or change rules, out of the plain send: the
  /// intent shown to the interceptors (kept in the first one's ring, given to the others' hooks),
  /// then handled, an action applied at once shown to them too, all in one call.
  @inlinable @inline(never)
  func processIntercepted(_ intent: F.Intent) -> [Task<Void, Never>]? {
    // The state is copied only when the ring needs it: as its base, before its first step.
    if ring?.hasBase == false {
      ring?.base = storage.value
      ring?.hasBase = true
    }
    ring?.keep(.intent(intent))
    interceptIntent?(intent, storage.value)
    return handleAndApply(intent, intercepted: true)
  }

  /// Handles an intent and applies an action it answers with at once (shown to the interceptors
  /// if `intercepted`); starts any other effect.
  @inlinable @inline(__always)
  func handleAndApply(_ intent: F.Intent, intercepted: Bool) -> [Task<Void, Never>]? {
    // `handle` borrows the state in place, through an `inout` access: read through the storage's
    // address and passed on, it would be copied first (a retain and a release of each array,
    // dictionary and string in it). Nothing changes the state meanwhile: a send is queued.
    func handle(_ state: inout F.State) -> Effect<F.Action, F.Event> {
      feature.handle(intent, state: state)
    }
    // The effect is taken apart, not copied: `Operation` has too many cases for the compiler to
    // copy it inline, so a copy would go through its value witnesses.
    let operation = handle(&storage.value).operation
    switch consume operation {
    // The two most common effects are applied here, without entering the runtime or allocating.
    case .none: return nil
    case .send(let action):
      if intercepted {
        applyObserved(action, source: .intent)
        now.hasChanged = true
      } else {
        apply(action)
      }
      return nil
    case let other: return start(Effect(other))
    }
  }

  /// Handles an intent of a feature with change rules: its tasks with those of the rule effects
  /// its actions started.
  private func processReacting(_ intent: F.Intent) -> [Task<Void, Never>]? {
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
    runtime.startFromSend(effect, tasks: &tasks)
    return tasks
  }

  /// Starts an effect a running effect asked for (a parent's effect made from a child's event).
  private func startLater(_ effect: Effect<F.Action, F.Event>) {
    guard !isStopped else { return }
    var tasks: [Task<Void, Never>] = []
    runtime.start(effect, immediate: runtime.sink, tasks: &tasks)
  }

  /// Applies one action in place, for a store whose actions nobody observes (``process(_:)``
  /// sends the others' intents through ``processIntercepted(_:)``, and ``applyShown(_:source:)``
  /// tells an effect's actions apart).
  @inlinable
  func apply(_ action: F.Action) {
    feature.reduce(&storage.value, action)
    now.hasChanged = true
  }

  /// Applies an action and shows interceptors the state before and after, and where the action
  /// came from. Inlined into ``processIntercepted(_:)``, out of the plain send (so that the copy
  /// of the state it needs is never on the stack of the common path): a call of its own there
  /// made case 1f and 1i 4–6 ns slower.
  @inlinable @inline(__always)
  func applyObserved(_ action: F.Action, source: ActionSource) {
    if hasRules { return applyReacting(action, source: source) }
    // The state is copied for the ring as its base (before its first step), for the other
    // interceptors (before), and kept by the ring after the action when due (one action in its
    // interval), never built as an optional: that cost every send a state's copy (case 1r).
    // Through optional chaining: `if let ring` retained and released the ring on every send, and
    // `if let interceptAction` the hook.
    if ring?.hasBase == false {
      ring?.base = storage.value
      ring?.hasBase = true
    }
    guard interceptAction != nil else {
      feature.reduce(&storage.value, action)
      ring?.keep(.action(action, source: source, state: ring?.untilState == 0)) { storage.value }
      return
    }
    let before = storage.value
    feature.reduce(&storage.value, action)
    ring?.keep(.action(action, source: source, state: ring?.untilState == 0)) { storage.value }
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
      ring?.keepAction(action, before: before, after: storage.value, source: source)
      interceptAction(action, before, storage.value, source)
    } else if let ring {
      let before = ring.hasBase ? nil : storage.value
      feature.reduce(&storage.value, action)
      ring.keepAction(action, before: before, after: storage.value, source: source)
    } else {
      feature.reduce(&storage.value, action)
    }
    guard !checks.isEmpty else { return }
    let effects = checks.compactMap { $0(storage.value) }
    guard !effects.isEmpty, !isStopped else { return }
    isReacting = true
    defer { isReacting = false }
    var tasks: [Task<Void, Never>] = []
    runtime.startFromSend(.merge(effects), tasks: &tasks)
    ruleTasks += tasks
  }

  private func emitNow(_ event: F.Event) {
    interceptOther?(.event(event))
    eventChannel.emit(event)
  }

  func report(_ error: any Error) {
    interceptOther?(.failure(error))
    // A send loop's, a stop's and a scoped store's events' messages name the store itself; a
    // routing mistake and an effect's error need saying whose they are.
    let context =
      switch error {
      case is SendLoopError, is StopError, CompositionError.eventsOfScopedStore: ""
      case is CompositionError: "In a send to \(F.self): "
      default: "Unhandled error in an effect of \(F.self): "
      }
    let text = redaction?.redacted(String(describing: error)) ?? String(describing: error)
    StandardError.write("[MVI] \(context)\(text)\n")
  }

  /// An intent as the store's messages name it, redacted as the interceptors ask.
  private func describe(_ intent: F.Intent) -> String {
    ValueDump.line(redaction?.redacted(intent) ?? intent)
  }

  /// An action as the store's messages name it, redacted as the interceptors ask.
  private func describe(_ action: F.Action) -> String {
    ValueDump.line(redaction?.redacted(action) ?? action)
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
  @inlinable @inline(__always)
  func publish() {
    guard now.hasChanged else { return }
    now.hasChanged = false
    if now.hasChecks { check() }
    // The live list by index, up to those subscribed before (a new one was called when it
    // subscribed): one cancelled meanwhile is a no-op in its place, and `stop()` empties the list.
    let count = now.subscribers.count
    guard count > 0 else { return }
    // The state is handed over in place, as to `handle` (see `process`).
    func deliver(_ state: inout F.State, to onChange: (F.State) -> Void) {
      onChange(state)
    }
    // The storage in a local, held in a register across the calls (cases 1a and 1s measured
    // 0.3–0.5 ns slower reading the property each time).
    let storage = storage
    var index = 0
    repeat {
      deliver(&storage.value, to: now.subscribers[index].onChange)
      index += 1
    } while index < count && index < now.subscribers.count
  }

  /// After a send that applied an action: cancels the effects of the embedded children no
  /// longer in the state, and invalidates the observers of what changed.
  ///
  /// The loop over the armed trackers is all that runs after most sends; the rest is out of line,
  /// so that the code a send runs stays small.
  @usableFromInline
  func check() {
    if hasCancelledSubscribers || effects != nil || now.isStateArmed { checkLifetimesAndState() }
    // A tracker armed while observers are told is appended, with the value it reads now: the
    // loop checks it too, and finds it unchanged.
    var index = 0
    var hasDisarmed = false
    while index < now.armed.count {
      // Borrowed: the list keeps it (a tracker leaves the list only after the loop).
      Unmanaged.passUnretained(now.armed[index]).borrow { tracker in
        guard tracker.update() else { return }
        if tracker.isRead {
          // Observers read it since they were last told: they are told now, and read the new
          // value.
          tracker.isRead = false
          tracker.notify()
        } else {
          // Nobody read it since its observers were told: nobody observes it any more.
          tracker.disarm()
          hasDisarmed = true
        }
      }
      index += 1
    }
    if hasDisarmed { removeDisarmed() }
    now.hasChecks = effects != nil || now.isStateArmed || !now.armed.isEmpty
  }

  /// The part of ``check()`` that runs before the trackers', when there is something to do:
  /// compacts cancelled subscribers, cancels the effects of children gone, tells the observers of
  /// the whole state.
  @inline(never)
  private func checkLifetimesAndState() {
    // Before the subscribers are called: no call of them is under way.
    if hasCancelledSubscribers { compactSubscribers(whileProcessing: true) }
    // Through optional chaining: `if let` would copy the runtime (a retain and a release).
    if effects?.hasLifetimes == true { effects?.cancelEndedLifetimes(in: storage.value) }
    if now.isStateArmed {
      now.isStateArmed = false
      registrar.willSet(self, keyPath: \.state)
      registrar.didSet(self, keyPath: \.state)
    }
  }

  /// Removes the trackers disarmed by a check from the list of armed ones.
  @inline(never)
  private func removeDisarmed() {
    now.armed.removeAll { !$0.isArmed }
  }

  /// The whole state, registering an observer of all of it.
  func observedState() -> F.State {
    if !now.isStateArmed {
      now.isStateArmed = true
      now.hasChecks = true
    }
    registrar.access(self, keyPath: \.state)
    return storage.value
  }

  /// A field, registering an observer of that field only.
  override func observe<Value>(
    _ path: KeyPath<F.State, Value>, equal: () -> ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<F.State>.FieldReader<Value>
  ) -> Value {
    // A loop rather than `first(where:)`, whose closure would check that it runs on the main
    // actor at each element.
    let id = ObjectIdentifier(path)
    var known: Tracker?
    for first in now.firstTrackers where first.path == id {
      known = first.tracker
      break
    }
    let tracker: FieldTracker<F.State, Value> =
      if let known {
        // Made for this very key path, whose type names `Value`.
        unsafeDowncast(known, to: FieldTracker<F.State, Value>.self)
      } else {
        fieldTracker(for: path, equal: equal(), reader: reader)
      }
    arm(tracker)
    return tracker.presentValue
  }

  /// The tracker of the field at `path`, found by equality (a key path made at run time is a new
  /// object each time) or made; the first 16 made are found by the identity of `path` next time.
  private func fieldTracker<Value>(
    for path: KeyPath<F.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<F.State>.FieldReader<Value>
  ) -> FieldTracker<F.State, Value> {
    if let known = trackers[path] {
      // Stored under this very key path, whose type names `Value`.
      return unsafeDowncast(known, to: FieldTracker<F.State, Value>.self)
    }
    let tracker = FieldTracker(storage: storage, reader: reader(), equal: equal)
    trackers[path] = tracker
    if now.firstTrackers.count < 16 { now.firstTrackers.append((ObjectIdentifier(path), tracker)) }
    return tracker
  }

  /// Registers a read with the observation registrar and marks the tracker read, arming it with
  /// the value the reader sees if it is not armed.
  @inline(__always)
  func arm(_ tracker: Tracker) {
    if !tracker.isArmed {
      tracker.isArmed = true
      tracker.remember()
      now.armed.append(tracker)
      now.hasChecks = true
    }
    tracker.isRead = true
    tracker.access()
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
    compactSubscribers()
    now.subscribers.append(Subscriber(id: id, onChange: onChange, finish: finish))
    onChange(storage.value)
    return id
  }

  /// Removes a subscriber and finishes its stream, if it has one.
  func finishSubscriber(_ id: Int) {
    takeSubscriber(id)?()
  }

  func removeSubscriber(_ id: Int) {
    _ = takeSubscriber(id)
  }

  /// Removes a subscriber; returns what finishes its stream, if it has one. While a send is
  /// processed its subscribers may be being called: its place is kept, doing nothing, until the
  /// next subscription or cancellation after the send, or the next send's check.
  private func takeSubscriber(_ id: Int) -> (() -> Void)? {
    guard let index = now.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
    let finish = now.subscribers[index].finish
    if now.isProcessing {
      now.subscribers[index] = Subscriber(id: Subscriber.cancelled, onChange: { _ in }, finish: nil)
      hasCancelledSubscribers = true
      now.hasChecks = true
    } else {
      now.subscribers.remove(at: index)
      compactSubscribers()
    }
    return finish
  }

  /// Removes the places of subscribers cancelled during a send, when no call of the subscribers is
  /// under way: no send is processed, or the next send's check, before they are called.
  private func compactSubscribers(whileProcessing: Bool = false) {
    guard hasCancelledSubscribers, whileProcessing || !now.isProcessing else { return }
    now.subscribers.removeAll { $0.id == Subscriber.cancelled }
    hasCancelledSubscribers = false
  }

  // MARK: Scoping

  func scope<Child: Feature>(
    _ path: KeyPath<F.State, Child.State>, send: @escaping (Child.Intent) -> StoreTask
  ) -> any StoreEngine<Child> & StoreCore<Child> {
    ScopedCore<F, Child>(root: self, place: .always(path), send: send, initial: storage.value[keyPath: path])
  }

  func scope<Child: Feature>(
    optional path: KeyPath<F.State, Child.State?>, isPresent: @escaping (inout Child.State?) -> Bool,
    send: @escaping (Child.Intent) -> StoreTask
  ) -> (any StoreEngine<Child> & StoreCore<Child>)? {
    scoped(at: .optional(path, isPresent: isPresent), send: send)
  }

  func scope<Child: Feature>(
    extract: @escaping (F.State) -> Child.State?, send: @escaping (Child.Intent) -> StoreTask
  ) -> (any StoreEngine<Child> & StoreCore<Child>)? {
    scoped(at: .extracted(extract), send: send)
  }

  /// The engine of the child at `place`, `nil` when it is absent now.
  func scoped<Child: Feature>(
    at place: StateStorage<F.State>.Place<Child.State>, send: @escaping (Child.Intent) -> StoreTask
  ) -> ScopedCore<F, Child>? {
    guard let initial = storage.child(at: place) else { return nil }
    return ScopedCore<F, Child>(root: self, place: place, send: send, initial: initial)
  }
}
