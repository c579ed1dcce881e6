/// A key path as an effect id. Key paths are immutable values; hashing and comparing them is
/// all an id does.
@usableFromInline
struct KeyPathID: Hashable, @unchecked Sendable {
  let path: AnyKeyPath

  @usableFromInline
  init(path: AnyKeyPath) {
    self.path = path
  }
}
