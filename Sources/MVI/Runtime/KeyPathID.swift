/// A key path as an effect id. Key paths are immutable values; hashing and comparing them is
/// all an id does.
struct KeyPathID: Hashable, @unchecked Sendable {
  // `@unchecked`: `AnyKeyPath` is not `Sendable`, but a key path is an immutable object; an id
  // only hashes and compares it, which reads nothing that can change.
  let path: AnyKeyPath

  init(path: AnyKeyPath) {
    self.path = path
  }
}
