/// The link of a store scoped, at any depth, from `Store<Root>`.
///
/// The child is reached by one key path made of the key paths given to `scope` and force-unwraps
/// (`forced`), guarded by one presence test per optional level (`checks`). When every level is a
/// stored property, the child's byte offset and concrete presence tests (`layout`) replace both:
/// a read is then a few loads, however deep the scope.
@usableFromInline
final class RootLink<Root: Feature, Child: Feature>: ScopeLink<Child> {
  /// A field of the child read through the scoped store: its tracker, and the value last read.
  final class Field<Value> {
    /// Reads the field from the root's state; valid when the child is present.
    let read: (UnsafeMutablePointer<Root.State>) -> Value
    let tracker: Store<Root>.Tracker
    var last: Value?
    init(read: @escaping (UnsafeMutablePointer<Root.State>) -> Value, tracker: Store<Root>.Tracker) {
      self.read = read
      self.tracker = tracker
    }
  }

  /// Where the child lies in the root's state when every level on the way is a stored property:
  /// reads are then a presence test per optional level and one load, with no key path walk.
  struct Layout {
    /// The child's byte offset from the start of the root's state, when present.
    var offset: Int
    /// Per optional level, the offset of the optional and the test of whether it holds a value.
    var checks: [(offset: Int, isPresent: (UnsafeRawPointer) -> Bool)]
  }

  let root: Store<Root>
  /// The path to the child, valid when every check holds.
  let forced: KeyPath<Root.State, Child.State>
  /// Whether each optional level on the way is present, outermost first.
  let checks: [KeyPath<Root.State, Bool>]
  /// The child's layout, when every level is a stored property.
  let layout: Layout?
  let sendToRoot: (Child.Intent) -> StoreTask
  private var fields: [AnyKeyPath: AnyObject] = [:]
  private var wholeStateTracker: Store<Root>.Tracker?
  private var subscriberIDs: [Int] = []

  init(
    root: Store<Root>, forced: KeyPath<Root.State, Child.State>, checks: [KeyPath<Root.State, Bool>],
    layout: Layout?, send: @escaping (Child.Intent) -> StoreTask
  ) {
    self.root = root
    self.forced = forced
    self.checks = checks
    self.layout = layout
    self.sendToRoot = send
  }

  @usableFromInline
  convenience init(
    root: Store<Root>, always path: KeyPath<Root.State, Child.State>,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    let layout = MemoryLayout<Root.State>.offset(of: path).map { Layout(offset: $0, checks: []) }
    self.init(root: root, forced: path, checks: [], layout: layout, send: send)
  }

  /// - Parameter presence: Tests whether the `Child.State?` at an address holds a value; made
  ///   where the types are concrete, so the test is a direct load.
  @usableFromInline
  convenience init(
    root: Store<Root>, optional path: KeyPath<Root.State, Child.State?>,
    send: @escaping (Child.Intent) -> StoreTask, presence: @escaping (UnsafeRawPointer) -> Bool
  ) {
    // An optional's payload is stored at its start: the child is where the optional is.
    let layout = MemoryLayout<Root.State>.offset(of: path).map {
      Layout(offset: $0, checks: [($0, presence)])
    }
    self.init(
      root: root, forced: path.appending(path: \Optional<Child.State>.self!),
      checks: [path.appending(path: \Optional<Child.State>._isPresent)], layout: layout, send: send)
  }

  override func send(_ intent: Child.Intent) -> StoreTask { sendToRoot(intent) }

  /// Whether the child is in the root's state.
  private static func isPresent(
    _ state: UnsafeMutablePointer<Root.State>, _ checks: [KeyPath<Root.State, Bool>], _ layout: Layout?
  ) -> Bool {
    if let layout {
      let base = UnsafeRawPointer(state)
      for check in layout.checks where !check.isPresent(base + check.offset) { return false }
      return true
    }
    for check in checks where !state.pointee[keyPath: check] { return false }
    return true
  }

  /// Reads a field of the child, which must be present, with a read from the child's address.
  private func reading<Value>(
    _ read: @escaping (UnsafeRawPointer) -> Value
  ) -> (UnsafeMutablePointer<Root.State>) -> Value {
    if let offset = layout?.offset {
      return { read(UnsafeRawPointer($0) + offset) }
    }
    let forced = forced
    return { storage in withUnsafePointer(to: storage.pointee[keyPath: forced]) { read(UnsafeRawPointer($0)) }
    }
  }

