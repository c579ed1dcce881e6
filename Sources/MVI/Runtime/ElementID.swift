/// The place of one element of an ``IdentifiedArray`` in a parent's state, as an effect id.
struct ElementID: Hashable, @unchecked Sendable {
  // `@unchecked`: the key path is immutable and the id is `Sendable` where this is made.
  let path: AnyKeyPath
  let id: AnyHashable

  init(path: AnyKeyPath, id: AnyHashable) {
    self.path = path
    self.id = id
  }
}
