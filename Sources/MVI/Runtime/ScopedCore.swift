/// The engine of a store scoped, at any depth, from a store of `Root`: it holds no state and runs
/// nothing; it reads the child straight from the root's storage, at its ``StateStorage/Place``,
/// and sends the child's intents toward the root, embedded. However deep the scope, a read is one
/// hop.
///
/// It owns only what its own readers need (``Readers``: the trackers of the fields read through
/// it, the last values they saw, its state subscriptions), made on the first read. An idle scoped
/// store allocates nothing but itself.
@MainActor
final class ScopedCore<Root: Feature, Child: Feature>: StoreEngine<Child>, StoreCore {
  typealias F = Child

  /// What the readers of the store need, made on the first read or subscription.
  ///
  /// `@unchecked Sendable` only so that the nonisolated `deinit` may move it into its main-actor
  /// teardown: it is used on the main actor alone.
  final class Readers: @unchecked Sendable {
    /// The fields read through the store (``Field``), by key path; the whole state under `\.self`.
    var fields: [AnyKeyPath: AnyObject] = [:]
    /// The first 16 fields, by the identity of the key path object each was made for (a key path
    /// literal is one object, compared without hashing its components); ``fields`` keeps the
    /// objects, so no other takes their identity, and the fields, which are found here unretained.
    var firstFields: [(path: ObjectIdentifier, field: Unmanaged<AnyObject>)] = []
    var subscriberIDs: [Int] = []
    /// The stores given for the rows of the child's collections, made on the first `scope(each:)`.
    var rowStores: RowStoreCache?
  }

  /// A part of the child read through the store: its tracker (which reads it), and the value last
  /// read while the child was present, kept through a pointer (written on every read: a class's
  /// stored property would pay two run-time exclusivity checks a read).
  final class Field<Value> {
    let tracker: FieldTracker<Root.State, Value>
    let last: StateStorage<Value>

    init(tracker: FieldTracker<Root.State, Value>, last: Value) {
      self.tracker = tracker
      self.last = StateStorage(last)
    }
  }

  let root: RootCore<Root>
  let place: StateStorage<Root.State>.Place<Child.State>
  /// The child's state when the store was made, then as last read: what it shows once the child
  /// is gone.
  private var last: Child.State
  /// ``Readers`` once made, retained once (released by `deinit`): a read borrows it, with no
  /// retain and release.
  private var readersIfMade: Unmanaged<Readers>?

  init(
    root: RootCore<Root>, place: StateStorage<Root.State>.Place<Child.State>,
    send: @escaping (Child.Intent) -> StoreTask, initial: Child.State
  ) {
    self.root = root
    self.place = place
    last = initial
    super.init(scopedSend: send)
  }

  deinit {
    guard let readers = readersIfMade?.takeRetainedValue() else { return }
    // The subscriptions were made at the root; they end with this store (on the main actor: at
    // once when released there, else in a main-actor task that keeps the root until it runs).
    let teardown = MainActorBox(value: (root: root, readers: readers))
    MainActorTeardown.run {
      let (root, readers) = teardown.value
      for id in readers.subscriberIDs { root.finishSubscriber(id) }
    }
  }

  private var readers: Unmanaged<Readers> {
    if let readersIfMade { return readersIfMade }
    let readers = Unmanaged.passRetained(Readers())
    readersIfMade = readers
    return readers
  }

  var rowStores: RowStoreCache {
    let readers = readers.takeUnretainedValue()
    if let cache = readers.rowStores { return cache }
    let cache = RowStoreCache()
    readers.rowStores = cache
    return cache
  }

  func current() -> Child.State? {
    root.storage.child(at: place)
  }

  func observedState() -> Child.State {
    if let field = firstField(at: \Child.State.self) {
      last = read(field)
    } else {
      last = read(
        otherField(at: \Child.State.self) {
          FieldTracker(
            storage: root.storage, address: StateStorage.childAddress(at: place),
            reader: StateStorage<Child.State>.FieldReader(\.self), equal: Equality.of(Child.State.self))
        })
    }
    return last
  }

  override func observe<Value>(
    _ path: KeyPath<Child.State, Value>, equal: () -> ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<Child.State>.FieldReader<Value>
  ) -> Value {
    if let field = firstField(at: path) { return read(field) }
    return read(fieldMade(at: path, equal: equal, reader: reader))
  }

