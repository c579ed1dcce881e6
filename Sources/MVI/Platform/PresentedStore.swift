/// A store of a presented child, as the item of a platform presentation (a sheet, a cover): its
/// ``id`` stays the same while the same child is presented, so the sheet is not shown anew when
/// the child's state changes.
///
/// Make one with ``Store/binding(presenting:intent:dismiss:)-(KeyPath<F.State,ChildState?>,_,_)``; the sheet's content shows
/// ``store``, which reads and sends only the child's own state and intents.
public struct PresentedStore<Child: Feature>: Identifiable {
  /// The child's store, scoped from the store that presents it.
  public let store: Store<Child>
  /// Which presentation this is: the place of the child in its parent's state.
  public let id: AnyHashable

  /// Wraps a store of a presented child.
  public init(store: Store<Child>, id: AnyHashable) {
    self.store = store
    self.id = id
  }
}

extension PresentedStore: Hashable {
  /// Whether the two are the same presentation (the same ``id``), as a platform compares items:
  /// `navigationDestination(item:)` takes a `Hashable` one.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the ``id``.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
