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
