/// A canonical Huffman code as a lookup table indexed by the next bits of the stream.
struct HuffmanTable {
  /// For each `bits`-bit value (first stream bit lowest): `symbol << 4 | codeLength`, or 0 when
  /// no code matches.
  private var entries: [UInt16]
  /// The longest code length, and the number of bits a lookup peeks.
  private let bits: Int

  /// Builds the table from each symbol's code length (0: the symbol is unused).
  ///
  /// - Throws: ``InflateError/invalidCodeLengths(_:)`` when the lengths are over-subscribed.
  ///   Incomplete codes are accepted (a lone distance code is legal); bits that match no code
  ///   throw ``InflateError/invalidCode`` when decoded.
  init(lengths: some Collection<UInt8>) throws(InflateError) {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...15 {
      left = left * 2 - counts[length]
      if left < 0 { throw .invalidCodeLengths("over-subscribed code") }
    }
    bits = max(lengths.map(Int.init).max() ?? 0, 1)
    entries = [UInt16](repeating: 0, count: 1 << bits)
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + counts[length - 1]) << 1
      nextCode[length] = code
    }
    for (symbol, length) in lengths.enumerated() where length > 0 {
      let length = Int(length)
      let code = nextCode[length]
      nextCode[length] += 1
      var reversed = 0
      for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
      let entry = UInt16(symbol << 4 | length)
      var index = reversed
      while index < entries.count {
        entries[index] = entry
        index += 1 << length
      }
    }
  }

  /// Reads one symbol.
  @inline(__always)
  func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
    reader.fill(bits)
    let entry = entries[Int(reader.buffer & UInt64(entries.count - 1))]
    let length = Int(entry & 15)
    guard length > 0 else { throw .invalidCode }
    try reader.consume(length)
    return Int(entry >> 4)
  }
}
