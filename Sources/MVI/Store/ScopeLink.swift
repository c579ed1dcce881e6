import Observation

/// How a scoped store reaches the store that holds its state (the *root*): sends go to the root,
/// reads go straight into the root's state through one composed key path, observers are the
/// root's. However deep the scope, there is one hop, never a chain of stores.
@MainActor
@usableFromInline
class ScopeLink<Child: Feature> {
  @usableFromInline
  func send(_ intent: Child.Intent) -> StoreTask { fatalError("abstract") }
  @usableFromInline
  func current() -> Child.State? { fatalError("abstract") }
  func state(last: UnsafeMutablePointer<Child.State>) -> Child.State { fatalError("abstract") }
  @usableFromInline
  func read<Value>(_ path: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?) -> Value? {
    fatalError("abstract")
  }
  @usableFromInline
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State>, embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> ScopeLink<Grandchild> { fatalError("abstract") }
  @usableFromInline
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State?>, embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> ScopeLink<Grandchild> { fatalError("abstract") }
  func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    fatalError("abstract")
  }
  func removeSubscriber(_ id: Int) { fatalError("abstract") }
  /// Ends what the scoped store started at its root (its state subscriptions); it is going away.
  func detach() { fatalError("abstract") }
  var runningEffectCount: Int { fatalError("abstract") }
  func isEffectRunning(_ id: EffectID) -> Bool { fatalError("abstract") }
  func waitForEffects() async { fatalError("abstract") }
}

/// The link of a store scoped, at any depth, from `Store<Root>`.
@usableFromInline
final class RootLink<Root: Feature, Child: Feature>: ScopeLink<Child> {
  enum Path {
    case always(KeyPath<Root.State, Child.State>)
    case optional(KeyPath<Root.State, Child.State?>)
  }

  /// A field of the child read through the scoped store: its path from the root, and its tracker.
  final class Field<Value> {
    let read: (UnsafeMutablePointer<Root.State>) -> Value?
    let tracker: Store<Root>.Tracker
    /// The value last read while the child was present.
    var last: Value?
    init(read: @escaping (UnsafeMutablePointer<Root.State>) -> Value?, tracker: Store<Root>.Tracker) {
      self.read = read
      self.tracker = tracker
    }
  }

  let root: Store<Root>
  let path: Path
  let sendToRoot: (Child.Intent) -> StoreTask
  private var fields: [AnyKeyPath: AnyObject] = [:]
  private var wholeStateTracker: Store<Root>.Tracker?
  private var subscriberIDs: [Int] = []

  init(root: Store<Root>, path: Path, send: @escaping (Child.Intent) -> StoreTask) {
    self.root = root
    self.path = path
    self.sendToRoot = send
  }

  @usableFromInline
  convenience init(
    root: Store<Root>, always path: KeyPath<Root.State, Child.State>,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    self.init(root: root, path: .always(path), send: send)
  }

  @usableFromInline
  convenience init(
    root: Store<Root>, optional path: KeyPath<Root.State, Child.State?>,
    send: @escaping (Child.Intent) -> StoreTask
  ) {
    self.init(root: root, path: .optional(path), send: send)
  }

  override func send(_ intent: Child.Intent) -> StoreTask { sendToRoot(intent) }

  override func current() -> Child.State? {
    switch path {
    case .always(let path): return root.storage.pointee[keyPath: path]
    case .optional(let path): return root.storage.pointee[keyPath: path]
    }
  }

  /// The path from the root to a value inside the child.
  private func rootPath<Value>(_ field: KeyPath<Child.State, Value>) -> (UnsafeMutablePointer<Root.State>) ->
    Value?
  {
    switch path {
    case .always(let path):
      let full = path.appending(path: field)
      return { $0.pointee[keyPath: full] }
    case .optional(let path):
      let full = path.appending(path: \Optional<Child.State>.[_unwrapping: field])
      return { $0.pointee[keyPath: full] }
    }
  }

  private func tracker<Value>(
    _ field: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?
  ) -> Store<Root>.Tracker {
    let changeCheck: (UnsafeMutablePointer<Root.State>) -> () -> Bool
    let read = rootPath(field)
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
    switch path {
    case .always(let path): return root.newTracker(path.appending(path: field), changeCheck: changeCheck)
    case .optional(let path):
      return root.newTracker(
        path.appending(path: \Optional<Child.State>.[_unwrapping: field]), changeCheck: changeCheck)
    }
  }

  override func read<Value>(_ field: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?) -> Value?
  {
    let entry: Field<Value>
    if let known = fields[field] {
      entry = unsafeDowncast(known, to: Field<Value>.self)
    } else {
      entry = Field(read: rootPath(field), tracker: tracker(field, equal: equal))
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
    let equal = Equality.of(Child.State.self)
    let tracker = self.tracker(\Child.State.self, equal: equal)
    wholeStateTracker = tracker
    return tracker
  }

  override func scope<Grandchild: Feature>(
    _ subpath: KeyPath<Child.State, Grandchild.State>, embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> ScopeLink<Grandchild> {
    let send = sendToRoot
    let forward: (Grandchild.Intent) -> StoreTask = { send(embed($0)) }
    switch path {
    case .always(let path):
      return RootLink<Root, Grandchild>(
        root: root, path: .always(path.appending(path: subpath)), send: forward)
    case .optional(let path):
      return RootLink<Root, Grandchild>(
        root: root, path: .optional(path.appending(path: \Optional<Child.State>.[_unwrapping: subpath])),
        send: forward)
    }
  }

  override func scope<Grandchild: Feature>(
    _ subpath: KeyPath<Child.State, Grandchild.State?>, embed: @escaping (Grandchild.Intent) -> Child.Intent
  ) -> ScopeLink<Grandchild> {
    let send = sendToRoot
    let forward: (Grandchild.Intent) -> StoreTask = { send(embed($0)) }
    switch path {
    case .always(let path):
      return RootLink<Root, Grandchild>(
        root: root, path: .optional(path.appending(path: subpath)), send: forward)
    case .optional(let path):
      return RootLink<Root, Grandchild>(
        root: root, path: .optional(path.appending(path: \Optional<Child.State>.[_flatUnwrapping: subpath])),
        send: forward)
    }
  }

  override func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    let project: (Root.State) -> Child.State?
    switch path {
    case .always(let path): project = { $0[keyPath: path] }
    case .optional(let path): project = { $0[keyPath: path] }
    }
    let id = root.addSubscriber({ if let state = project($0) { onChange(state) } }, finish: finish)
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
  /// The value at `path` in the wrapped value; for key paths through an optional child.
  subscript<Value>(_unwrapping path: KeyPath<Wrapped, Value>) -> Value? {
    self?[keyPath: path]
  }

  /// The optional value at `path` in the wrapped value, flattened.
  subscript<Value>(_flatUnwrapping path: KeyPath<Wrapped, Value?>) -> Value? {
    self?[keyPath: path] ?? nil
  }
}

/// `==` for a type only known at run time to be `Equatable`.
enum Equality {
  static func of<Value>(_ type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return comparer(equatable)
  }

  private static func comparer<E: Equatable, Value>(_: E.Type) -> (Value, Value) -> Bool {
    { ($0 as! E) == ($1 as! E) }
  }
}
