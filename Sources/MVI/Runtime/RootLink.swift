/// The link of a store scoped, at any depth, from `Store<Root>`.
///
/// The child is found in the root's state in one of two ways, decided when the scope is made:
/// - when every level on the way is a stored property, by its byte offset, after one presence
///   test per optional level (`layout`): a read is a few loads, however deep the scope;
/// - otherwise (a subscript such as `\.rows[id: id]`, an optional chain such as
///   `\.path[id: id]?.detail`), by reading the key paths given to `scope`, one after the other
///   (`child`). The key paths are never appended to one another: appending to a key path with an
///   optional chain is not supported by the runtime when the chain ends in `nil`.
@usableFromInline
final class RootLink<Root: Feature, Child: Feature>: ScopeLink<Child> {
  /// A field of the child read through the scoped store: its read, its tracker, and the value
  /// last read while the child was present.
  final class Field<Value> {
    /// Reads the field from the root's state; `nil` when the child is absent.
    let read: (UnsafeMutablePointer<Root.State>) -> Value?
    let tracker: Store<Root>.Tracker
    var last: Value?
    init(read: @escaping (UnsafeMutablePointer<Root.State>) -> Value?, tracker: Store<Root>.Tracker) {
      self.read = read
      self.tracker = tracker
    }
  }

  /// Where the child lies in the root's state when every level on the way is a stored property.
  struct Layout {
    /// The child's byte offset from the start of the root's state, when present.
    var offset: Int
    /// Per optional level, the offset of the optional and the test of whether it holds a value.
    var checks: [(offset: Int, isPresent: (UnsafeRawPointer) -> Bool)]

    func isPresent(in state: UnsafeMutablePointer<Root.State>) -> Bool {
      let base = UnsafeRawPointer(state)
      for check in checks where !check.isPresent(base + check.offset) { return false }
      return true
    }
  }

  let root: Store<Root>
  /// The child's state in the root's state, `nil` when absent.
  let child: (UnsafePointer<Root.State>) -> Child.State?
  /// The child's layout, when every level is a stored property.
  let layout: Layout?
  let sendToRoot: (Child.Intent) -> StoreTask
  private var fields: [AnyKeyPath: AnyObject] = [:]
  private var wholeStateTracker: Store<Root>.Tracker?
  private var subscriberIDs: [Int] = []

  init(
    root: Store<Root>, child: @escaping (UnsafePointer<Root.State>) -> Child.State?, layout: Layout?,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    self.root = root
    self.child = child
    self.layout = layout
    self.sendToRoot = send
  }

  @usableFromInline
  convenience init(
    root: Store<Root>, always path: KeyPath<Root.State, Child.State>,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    let layout = MemoryLayout<Root.State>.offset(of: path).map { Layout(offset: $0, checks: []) }
    self.init(root: root, child: { $0.pointee[keyPath: path] }, layout: layout, send: send)
  }

  /// A child found in the root's state by a function (a case of an enum): read through it.
  @usableFromInline
  convenience init(
    root: Store<Root>, extract: @escaping (Root.State) -> Child.State?,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    self.init(root: root, child: { extract($0.pointee) }, layout: nil, send: send)
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
    self.init(root: root, child: { $0.pointee[keyPath: path] }, layout: layout, send: send)
  }

  override func send(_ intent: Child.Intent) -> StoreTask { sendToRoot(intent) }

  override func current() -> Child.State? {
    guard let layout else { return child(root.storage) }
    guard layout.isPresent(in: root.storage) else { return nil }
    return (UnsafeRawPointer(root.storage) + layout.offset).assumingMemoryBound(to: Child.State.self).pointee
  }

  /// Reads a value of the child with a read from the child's address; `nil` when it is absent.
  private func reading<Value>(
    _ read: @escaping (UnsafeRawPointer) -> Value
  ) -> (UnsafeMutablePointer<Root.State>) -> Value? {
    if let layout {
      let offset = layout.offset
      return { storage in
        guard layout.isPresent(in: storage) else { return nil }
        return read(UnsafeRawPointer(storage) + offset)
      }
    }
    let child = child
    return { storage in
      guard let state = child(storage) else { return nil }
      return withUnsafePointer(to: state) { read(UnsafeRawPointer($0)) }
    }
  }

  private func tracker<Value>(
    read: @escaping (UnsafeMutablePointer<Root.State>) -> Value?, equal: ((Value, Value) -> Bool)?
  ) -> Store<Root>.Tracker {
    let changeCheck: (UnsafeMutablePointer<Root.State>) -> () -> Bool
    if let equal {
      changeCheck = { storage in
        let seen = read(storage)
        return {
          switch (seen, read(storage)) {
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
    guard let value = entry.read(root.storage) else { return entry.last }
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
    let read = reading { $0.assumingMemoryBound(to: Child.State.self).pointee }
    let tracker = self.tracker(read: read, equal: Equality.of(Child.State.self))
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
    let child = child
    return RootLink<Root, Grandchild>(
      root: root, child: { child($0)?[keyPath: subpath] }, layout: layout, send: send)
  }

  override func scope<Grandchild: Feature>(
    _ subpath: KeyPath<Child.State, Grandchild.State?>, send: @escaping (Grandchild.Intent) -> StoreTask,
    presence: @escaping (UnsafeRawPointer) -> Bool
  ) -> ScopeLink<Grandchild> {
    let layout = layout.flatMap { layout in
      MemoryLayout<Child.State>.offset(of: subpath).map {
        let offset = layout.offset + $0
        return RootLink<Root, Grandchild>.Layout(offset: offset, checks: layout.checks + [(offset, presence)])
      }
    }
    let child = child
    return RootLink<Root, Grandchild>(
      root: root, child: { child($0)?[keyPath: subpath] ?? nil }, layout: layout, send: send)
  }

  override func scope<Grandchild: Feature>(
    _ extract: @escaping (Child.State) -> Grandchild.State?, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> ScopeLink<Grandchild> {
    let child = child
    return RootLink<Root, Grandchild>(
      root: root, child: { child($0).flatMap(extract) }, layout: nil, send: send)
  }

  override func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    let child = child
    let id = root.addSubscriber(
      { state in
        guard let state = withUnsafePointer(to: state, child) else { return }
        onChange(state)
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
