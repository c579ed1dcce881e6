import Foundation

/// A gzip stream that expands without end: a server sends ``prefix`` and then ``block`` as many
/// times as it likes, and every block inflates to ``blockExpandedSize`` zero bytes (about 159
/// times its size). The stream never ends, so a client that inflates it must stop by itself.
package enum GzipBomb {
  /// The gzip header and a stored deflate block holding one zero byte, which the blocks copy.
  package static let prefix = Data(
    [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]  // gzip: deflate, no flags, unknown OS
      + [0, 1, 0, 0xFE, 0xFF, 0])  // a stored, not final block: LEN 1, NLEN, the byte 0

  /// How many times a block copies 258 bytes; 6 modulo 8 makes the block a whole number of bytes
  /// (3 header bits, 13 bits a copy, 7 end-of-block bits).
  private static let copies = 8006

  /// The bytes one ``block`` inflates to.
  package static let blockExpandedSize = copies * 258

  /// A not final deflate block with the fixed Huffman codes: `copies` times "258 bytes from
  /// distance 1", then end of block.
  package static let block: Data = {
    var bytes: [UInt8] = []
    var current: UInt8 = 0
    var count = 0
    func bit(_ value: Int) {
      current |= UInt8(value & 1) << count
      count += 1
      if count == 8 {
        bytes.append(current)
        (current, count) = (0, 0)
      }
    }
    func huffman(_ code: Int, bits: Int) {  // Huffman codes go most significant bit first
      for shift in stride(from: bits - 1, through: 0, by: -1) { bit(code >> shift) }
    }
    bit(0)  // not final
    bit(1)  // BTYPE 01, least significant bit first: fixed Huffman codes
    bit(0)
    for _ in 0..<copies {
      huffman(0b1100_0101, bits: 8)  // length code 285: 258 bytes
      huffman(0, bits: 5)  // distance code 0: distance 1
    }
    huffman(0, bits: 7)  // end of block
    precondition(count == 0, "the block must end on a byte boundary")
    return Data(bytes)
  }()
}
