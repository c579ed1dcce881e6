import Observation

/// Remembers that an observer read a part of a root store's state, and what it saw.
///
/// A tracker is *armed* from the moment its part is read until the part is found changed after a
/// send with nobody having read it since its observers were last told: only armed trackers are
/// checked, so parts nobody reads cost nothing, and a disarmed tracker keeps no copy of the value
/// alive. When an armed tracker's part changes and it was read since its observers were last
/// told, it remembers the new value, stays armed and tells them; a read while they are told (or
/// later) only marks it read again. This base class knows no value, and no state type (so the
/// store's list of armed trackers is one concrete type): its part counts as changed by every send
/// that applied an action (``FieldTracker`` compares values).
///
/// Its observers register with the tracker's own registrar, under the identity key path, with the
/// tracker as the subject: the registrar keeps observations by registrar and key, and passes the
/// subject on to nothing, so a tracker (a plain class, whose conformance to `Observable` is static)
/// is called without a lookup of the store's conformance and without holding the store. A
/// registrar of its own lets every tracker use the same key, and the identity key path is the
/// cheapest to hash and compare (an observed read and a change hash it several times).
@MainActor
class Tracker: Observable {
  private let registrar = ObservationRegistrar()
  /// The key the part's observers register under (only hashed and compared by the registrar).
  private let key = \Tracker.self
  /// Whether the tracker is in its store's list of trackers checked after each send.
  final var isArmed = false
  /// Whether the part was read since its observers were last told of a change: only then can the
  /// registrar have observers of it (an observation ends when it is told).
  final var isRead = false

  /// Registers a read with the observation registrar.
  final func access() {
    registrar.access(self, keyPath: key)
  }

  /// Tells the registrar's observers that the part changed.
  final func notify() {
    registrar.willSet(self, keyPath: key)
    registrar.didSet(self, keyPath: key)
  }

  /// Leaves the list of armed trackers' keeping: nobody observes the part any more.
  @inline(never)
  final func disarm() {
    isArmed = false
    forget()
  }

  /// Remembers what a reader sees now.
  func remember() {}

  /// Whether the part changed since it was remembered; if it did, remembers what a reader sees
  /// now.
  func update() -> Bool { true }

  /// Lets go of what was remembered.
  func forget() {}
}

/// A tracker of a value read from a root's storage: a field, or a child's state that may leave
/// (absent while the child is). With `equal`, a change is a different value, the child leaving or
/// coming back; without it, every send that applied an action.
///
/// Its reads run as generic code: a read hands the value to a closure rather than returning an
/// optional, so it needs no optional's type metadata, only `Value`'s; a part that is always
/// present (a root store's field) is read by a function that returns it. An `Equatable` part is
/// checked by its reader's ``StateStorage/FieldReader/update``, specialized code made where the
/// field's type is concrete, which compares it in place (in the child that holds it, for a part
/// that may be absent).
final class FieldTracker<State, Value>: Tracker {
  /// Gives the value read from the storage to its second argument; returns `false`, without
  /// calling it, while the part is absent.
  typealias Visit = (StateStorage<State>, (Value) -> Void) -> Bool

