import Synchronization

/// Numbers for presences of children: each insertion of an element into an ``IdentifiedArray``
/// takes the next one, so no two presences in the process share a number.
enum PresenceStamp {
  private static let counter = Atomic<UInt64>(0)

  /// A number never returned before.
  static func next() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
