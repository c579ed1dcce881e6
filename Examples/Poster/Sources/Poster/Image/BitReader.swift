/// Reads a DEFLATE stream's bits, least significant bit first.
///
/// Peeking past the end yields zero bits, so a Huffman lookup can look ahead of a short last
/// code; consuming a bit that is not in the input throws ``InflateError/truncated``.
struct BitReader {
  let bytes: [UInt8]
  /// The next byte to load into ``buffer``.
  private(set) var position: Int
  /// Loaded bits, the next one in bit 0.
  private(set) var buffer: UInt64 = 0
  /// How many bits ``buffer`` holds, including padding.
  private(set) var count = 0
  /// How many of the bits in ``buffer`` are zero padding past the end of the input.
  private var padding = 0

  init(_ bytes: [UInt8], from position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  /// Loads bytes until at least `bits` (at most 56) are buffered.
  @inline(__always)
  mutating func fill(_ bits: Int) {
    while count < bits {
      if position < bytes.count {
        buffer |= UInt64(bytes[position]) << UInt64(count)
        position += 1
      } else {
        padding += 8
      }
      count += 8
    }
  }

  /// Drops `bits` buffered bits.
  @inline(__always)
  mutating func consume(_ bits: Int) throws(InflateError) {
    buffer >>= UInt64(bits)
    count -= bits
    if count < padding { throw .truncated }
  }

  /// The next `bits` (0–32) bits as a number, first bit lowest.
  @inline(__always)
  mutating func read(_ bits: Int) throws(InflateError) -> Int {
    guard bits > 0 else { return 0 }
    fill(bits)
    let value = Int(buffer & ((1 << UInt64(bits)) - 1))
    try consume(bits)
    return value
  }

  /// Skips to the next byte boundary.
  mutating func alignToByte() throws(InflateError) {
    try consume(count % 8)
  }

  /// Takes `length` whole bytes (the reader must be byte-aligned) and appends them to `output`.
  mutating func copyBytes(_ length: Int, into output: inout [UInt8]) throws(InflateError) {
    var remaining = length
    while remaining > 0, count - padding >= 8 {
      output.append(UInt8(truncatingIfNeeded: buffer))
      try consume(8)
      remaining -= 1
    }
    guard remaining > 0 else { return }
    guard bytes.count - position >= remaining else { throw .truncated }
    output.append(contentsOf: bytes[position..<(position + remaining)])
    position += remaining
  }

  /// How many input bytes have been used, counting a partly read byte as used.
  var bytesConsumed: Int { position - (count - padding) / 8 }
}
