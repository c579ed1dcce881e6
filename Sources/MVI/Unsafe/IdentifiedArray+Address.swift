/// The reads of an identified array through addresses: a row store's check of its row after
/// every send, and the test of whether two arrays share their elements' storage.
///
/// What makes them safe: `visitElement(in:id:hint:_:)` is called by ``StateStorage/Place``'s
/// `element(of:id:)` with the array's address in a root's state (``StateStorage``'s invariant
/// 4: the offset of a stored `IdentifiedArray` property, applied to that state), for the one
/// access the caller's closure lasts (invariant 3); the hint is the place's own `ManagedBuffer`
/// of one `Int`, alive while the place is. The element is copied to a local before its address
/// is handed on, so `body` never sees the array's storage. `sharesElements(with:)` only compares
/// the base addresses of the two arrays' buffers and reads nothing through them.
extension IdentifiedArray {
  /// Hands a copy of the element with the id, in the array at `array`, to `body` (its address),
  /// and returns `true`; `false`, without calling `body`, when it is absent. The slot at `hint` is
  /// tried first (a comparison of ids, no hashing), and then holds the slot the element was found
  /// in: how a row's store reads and checks its row after every send. Reads through `array`'s
  /// fields, never copying the array (a buffer pointer to `elements` would: a retain and a
  /// release of each of its arrays and dictionaries).
  @inlinable
  static func visitElement(
    in array: UnsafePointer<Self>, id: Element.ID, hint: UnsafeMutablePointer<Int>,
    _ body: (UnsafeRawPointer) -> Void
  ) -> Bool {
    guard let slot = array.pointee.slot(of: id, trying: hint.pointee) else { return false }
    hint.pointee = slot
    guard let element = array.pointee.elements[slot] else { return false }
    withUnsafePointer(to: element) { body(UnsafeRawPointer($0)) }
    return true
  }

  /// Whether both arrays' elements are the same storage (a copy not changed since).
  func sharesElements(with other: Self) -> Bool {
    elements.withUnsafeBufferPointer { left in
      other.elements.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
    }
  }
}
