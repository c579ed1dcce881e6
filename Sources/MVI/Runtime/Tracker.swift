/// Remembers that an observer read a part of a root store's state, and what it saw.
///
/// A tracker is *armed* from the moment its part is read until the part is found changed after a
/// send: only armed trackers are checked, so parts nobody reads cost nothing, and a disarmed
/// tracker keeps no copy of the value alive.
@MainActor
@usableFromInline
final class Tracker<State> {
  /// Takes what the reader saw and returns the check of whether it changed since.
  @usableFromInline let changeCheck: (StateStorage<State>) -> () -> Bool
  /// Registers a read with the observation registrar.
  @usableFromInline let access: () -> Void
  /// Tells the registrar's observers that the part changed.
  @usableFromInline let notify: () -> Void
  /// The check while armed; `nil` when disarmed.
  @usableFromInline var hasChanged: (() -> Bool)?

  @usableFromInline
  init(
    changeCheck: @escaping (StateStorage<State>) -> () -> Bool,
    access: @escaping () -> Void,
    notify: @escaping () -> Void
  ) {
    self.changeCheck = changeCheck
    self.access = access
    self.notify = notify
  }
}
