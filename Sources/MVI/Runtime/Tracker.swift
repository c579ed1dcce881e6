/// Remembers that an observer read a part of a root store's state, and what it saw.
///
/// A tracker is *armed* from the moment its part is read until the part is found changed after a
/// send: only armed trackers are checked, so parts nobody reads cost nothing, and a disarmed
/// tracker keeps no copy of the value alive. This base class knows no value, and no state type
/// (so the store's list of armed trackers is one concrete type): its part counts as changed by
/// every send that applied an action (``FieldTracker`` compares values).
@MainActor
class Tracker {
  /// Registers a read with the observation registrar.
  let access: () -> Void
  /// Tells the registrar's observers that the part changed.
  let notify: () -> Void
  /// Whether an observer read the part since it last changed.
  final var isArmed = false

  init(access: @escaping () -> Void, notify: @escaping () -> Void) {
    self.access = access
    self.notify = notify
  }

  /// Remembers what a reader sees now.
  func remember() {}

  /// Whether the part changed since it was remembered.
  func hasChanged() -> Bool { true }

  /// Lets go of what was remembered.
  func forget() {}
}

/// A tracker of a value read from a root's storage: a field, or a child's state that may leave
/// (absent while the child is). With `equal`, a change is a different value, the child leaving or
/// coming back; without it, every send that applied an action.
///
/// Its checks run as generic code: a read hands the value to a closure rather than returning an
/// optional, so a check needs no optional's or tuple's type metadata, only `Value`'s.
final class FieldTracker<State, Value>: Tracker {
  /// Gives the value read from the storage to its second argument; returns `false`, without
  /// calling it, while the part is absent.
  typealias Visit = (StateStorage<State>, (Value) -> Void) -> Bool

  /// What the reader saw when the tracker was armed.
  private final class Seen {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// The root's storage, the part is read from.
  private let storage: StateStorage<State>
  private let visit: Visit
  /// Whether a change is a different value (`equal` given); otherwise every applied action.
  private let comparesValues: Bool
  private let equal: (Value, Value) -> Bool
  /// Kept only when comparing values, while armed and present.
  private var seen: Seen?

  init(
    storage: StateStorage<State>, visit: @escaping Visit, equal: ((Value, Value) -> Bool)?,
    access: @escaping () -> Void, notify: @escaping () -> Void
  ) {
    self.storage = storage
    self.visit = visit
    comparesValues = equal != nil
    self.equal = equal ?? { _, _ in false }
    super.init(access: access, notify: notify)
  }

  /// The value now; `nil` while the part is absent.
  var value: Value? {
    var value: Value?
    _ = visit(storage) { value = $0 }
    return value
  }

  override func remember() {
    guard comparesValues else { return }
    seen = nil
    _ = visit(storage) { seen = Seen($0) }
  }

  override func hasChanged() -> Bool {
    guard comparesValues else { return true }
    let seen = seen
    var changed = true
    let isPresent = visit(storage) { now in
      if let seen { changed = !self.equal(seen.value, now) }
    }
    return isPresent ? changed : seen != nil
  }

  override func forget() {
    seen = nil
  }
}
