/// A root store's state, on the heap: the one place that reaches the state through pointers.
///
/// The store reduces the state in place and reads fields from it on every send, so the state is
/// kept behind a pointer rather than in a stored property: a class's stored property pays for a
/// dynamic exclusivity check on every access, and a large state must never be copied per send or
/// put on a thread's stack. Everything that touches the pointer, or computes an offset into the
/// state, is in this type and its nested types (``Place``, ``FieldReader``), or in the few other
/// types of its folder (`Sources/MVI/Unsafe`: ``FieldTracker``, ``StepRing``, and
/// `IdentifiedArray`'s reads by address), each of which says in its documentation which of the
/// invariants below make its uses safe; no code outside the folder touches a raw pointer to
/// state (`.ci/annotations` checks it). For the same reason
/// a part of the state remembered on every send or read is kept in one (a tracker's value seen,
/// a scoped store's value last read), reached only through ``value``.
///
/// Invariants, relied on by every unsafe access below:
/// 1. `pointer` is allocated and initialized in `init` and deinitialized in `deinit`; nothing else
///    frees or re-initializes it, so it is valid for the storage's whole life.
/// 2. The storage is not `Sendable`: it is made and used by one root store, on the main actor.
/// 3. The addressors of ``value`` hand the address out for one access at a time (a read borrows,
///    `reduce` mutates in place); no code keeps the address past that access.
/// 4. Offsets come from `MemoryLayout.offset(of:)` on key paths of the very type they are applied
///    to, so they are offsets of stored properties, valid for every value of that type.
/// 5. An `Optional`'s payload is stored at the optional's own address (the Swift ABI's layout of a
///    single-payload enum: payload at offset 0, any extra tag bytes after it). ``Place`` relies on
///    it to step into an optional level; debug builds check it on every read of an `Equatable`
///    child against a read through the key paths (``Place/checkLayout(_:_:)``).
@usableFromInline
final class StateStorage<State> {
  @usableFromInline let pointer: UnsafeMutablePointer<State>

  init(_ state: State) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: state)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// The state, read and reduced in place.
  @inlinable
  var value: State {
    unsafeAddress { UnsafePointer(pointer) }
    unsafeMutableAddress { pointer }
  }

  /// A field of the state.
  func read<Value>(_ reader: FieldReader<Value>) -> Value {
    reader.read(UnsafeRawPointer(pointer))
  }

  /// The child's state at `place`, `nil` when it is absent.
  func child<Child>(at place: Place<Child>) -> Child? {
    switch place.access {
    case .stored(let offset, let optionals):
      guard optionals.arePresent(in: pointer, childOffset: offset) else { return nil }
      let child = (UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Child.self).pointee
      place.checkLayout(child, value)
      return child
    case .addressed(let visit):
      var child: Child?
      _ = visit(UnsafeRawPointer(pointer)) { child = $0.assumingMemoryBound(to: Child.self).pointee }
      return child
    case .extracted(let extract):
      return extract(value)
    }
  }

  /// The address of the child at `place`, decided once (for a tracker that compares or reads a
  /// field of it after every send): given a state's address, it hands the child's address to its
  /// second argument, or returns `false`, without calling it, when the child is absent. An
  /// element of an identified array is found by the place's own function, with no call between.
  static func childAddress<Child>(at place: Place<Child>) -> Place<Child>.Visit {
    switch place.access {
    case .stored(let offset, let optionals):
      return { base, body in
        // The presence tests take their optional `inout` only to be handed its address; they
        // never write.
        let state = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: State.self)
        guard optionals.arePresent(in: state, childOffset: offset) else { return false }
        body(base + offset)
        return true
      }
    case .addressed(let visit):
      return visit
    case .extracted(let extract):
      return { base, body in
        guard let child = extract(base.assumingMemoryBound(to: State.self).pointee) else { return false }
        withUnsafePointer(to: child) { body(UnsafeRawPointer($0)) }
        return true
      }
    }
  }
}
