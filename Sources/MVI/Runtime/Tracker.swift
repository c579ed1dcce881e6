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

/// A tracker of a value read from a root's storage: a field of the root's state, or a part of a
/// child that may leave (absent while the child is). With `equal`, a change is a different value,
/// the child leaving or coming back; without it, every send that applied an action.
///
/// It reads, compares and copies the part with its reader's functions
/// (``StateStorage/FieldReader``), applied to the state's address for a field of the root, to the
/// child's address, which its place finds, for a part of a child. An `Equatable` part is checked by
/// the reader's ``StateStorage/FieldReader/update``, specialized code made where the field's type
/// is concrete, which compares it in place; the rest runs as generic code that hands values to
/// closures rather than returning optionals, so it needs no optional's type metadata, only
/// `Value`'s.
final class FieldTracker<State, Value>: Tracker {
  /// Hands the address of the child that holds the part, in a state at the first address, to the
  /// second argument; `false`, without calling it, while the child is absent.
  typealias Address = (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Bool

  /// The root's storage, the part is read from.
  private let storage: StateStorage<State>
  /// Finds the child that holds the part; `nil` for a field of the root's state.
  private let address: Address?
  /// The reader's functions, applied to the address of the state or child that holds the part.
  private let read: (UnsafeRawPointer) -> Value
  private let copy: (UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Void
  /// Compares the part with the value seen, in place, in code specialized for its type; writes
  /// the part there when they differ. An `Equatable` part's only.
  private let compare: ((UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Bool)?
  /// The part's `==`: a change is then a different value; without it, every applied action.
  private let equal: ((Value, Value) -> Bool)?
  /// What the reader saw when the tracker was armed, kept only when comparing values, while
  /// armed and present. It is compared and replaced through a pointer: a class's stored property
  /// would pay two run-time exclusivity checks a send (case 13b).
  private var seen: StateStorage<Value>?

  /// A tracker of a field of the root's state (`address` `nil`), or of a part of the child that
  /// `address` finds, read with `reader`.
  init<Holder>(
    storage: StateStorage<State>, address: Address? = nil, reader: StateStorage<Holder>.FieldReader<Value>,
    equal: ((Value, Value) -> Bool)?
  ) {
    self.storage = storage
    self.address = address
    read = reader.read
    copy = reader.copy
    compare = reader.update
    self.equal = equal
    super.init()
  }

  /// The address of the root's state.
  private var base: UnsafeRawPointer { UnsafeRawPointer(storage.pointer) }

  /// Hands the value now to `body`; `false`, without calling it, while the part is absent.
  private func visit(_ body: (Value) -> Void) -> Bool {
    guard address != nil else {
      body(read(base))
      return true
    }
    return address?(base) { body(read($0)) } ?? false
  }

  /// Writes the value now over the value at `pointer`; `false`, leaving it, while the part is
  /// absent.
  func read(into pointer: UnsafeMutablePointer<Value>) -> Bool {
    guard address != nil else {
      copy(base, pointer)
      return true
    }
    return address?(base) { copy($0, pointer) } ?? false
  }

  /// The value now of a field of the root's state.
  var presentValue: Value { read(base) }

  override func remember() {
    guard equal != nil else { return }
    if !visit(keep) { seen = nil }
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
    if let seen = seen?.pointer, compare != nil {
      guard address != nil else { return compare?(base, seen) ?? true }
      var changed = false
      if address?(base, { changed = compare?($0, seen) ?? true }) == true { return changed }
      // The child is gone.
      self.seen = nil
      return true
    }
    return updateComparing()
  }

  /// ``update()`` for a part without an in-place check: compared with its `==`, if it has one.
  @inline(never)
  private func updateComparing() -> Bool {
    guard let equal else { return true }
    let seen = seen
    var changed = true
    let isPresent = visit { now in
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
