/// The engine of a store scoped, at any depth, from a store of `Root`: it holds no state and runs
/// nothing; it reads the child straight from the root's storage, at its ``StateStorage/Place``,
/// and sends the child's intents to the root, embedded. However deep the scope, a read is one hop
/// and a send one call to the root.
///
/// It owns only what its own readers need: the trackers of the fields read through it and the
/// last values they saw (shown once the child is gone), and its state subscriptions. An idle
/// scoped store allocates nothing but itself.
@MainActor
@usableFromInline
final class ScopedCore<Root: Feature, Child: Feature>: ScopeCore {
  let root: RootCore<Root>
  let place: StateStorage<Root.State>.Place<Child.State>
  /// Embeds an intent of the child in an intent of the root (through every level between).
  let toRoot: (Child.Intent) -> Root.Intent
  /// `RootCore.send`, made where `Root` is concrete, so that a send runs the root's specialized path.
  let rootSend: (RootCore<Root>, Root.Intent) -> StoreTask
  /// The child's state when the store was made, then as last read: what it shows once the child is gone.
  private var last: Child.State
  /// The fields read through this store (``Field``), by key path.
  private var fields: [AnyKeyPath: AnyObject] = [:]
  private var wholeStateTracker: Tracker<Root.State>?
  private var subscriberIDs: [Int] = []
  private var silentEvents: EventChannel<Child.Event>?

  /// A field of the child read through the store: its read, its tracker, and the value last read
  /// while the child was present.
  final class Field<Value> {
    let read: StateStorage<Child.State>.FieldReader<Value>
    let tracker: Tracker<Root.State>
    var last: Value?

    init(read: StateStorage<Child.State>.FieldReader<Value>, tracker: Tracker<Root.State>) {
      self.read = read
      self.tracker = tracker
    }
  }

  @usableFromInline
  init(
    root: RootCore<Root>, place: StateStorage<Root.State>.Place<Child.State>,
    toRoot: @escaping (Child.Intent) -> Root.Intent,
    rootSend: @escaping (RootCore<Root>, Root.Intent) -> StoreTask, initial: Child.State
  ) {
    self.root = root
    self.place = place
    self.toRoot = toRoot
    self.rootSend = rootSend
    last = initial
  }

  isolated deinit {
    // The subscriptions were made at the root; they end with this store.
    for id in subscriberIDs { root.finishSubscriber(id) }
    silentEvents?.finish()
  }

  @usableFromInline
  func send(_ intent: Child.Intent) -> StoreTask {
    rootSend(root, toRoot(intent))
  }

  @usableFromInline
  func current() -> Child.State? {
    root.storage.child(at: place)
  }

  @usableFromInline
  func observedState() -> Child.State {
    let tracker = wholeStateTracker ?? makeWholeStateTracker()
    root.arm(tracker)
    guard let state = current() else { return last }
    last = state
    return state
  }

  private func makeWholeStateTracker() -> Tracker<Root.State> {
    let place = place
    let tracker = self.tracker(read: { $0.child(at: place) }, equal: Equality.of(Child.State.self))
    wholeStateTracker = tracker
    return tracker
  }

  @usableFromInline
  func observe<Value>(
    _ path: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<Child.State>.FieldReader<Value>
  ) -> Value {
    let field: Field<Value>
    if let known = fields[path] {
      // Stored under this very key path, whose type names `Value`.
      field = unsafeDowncast(known, to: Field<Value>.self)
    } else {
      let read = reader()
      let place = place
      field = Field(read: read, tracker: tracker(read: { $0.field(read, at: place) }, equal: equal))
      fields[path] = field
    }
    root.arm(field.tracker)
    guard let value = root.storage.field(field.read, at: place) else {
      // The child is gone: what was last read, or, for a field never read, the state it had
      // when last seen.
      return field.last ?? last[keyPath: path]
    }
    field.last = value
    return value
  }

  /// A tracker of a value read from the root's storage, `nil` while the child is absent; a change
  /// is a new value (when `equal` is given), the child leaving or coming back.
  private func tracker<Value>(
    read: @escaping (StateStorage<Root.State>) -> Value?, equal: ((Value, Value) -> Bool)?
  ) -> Tracker<Root.State> {
    guard let equal else { return root.newScopedTracker(changeCheck: { _ in { true } }) }
    return root.newScopedTracker { storage in
      let seen = read(storage)
      return {
        switch (seen, read(storage)) {
        case (nil, nil): return false
        case (let seen?, let now?): return !equal(seen, now)
        default: return true
        }
      }
    }
  }

  @usableFromInline
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State>, embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> any ScopeCore<Grandchild> {
    let place = place.appending(path)
    let initial = root.storage.child(at: place) ?? last[keyPath: path]
    return scoped(place, embed: embed, initial: initial)
  }

  @usableFromInline
  func scope<Grandchild: Feature>(
    optional path: KeyPath<Child.State, Grandchild.State?>,
    embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> (any ScopeCore<Grandchild>)? {
    let place = place.appending(optional: path)
    return root.storage.child(at: place).map { scoped(place, embed: embed, initial: $0) }
  }

  @usableFromInline
  func scope<Grandchild: Feature>(
    extract: @escaping (Child.State) -> Grandchild.State?,
    embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> (any ScopeCore<Grandchild>)? {
    let place = place.appending(extract: extract)
    return root.storage.child(at: place).map { scoped(place, embed: embed, initial: $0) }
  }

  private func scoped<Grandchild: Feature>(
    _ place: StateStorage<Root.State>.Place<Grandchild.State>,
    embed: @escaping (Grandchild.Intent) -> Child.Intent,
    initial: Grandchild.State
  ) -> ScopedCore<Root, Grandchild> {
    let toRoot = toRoot
    return ScopedCore<Root, Grandchild>(
      root: root, place: place, toRoot: { toRoot(embed($0)) }, rootSend: rootSend, initial: initial)
  }

  @usableFromInline
  func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    let place = place
    let id = root.addSubscriber(
      { state in
        guard let child = place.extract(from: state) else { return }
        onChange(child)
      }, finish: finish)
    subscriberIDs.append(id)
    return id
  }

  @usableFromInline
  func removeSubscriber(_ id: Int) {
    subscriberIDs.removeAll { $0 == id }
    root.removeSubscriber(id)
  }

  @usableFromInline
  var events: AsyncStream<Child.Event> {
    let channel = silentEvents ?? EventChannel()
    silentEvents = channel
    return channel.listen()
  }

  @usableFromInline
  var sendLoopLimit: Int {
    get { root.sendLoopLimit }
    set { root.sendLoopLimit = newValue }
  }

  @usableFromInline
  var runningEffectCount: Int { root.runningEffectCount }
  @usableFromInline
  func isEffectRunning(_ id: EffectID) -> Bool { root.isEffectRunning(id) }
  @usableFromInline
  func waitForEffects() async { await root.waitForEffects() }
}
