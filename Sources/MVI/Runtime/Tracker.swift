/// Remembers that an observer read a part of a root store's state, and what it saw.
///
/// A tracker is *armed* from the moment its part is read until the part is found changed after a
/// send: only armed trackers are checked, so parts nobody reads cost nothing, and a disarmed
/// tracker keeps no copy of the value alive.
@MainActor
@usableFromInline
class Tracker<State> {
  /// Registers a read with the observation registrar.
  @usableFromInline let access: () -> Void
  /// Tells the registrar's observers that the part changed.
  @usableFromInline let notify: () -> Void
  /// Remembers what a reader sees now.
  @usableFromInline let remember: (StateStorage<State>) -> Void
  /// Whether the part changed since it was remembered.
  @usableFromInline let hasChanged: (StateStorage<State>) -> Bool
  /// Lets go of what was remembered.
  @usableFromInline let forget: () -> Void
  /// Whether an observer read the part since it last changed.
  @usableFromInline final var isArmed = false

  @usableFromInline
  init(
    remember: @escaping (StateStorage<State>) -> Void, hasChanged: @escaping (StateStorage<State>) -> Bool,
    forget: @escaping () -> Void, access: @escaping () -> Void, notify: @escaping () -> Void
  ) {
    self.remember = remember
    self.hasChanged = hasChanged
    self.forget = forget
    self.access = access
    self.notify = notify
  }
}

/// A tracker of a value read from the root's storage: a field, or a child's state that may leave
/// (a read gives `nil` while it is absent). With `equal`, a change is a different value, the child
/// leaving or coming back; without it, every send that applied an action.
///
/// Made in `@inlinable` code where `State` and `Value` are concrete, so that its checks are
/// specialized.
@usableFromInline
final class FieldTracker<State, Value>: Tracker<State> {
  /// Reads the value from the root's storage; `nil` while the part is absent.
  @usableFromInline let read: (StateStorage<State>) -> Value?

  @inlinable
  init(
    read: @escaping (StateStorage<State>) -> Value?, equal: ((Value, Value) -> Bool)?,
    access: @escaping () -> Void, notify: @escaping () -> Void
  ) {
    self.read = read
    guard let equal else {
      super.init(remember: { _ in }, hasChanged: { _ in true }, forget: {}, access: access, notify: notify)
      return
    }
    let seen = SeenValue<Value>()
    super.init(
      remember: { seen.value = read($0) },
      hasChanged: { storage in
        switch (seen.value, read(storage)) {
        case (nil, nil): false
        case (let before?, let now?): !equal(before, now)
        default: true
        }
      },
      forget: { seen.value = nil }, access: access, notify: notify)
  }
}

/// The value an armed ``FieldTracker`` saw.
@usableFromInline
final class SeenValue<Value> {
  @usableFromInline var value: Value?

  @inlinable
  init() {}
}
