import Observation

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
///
/// What makes its pointer uses safe (``StateStorage``'s invariants, numbered there):
/// - Lifetime: the tracker holds `storage` and `seen` strongly, so both pointers it reads
///   through (the root's state, the value seen) are valid for every call (invariant 1); a
///   child's address is used only inside the closure `address` hands it to, while the state
///   cannot change (invariant 3).
/// - Alignment and type: the reader's functions are made from key paths of the type whose
///   address they get (invariant 4): `State` for a field of the root, the child's state for a
///   part of a child, and `seen` holds a `Value`.
/// - Exclusivity: a tracker lives on the main actor and is called between sends, never during a
///   `reduce` (invariant 2), so no write to the state overlaps its reads.
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

  /// Writes the value now over `storage`'s; `false`, leaving it, while the part is absent.
  func read(into storage: StateStorage<Value>) -> Bool {
    let pointer = storage.pointer
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
