/// Remembers that an observer read a part of a root store's state, and what it saw.
///
/// A tracker is *armed* from the moment its part is read until the part is found changed after a
/// send: only armed trackers are checked, so parts nobody reads cost nothing, and a disarmed
/// tracker keeps no copy of the value alive. This base class knows no value: its part counts as
/// changed by every send that applied an action (``FieldTracker`` compares values).
@MainActor
class Tracker<State> {
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
  func remember(_ storage: StateStorage<State>) {}

  /// Whether the part changed since it was remembered.
  func hasChanged(_ storage: StateStorage<State>) -> Bool { true }

  /// Lets go of what was remembered.
  func forget() {}
}

/// A tracker of a value read from the root's storage: a field, or a child's state that may leave
/// (a read gives `nil` while it is absent). With `equal`, a change is a different value, the child
/// leaving or coming back; without it, every send that applied an action.
final class FieldTracker<State, Value>: Tracker<State> {
  /// Reads the value from the root's storage; `nil` while the part is absent.
  let read: (StateStorage<State>) -> Value?
  private let equal: ((Value, Value) -> Bool)?
  /// What the reader saw when the tracker was armed; kept only with `equal`.
  private var seen: Value?

  init(
    read: @escaping (StateStorage<State>) -> Value?, equal: ((Value, Value) -> Bool)?,
    access: @escaping () -> Void, notify: @escaping () -> Void
  ) {
    self.read = read
    self.equal = equal
    super.init(access: access, notify: notify)
  }

  override func remember(_ storage: StateStorage<State>) {
    guard equal != nil else { return }
    seen = read(storage)
  }

  override func hasChanged(_ storage: StateStorage<State>) -> Bool {
    guard let equal else { return true }
    switch (seen, read(storage)) {
    case (nil, nil): return false
    case (let before?, let now?): return !equal(before, now)
    default: return true
    }
  }

  override func forget() {
    seen = nil
  }
}