  /// The root's storage, the part is read from.
  private let storage: StateStorage<State>
  /// Reads a part that is always present; `nil` for one that may be absent (read by ``visit``).
  private let reader: StateStorage<State>.FieldReader<Value>?
  /// The reader's ``StateStorage/FieldReader/update``, when it has one: compares the field with
  /// the value seen, in place, in code specialized for the field's type.
  private let updateInPlace: ((UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Bool)?
  /// The same for a part of a child that may be absent: `nil` while the child is.
  private let updateChild: ((StateStorage<State>, UnsafeMutablePointer<Value>) -> Bool?)?
  /// Writes a part of a child that may be absent over the value at the pointer; `false`, leaving
  /// it, while the child is absent. It finds the child as ``updateChild`` does.
  private let readChild: ((StateStorage<State>, UnsafeMutablePointer<Value>) -> Bool)?
  private let visit: Visit
  /// The part's `==`: a change is then a different value; without it, every applied action.
  private let equal: ((Value, Value) -> Bool)?
  /// What the reader saw when the tracker was armed, kept only when comparing values, while
  /// armed and present. It is compared and replaced through a pointer: a class's stored property
  /// would pay two run-time exclusivity checks a send (case 13b).
  private var seen: StateStorage<Value>?

  /// A tracker of a part that may be absent.
  ///
  /// - Parameters:
  ///   - updateChild: For an `Equatable` part, its reader's ``StateStorage/FieldReader/update``
  ///     applied to the child that holds it: `nil` while the child is absent.
  ///   - readChild: Its reader's ``StateStorage/FieldReader/copy`` applied to the child that
  ///     holds it, `false` while the child is absent: a read of the part that, for an `Equatable`
  ///     part, runs the code its check runs.
  init(
    storage: StateStorage<State>, visit: @escaping Visit, equal: ((Value, Value) -> Bool)?,
    updateChild: ((StateStorage<State>, UnsafeMutablePointer<Value>) -> Bool?)? = nil,
    readChild: ((StateStorage<State>, UnsafeMutablePointer<Value>) -> Bool)? = nil
  ) {
    self.storage = storage
    reader = nil
    updateInPlace = nil
    self.updateChild = updateChild
    self.readChild = readChild
    self.visit = visit
    self.equal = equal
    super.init()
  }

  /// A tracker of a field, always present.
  init(
    storage: StateStorage<State>, reader: StateStorage<State>.FieldReader<Value>,
    equal: ((Value, Value) -> Bool)?
  ) {
    self.storage = storage
    self.reader = reader
    updateInPlace = reader.update
    updateChild = nil
    readChild = nil
    visit = { storage, body in
      body(storage.read(reader))
      return true
    }
    self.equal = equal
    super.init()
  }

  /// Writes the value now over the value at `pointer`; `false`, leaving it, while the part is
  /// absent.
  func read(into pointer: UnsafeMutablePointer<Value>) -> Bool {
    if let isPresent = readChild?(storage, pointer) { return isPresent }
    return visit(storage) { pointer.pointee = $0 }
  }

  /// The value now of a field (a tracker made with `reader:`).
  var presentValue: Value { storage.read(reader!) }

  override func remember() {
    guard equal != nil else { return }
    if let reader {
      keep(storage.read(reader))
    } else if !visit(storage, keep) {
      seen = nil
    }
  }

  /// Keeps `value` as the one seen, in the box of the last one while armed.
  private func keep(_ value: Value) {
    if let seen {
      seen.value = value
    } else {
      seen = StateStorage(value)
    }
  }

  override func update() -> Bool {
    // Through optional chaining, neither closure nor box is copied (no retain and release).
    if let seen = seen?.pointer {
      if let changed = updateInPlace?(UnsafeRawPointer(storage.pointer), seen) { return changed }
      if updateChild != nil {
        if let changed = updateChild?(storage, seen) { return changed }
        // The child is gone.
        self.seen = nil
        return true
      }
    }
    return updateComparing()
  }

  /// ``update()`` for a part without an in-place check: compared with its `==`, if it has one.
  @inline(never)
  private func updateComparing() -> Bool {
    guard let equal else { return true }
    if let reader, let seen {
      let now = storage.read(reader)
      if equal(seen.value, now) { return false }
      seen.value = now
      return true
    }
    let seen = seen
    var changed = true
    let isPresent = visit(storage) { now in
      guard let seen else { return keep(now) }
      changed = !equal(seen.value, now)
      if changed { seen.value = now }
    }
    if !isPresent {
      self.seen = nil
      return seen != nil
    }
    return changed
  }

  override func forget() {
    seen = nil
  }
}
