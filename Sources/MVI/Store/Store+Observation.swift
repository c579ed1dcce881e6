import Observation

extension Store {
  /// Reads one field of the state and registers an observer of that field only.
  ///
  /// `store.title` in a SwiftUI body (or in `withObservationTracking`) invalidates that body
  /// when `title` changes and not when any other field does. Equatable fields are compared, so
  /// an action that writes the same value invalidates nothing.
  public subscript<Value>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    tracker(for: path) { store, path in FieldTracker(store: store, path: path) }.access(self)
    return storage.pointee[keyPath: path]
  }

  /// Reads one equatable field of the state and registers an observer of that field only; the
  /// observer is invalidated only when the value changes.
  public subscript<Value: Equatable>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    tracker(for: path) { store, path in EquatableFieldTracker(store: store, path: path) }.access(self)
    return storage.pointee[keyPath: path]
  }

  private func tracker<Value>(
    for path: KeyPath<F.State, Value>,
    make: (Store, KeyPath<F.State, Value>) -> Tracker
  ) -> Tracker {
    if let tracker = trackers[path] { return tracker }
    let tracker = make(self, path)
    trackers[path] = tracker
    return tracker
  }

  /// Invalidates the observers of what changed; called once per processed send.
  func notifyObservers() {
    var changed: [Tracker] = []
    var index = 0
    while index < armedTrackers.count {
      let tracker = armedTrackers[index]
      if tracker.hasChanged(self) {
        tracker.disarm()
        armedTrackers.swapAt(index, armedTrackers.count - 1)
        armedTrackers.removeLast()
        changed.append(tracker)
      } else {
        index += 1
      }
    }
    if isStateArmed {
      isStateArmed = false
      registrar.willSet(self, keyPath: \.state)
      registrar.didSet(self, keyPath: \.state)
    }
    for tracker in changed { tracker.notify(self) }
  }

  /// Remembers which fields observers read, and what they saw.
  ///
  /// A tracker is *armed* from the moment a field is read until it is found changed; only armed
  /// trackers are checked after a send, so fields nobody reads cost nothing.
  @MainActor
  @usableFromInline
  class Tracker {
    var isArmed = false

    /// Registers the read with the observation registrar and arms the tracker.
    func access(_ store: Store) {}
    /// Whether the field changed since it was read.
    func hasChanged(_ store: Store) -> Bool { true }
    /// Forgets the value seen, so it does not keep a copy alive.
    func disarm() { isArmed = false }
    /// Tells the registrar's observers that the field changed.
    func notify(_ store: Store) {}
  }

  /// Tracks a field that is not equatable: any applied action counts as a change.
  final class FieldTracker<Value>: Tracker {
    let storePath: KeyPath<Store, Value>
    let path: KeyPath<F.State, Value>

    init(store: Store, path: KeyPath<F.State, Value>) {
      self.path = path
      storePath = (\Store.state).appending(path: path)
    }

    override func access(_ store: Store) {
      if !isArmed {
        isArmed = true
        store.armedTrackers.append(self)
      }
      store.registrar.access(store, keyPath: storePath)
    }

    override func notify(_ store: Store) {
      store.registrar.willSet(store, keyPath: storePath)
      store.registrar.didSet(store, keyPath: storePath)
    }
  }

  /// Tracks an equatable field: a change is a different value.
  final class EquatableFieldTracker<Value: Equatable>: Tracker {
    let storePath: KeyPath<Store, Value>
    let path: KeyPath<F.State, Value>
    var seen: Value?

    init(store: Store, path: KeyPath<F.State, Value>) {
      self.path = path
      storePath = (\Store.state).appending(path: path)
    }

    override func access(_ store: Store) {
      if !isArmed {
        isArmed = true
        seen = store.storage.pointee[keyPath: path]
        store.armedTrackers.append(self)
      }
      store.registrar.access(store, keyPath: storePath)
    }

    override func hasChanged(_ store: Store) -> Bool {
      store.storage.pointee[keyPath: path] != seen
    }

    override func disarm() {
      isArmed = false
      seen = nil
    }

    override func notify(_ store: Store) {
      store.registrar.willSet(store, keyPath: storePath)
      store.registrar.didSet(store, keyPath: storePath)
    }
  }
}
