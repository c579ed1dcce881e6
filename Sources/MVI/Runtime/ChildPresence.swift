/// One presence of a child at a place: the place's id with the child's identity (its
/// `Identifiable.id`, or the presence stamp of an ``IdentifiedArray`` element). A child that
/// replaces another at the same place has another identity, so its effects are apart from the
/// old one's, which end.
struct ChildPresence: Hashable, @unchecked Sendable {
  // `@unchecked`: the identity is an id made `Sendable` where this is made, or a number.
  let place: EffectID
  let identity: AnyHashable

  init(place: EffectID, identity: AnyHashable) {
    self.place = place
    self.identity = identity
  }
}

/// The `Identifiable.id` of a child's state, or `nil` when its type is not `Identifiable`.
///
/// Tested on the type, then read through a cast to the very type the test found: the state is
/// never boxed in an existential.
func childIdentity<State>(of state: State) -> AnyHashable? {
  guard let type = State.self as? any Identifiable.Type else { return nil }
  func id<T: Identifiable>(_: T.Type) -> AnyHashable {
    // `State` is `T`: the cast above succeeded for this very type, so this one cannot fail.
    AnyHashable((state as! T).id)
  }
  return id(type)
}