  override func current() -> Child.State? {
    guard Self.isPresent(root.storage, checks, layout) else { return nil }
    guard let layout else { return root.storage.pointee[keyPath: forced] }
    return (UnsafeRawPointer(root.storage) + layout.offset).assumingMemoryBound(to: Child.State.self).pointee
  }

  private func tracker<Value>(
    read: @escaping (UnsafeMutablePointer<Root.State>) -> Value,
    equal: ((Value, Value) -> Bool)?
  ) -> Store<Root>.Tracker {
    let (checks, layout) = (checks, layout)
    let changeCheck: (UnsafeMutablePointer<Root.State>) -> () -> Bool
    if let equal {
      changeCheck = { storage in
        let seen = Self.isPresent(storage, checks, layout) ? read(storage) : nil
        return {
          let now = Self.isPresent(storage, checks, layout) ? read(storage) : nil
          switch (seen, now) {
          case (nil, nil): return false
          case (let seen?, let now?): return !equal(seen, now)
          default: return true
          }
        }
      }
    } else {
      changeCheck = { _ in { true } }
    }
    return root.newScopedTracker(changeCheck: changeCheck)
  }

  override func read<Value>(
    _ field: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> (UnsafeRawPointer) -> Value
  ) -> Value? {
    let entry: Field<Value>
    if let known = fields[field] {
      entry = unsafeDowncast(known, to: Field<Value>.self)
    } else {
      let read = reading(reader())
      entry = Field(read: read, tracker: tracker(read: read, equal: equal))
      fields[field] = entry
    }
    root.arm(entry.tracker)
    guard Self.isPresent(root.storage, checks, layout) else { return entry.last }
    let value = entry.read(root.storage)
    entry.last = value
    return value
  }

  override func state(last: UnsafeMutablePointer<Child.State>) -> Child.State {
    let tracker = wholeStateTracker ?? makeWholeStateTracker()
    root.arm(tracker)
    guard let state = current() else { return last.pointee }
    last.pointee = state
    return state
  }

  private func makeWholeStateTracker() -> Store<Root>.Tracker {
    let tracker = self.tracker(
      read: reading { $0.assumingMemoryBound(to: Child.State.self).pointee },
      equal: Equality.of(Child.State.self))
    wholeStateTracker = tracker
    return tracker
  }

  override func scope<Grandchild: Feature>(
    _ subpath: KeyPath<Child.State, Grandchild.State>, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> ScopeLink<Grandchild> {
    let layout = layout.flatMap { layout in
      MemoryLayout<Child.State>.offset(of: subpath).map {
        RootLink<Root, Grandchild>.Layout(offset: layout.offset + $0, checks: layout.checks)
      }
    }
    return RootLink<Root, Grandchild>(
      root: root, forced: forced.appending(path: subpath), checks: checks, layout: layout, send: send)
  }

  override func scope<Grandchild: Feature>(
    _ subpath: KeyPath<Child.State, Grandchild.State?>, send: @escaping (Grandchild.Intent) -> StoreTask,
    presence: @escaping (UnsafeRawPointer) -> Bool
  ) -> ScopeLink<Grandchild> {
    let path = forced.appending(path: subpath)
    let layout = layout.flatMap { layout in
      MemoryLayout<Child.State>.offset(of: subpath).map {
        let offset = layout.offset + $0
        return RootLink<Root, Grandchild>.Layout(
          offset: offset, checks: layout.checks + [(offset, presence)])
      }
    }
    return RootLink<Root, Grandchild>(
      root: root, forced: path.appending(path: \Optional<Grandchild.State>.self!),
      checks: checks + [path.appending(path: \Optional<Grandchild.State>._isPresent)], layout: layout,
      send: send)
  }

  override func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    let (forced, checks) = (forced, checks)
    let id = root.addSubscriber(
      { state in
        for check in checks where !state[keyPath: check] { return }
        onChange(state[keyPath: forced])
      }, finish: finish)
    subscriberIDs.append(id)
    return id
  }

  override func removeSubscriber(_ id: Int) {
    subscriberIDs.removeAll { $0 == id }
    root.removeSubscriber(id)
  }

  override func detach() {
    for id in subscriberIDs { root.finishSubscriber(id) }
    subscriberIDs.removeAll()
  }

  override var runningEffectCount: Int { root.runningEffectCount }
  override func isEffectRunning(_ id: EffectID) -> Bool { root.isEffectRunning(id: id) }
  override func waitForEffects() async { await root.waitForEffects() }
}

extension Optional {
  /// Whether a value is present; a key path component that reads no further.
  var _isPresent: Bool { self != nil }
}
