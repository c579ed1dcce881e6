/// Writes DEFLATE bits by hand for tests: numbers least significant bit first, Huffman codes
/// most significant bit first, as RFC 1951 packs them.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var used = 8

  /// Appends `value`'s low `count` bits, lowest first.
  mutating func bits(_ value: Int, _ count: Int) {
    for bit in 0..<count { append(value >> bit & 1) }
  }

  /// Appends a Huffman code of `length` bits, highest first.
  mutating func code(_ code: Int, _ length: Int) {
    for bit in stride(from: length - 1, through: 0, by: -1) { append(code >> bit & 1) }
  }

  private mutating func append(_ bit: Int) {
    if used == 8 {
      bytes.append(0)
      used = 0
    }
    bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
    used += 1
  }
}