  /// The part at `path`, found among the other fields or made on its first read: the rest of a
  /// read, out of line.
  @inline(never)
  private func fieldMade<Value>(
    at path: KeyPath<Child.State, Value>, equal: () -> ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<Child.State>.FieldReader<Value>
  ) -> Unmanaged<Field<Value>> {
    otherField(at: path) {
      FieldTracker(
        storage: root.storage, address: StateStorage.childAddress(at: place), reader: reader(), equal: equal()
      )
    }
  }

  /// Reads a part of the child and arms its tracker: the part now, or, when the child is gone,
  /// what was last read (for a part never read, what it was in the state last seen).
  @inline(__always)
  private func read<Value>(_ field: Unmanaged<Field<Value>>) -> Value {
    // Borrowed: the readers keep the field, and the field its tracker and value.
    field.borrow { field in
      root.arm(field.tracker)
      _ = field.tracker.read(into: field.last)
      return field.last.value
    }
  }

  /// The part at `path` if it is among the first 16 read; unretained (the readers keep it).
  @inline(__always)
  private func firstField<Value>(at path: KeyPath<Child.State, Value>) -> Unmanaged<Field<Value>>? {
    let id = ObjectIdentifier(path)
    let first: Unmanaged<AnyObject>? = readers.borrow { readers in
      // An indexed loop over the list in place: `for`, or `first(where:)`, would copy it (and
      // the closure check that it runs on the main actor at each element).
      var index = 0
      while index < readers.firstFields.count {
        if readers.firstFields[index].path == id { return readers.firstFields[index].field }
        index += 1
      }
      return nil
    }
    // Stored under this very key path, whose type names `Value`.
    guard let first else { return nil }
    return Unmanaged.fromOpaque(first.toOpaque())
  }

  /// The part at `path` when it is not among the first 16 read, made on its first read;
  /// unretained (the readers keep it).
  ///
  /// - Parameter makeTracker: Makes the part's tracker; called on the part's first read only.
  private func otherField<Value>(
    at path: KeyPath<Child.State, Value>, makeTracker: () -> FieldTracker<Root.State, Value>
  ) -> Unmanaged<Field<Value>> {
    readers.borrow { readers in
      if let known = readers.fields[path] {
        // Stored under this very key path, whose type names `Value`.
        return Unmanaged.passUnretained(unsafeDowncast(known, to: Field<Value>.self))
      }
      let field = Field(tracker: makeTracker(), last: last[keyPath: path])
      readers.fields[path] = field
      if readers.firstFields.count < 16 {
        readers.firstFields.append((ObjectIdentifier(path), Unmanaged.passUnretained(field)))
      }
      return Unmanaged.passUnretained(field)
    }
  }

  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State>, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> any StoreEngine<Grandchild> & StoreCore<Grandchild> {
    let place = place.appending(path)
    let initial = root.storage.child(at: place) ?? last[keyPath: path]
    return ScopedCore<Root, Grandchild>(root: root, place: place, send: send, initial: initial)
  }

  func scope<Grandchild: Feature>(
    optional path: KeyPath<Child.State, Grandchild.State?>,
    isPresent: @escaping (inout Grandchild.State?) -> Bool, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> (any StoreEngine<Grandchild> & StoreCore<Grandchild>)? {
    root.scoped(at: place.appending(optional: path, isPresent: isPresent), send: send)
  }

  func scope<Grandchild: Feature>(
    extract: @escaping (Child.State) -> Grandchild.State?, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> (any StoreEngine<Grandchild> & StoreCore<Grandchild>)? {
    root.scoped(at: place.appending(extract: extract), send: send)
  }

  func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    let place = place
    let id = root.addSubscriber(
      { state in
        guard let child = place.extract(from: state) else { return }
        onChange(child)
      }, finish: finish)
    readers.borrow { $0.subscriberIDs.append(id) }
    return id
  }

  func removeSubscriber(_ id: Int) {
    readersIfMade?.borrow { $0.subscriberIDs.removeAll { $0 == id } }
    root.removeSubscriber(id)
  }

  var events: EventStream<Child.Event> {
    root.report(CompositionError.eventsOfScopedStore(String(reflecting: Child.self)))
    return .finished
  }

  func startListening() -> EventStream<Child.Event> { events }

  var bufferedEventCount: Int { 0 }

  var sendLoopLimit: Int {
    get { root.sendLoopLimit }
    set { root.sendLoopLimit = newValue }
  }

  var runningEffectCount: Int { root.runningEffectCount }
  var isStopped: Bool { root.isStopped }
  func stop() { root.report(StopError.scopedStore(feature: String(describing: Child.self))) }
  func isEffectRunning(_ id: EffectID) -> Bool { root.isEffectRunning(id) }
  func waitForEffects() async { await root.waitForEffects() }
}
