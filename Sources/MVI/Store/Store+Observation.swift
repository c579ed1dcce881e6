import Observation

extension Store {
  /// Reads one field of the state and registers an observer of that field only.
  ///
  /// `store.title` in a SwiftUI body (or in `withObservationTracking`) invalidates that body
  /// when `title` changes and not when any other field does. Fields that are not `Equatable`
  /// count as changed by any applied action.
  @inlinable
  public subscript<Value>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    if let link {
      return link.read(path, equal: nil, reader: { Self.reader(path) }) ?? storage.pointee[keyPath: path]
    }
    let tracker = trackers[path] ?? makeTracker(path, changeCheck: { _ in { true } })
    arm(tracker)
    return storage.pointee[keyPath: path]
  }

  /// Reads one equatable field of the state and registers an observer of that field only; the
  /// observer is invalidated only when the value changes (writing the same value is no change).
  @inlinable
  public subscript<Value: Equatable>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    if let link {
      return link.read(path, equal: { $0 == $1 }, reader: { Self.reader(path) })
        ?? storage.pointee[keyPath: path]
    }
    let tracker =
      trackers[path]
      ?? makeTracker(path) { storage in
        let seen = storage.pointee[keyPath: path]
        return { storage.pointee[keyPath: path] != seen }
      }
    arm(tracker)
    return storage.pointee[keyPath: path]
  }

  /// Reads a value anywhere in the state and registers an observer of that value only:
  /// `store[observing: \.rows.ids]` is invalidated when ids are added, removed or moved, not when
  /// a row changes, whereas `store.rows.ids` observes `rows` and reads `ids` from it.
  @inlinable
  public subscript<Value>(observing path: KeyPath<F.State, Value>) -> Value {
    self[dynamicMember: path]
  }

  /// Reads an equatable value anywhere in the state and registers an observer of that value
  /// only; the observer is invalidated only when the value changes.
  @inlinable
  public subscript<Value: Equatable>(observing path: KeyPath<F.State, Value>) -> Value {
    self[dynamicMember: path]
  }

  /// A read of the field at `path` from the address of a state, made where the types are
  /// concrete: a load at the field's offset when it is a stored property.
  @inlinable
  static func reader<Value>(_ path: KeyPath<F.State, Value>) -> (UnsafeRawPointer) -> Value {
    if let offset = MemoryLayout<F.State>.offset(of: path) {
      return { ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
    }
    return { $0.assumingMemoryBound(to: F.State.self).pointee[keyPath: path] }
  }

  /// Creates the tracker of a field. Its closures are made here, in code specialized for the
  /// concrete state, so that checking a field after a send is a direct read and comparison.
  @inlinable
  func makeTracker<Value>(
    _ path: KeyPath<F.State, Value>,
    changeCheck: @escaping (UnsafeMutablePointer<F.State>) -> () -> Bool
  ) -> Tracker {
    let tracker = newTracker(path, changeCheck: changeCheck)
    trackers[path] = tracker
    return tracker
  }

  /// A tracker of the value at `path`, registered with the registrar under that path; kept by
  /// whoever reads through it (this store, or a scoped store of it).
  @usableFromInline
  func newTracker<Value>(
    _ path: KeyPath<F.State, Value>,
    changeCheck: @escaping (UnsafeMutablePointer<F.State>) -> () -> Bool
  ) -> Tracker {
    newTracker(registeredAs: (\Store.state).appending(path: path), changeCheck: changeCheck)
  }

  /// A tracker for a scoped store's field: registered under a short key of its own, so that the
  /// registrar never hashes the long path from the root to a deeply scoped field.
  func newScopedTracker(changeCheck: @escaping (UnsafeMutablePointer<F.State>) -> () -> Bool) -> Tracker {
    nextScopedTrackerID += 1
    return newTracker(registeredAs: \Store.[_scopedField: nextScopedTrackerID], changeCheck: changeCheck)
  }

  /// The key path scoped trackers are registered under; never read.
  subscript(_scopedField id: Int) -> Int { id }

  private func newTracker<Value>(
    registeredAs storePath: KeyPath<Store, Value>,
    changeCheck: @escaping (UnsafeMutablePointer<F.State>) -> () -> Bool
  ) -> Tracker {
    let registrar = registrar
    return Tracker(
      changeCheck: changeCheck,
      access: { [unowned self] in registrar.access(self, keyPath: storePath) },
      notify: { [unowned self] in
        registrar.willSet(self, keyPath: storePath)
        registrar.didSet(self, keyPath: storePath)
      })
  }

  /// Registers a read with the observation registrar and, if needed, arms the tracker with the
  /// value the reader sees.
  @inlinable
  func arm(_ tracker: Tracker) {
    if tracker.hasChanged == nil {
      tracker.hasChanged = tracker.changeCheck(storage)
      armedTrackers.append(tracker)
    }
    tracker.access()
  }

  /// Invalidates the observers of what changed; called once per processed send.
  func notifyObservers() {
    var changed: [Tracker] = []
    var index = 0
    while index < armedTrackers.count {
      let tracker = armedTrackers[index]
      if tracker.hasChanged?() ?? true {
        tracker.hasChanged = nil
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
    for tracker in changed { tracker.notify() }
  }

  /// Remembers which fields observers read, and what they saw.
  ///
  /// A tracker is *armed* from the moment its field is read until the field is found changed
  /// after a send: only armed trackers are checked, so fields nobody reads cost nothing, and a
  /// disarmed tracker keeps no copy of the value alive.
  @MainActor
  @usableFromInline
  final class Tracker {
    /// Takes what the reader saw and returns the check of whether it changed since.
    @usableFromInline let changeCheck: (UnsafeMutablePointer<F.State>) -> () -> Bool
    /// Registers a read with the registrar.
    @usableFromInline let access: () -> Void
    /// Tells the registrar's observers that the field changed.
    let notify: () -> Void
    /// The check while armed; `nil` when disarmed.
    @usableFromInline var hasChanged: (() -> Bool)?

    @usableFromInline
    init(
      changeCheck: @escaping (UnsafeMutablePointer<F.State>) -> () -> Bool,
      access: @escaping () -> Void,
      notify: @escaping () -> Void
    ) {
      self.changeCheck = changeCheck
      self.access = access
      self.notify = notify
    }
  }
}
