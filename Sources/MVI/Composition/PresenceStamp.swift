/// Numbers for presences of children: each insertion of an element into an ``IdentifiedArray``
/// takes the next one, so no two presences in the process share a number.
enum PresenceStamp {
  // A pthread mutex, not `Synchronization.Atomic` (iOS 18, macOS 15: above the floor). The
  // stamps are taken wherever state is built, not only on the main actor.
  private static let counter = Locked<UInt64>(0)

  /// A number never returned before.
  static func next() -> UInt64 {
    counter.withLock {
      $0 &+= 1
      return $0
    }
  }
}
