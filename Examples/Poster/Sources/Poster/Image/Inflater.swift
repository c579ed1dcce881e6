/// Decompresses zlib (RFC 1950) and raw DEFLATE (RFC 1951) streams: stored, fixed-Huffman and
/// dynamic-Huffman blocks.
///
/// ```swift
/// let pixels = try Inflater.zlib(idatBytes, maxOutputSize: expectedSize)
/// ```
///
/// The output never grows past `maxOutputSize`, so a small stream cannot expand into a huge
/// allocation. Every malformed stream throws an ``InflateError``.
public enum Inflater {
  /// Decompresses a zlib stream and checks its Adler-32.
  public static func zlib(_ bytes: [UInt8], maxOutputSize: Int) throws(InflateError) -> [UInt8] {
    guard bytes.count >= 2 else { throw .truncated }
    let cmf = Int(bytes[0])
    let flags = Int(bytes[1])
    guard cmf & 0x0F == 8 else { throw .badZlibHeader("compression method \(cmf & 0x0F), not 8 (deflate)") }
    guard cmf >> 4 <= 7 else { throw .badZlibHeader("window size 2^\((cmf >> 4) + 8) is over 32K") }
    guard (cmf << 8 | flags) % 31 == 0 else { throw .badZlibHeader("header check bits") }
    guard flags & 0x20 == 0 else { throw .presetDictionary }
    var reader = BitReader(bytes, from: 2)
    let output = try inflate(&reader, maxOutputSize: maxOutputSize)
    try reader.alignToByte()
    var expected: UInt32 = 0
    for _ in 0..<4 { expected = expected << 8 | UInt32(try reader.read(8)) }
    let actual = Checksum.adler32(output)
    guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
    return output
  }

  /// Decompresses a raw DEFLATE stream.
  ///
  /// - Returns: The output and how many input bytes the stream took.
  public static func deflate(
    _ bytes: [UInt8], maxOutputSize: Int
  ) throws(InflateError) -> (output: [UInt8], consumed: Int) {
    var reader = BitReader(bytes)
    let output = try inflate(&reader, maxOutputSize: maxOutputSize)
    return (output, reader.bytesConsumed)
  }

  private static func inflate(_ reader: inout BitReader, maxOutputSize: Int) throws(InflateError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(min(maxOutputSize, max(reader.bytes.count * 4, 1024)))
    var isFinal = false
    while !isFinal {
      isFinal = try reader.read(1) == 1
      switch try reader.read(2) {
      case 0:
        try reader.alignToByte()
        let length = try reader.read(16)
        let complement = try reader.read(16)
        guard length == ~complement & 0xFFFF else { throw .storedLengthMismatch }
        guard output.count + length <= maxOutputSize else { throw .outputTooLarge(limit: maxOutputSize) }
        try reader.copyBytes(length, into: &output)
      case 1:
        try inflateBlock(&reader, Self.fixedTables, into: &output, limit: maxOutputSize)
      case 2:
        try inflateBlock(&reader, try dynamicTables(&reader), into: &output, limit: maxOutputSize)
      default:
        throw .invalidBlockType
      }
    }
    return output
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists the code lengths of the code-length alphabet.
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  private static let fixedTables: (HuffmanTable, HuffmanTable) = {
    var lengths = [UInt8](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    // The fixed codes are valid by construction.
    return (try! HuffmanTable(lengths: lengths), try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 30)))
  }()

  private static func dynamicTables(_ reader: inout BitReader) throws(InflateError) -> (
    HuffmanTable, HuffmanTable
  ) {
    let literalCount = try reader.read(5) + 257
    let distanceCount = try reader.read(5) + 1
    let codeLengthCount = try reader.read(4) + 4
    guard literalCount <= 286 else { throw .invalidCodeLengths("\(literalCount) literal/length codes") }
    guard distanceCount <= 30 else { throw .invalidCodeLengths("\(distanceCount) distance codes") }
    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = UInt8(try reader.read(3)) }
    let codeLengthTable = try HuffmanTable(lengths: codeLengthLengths)
    var lengths: [UInt8] = []
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      let symbol = try codeLengthTable.decode(&reader)
      switch symbol {
      case 0...15:
        lengths.append(UInt8(symbol))
      case 16:
        guard let previous = lengths.last else { throw .invalidCodeLengths("repeat with no previous length") }
        lengths += repeatElement(previous, count: 3 + (try reader.read(2)))
      case 17:
        lengths += repeatElement(0, count: 3 + (try reader.read(3)))
      default:
        lengths += repeatElement(0, count: 11 + (try reader.read(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw .invalidCodeLengths("repeat runs past the last code")
    }
    guard lengths[256] > 0 else { throw .invalidCodeLengths("no end-of-block code") }
    return (
      try HuffmanTable(lengths: lengths[0..<literalCount]),
      try HuffmanTable(lengths: lengths[literalCount...])
    )
  }

  private static func inflateBlock(
    _ reader: inout BitReader, _ tables: (HuffmanTable, HuffmanTable), into output: inout [UInt8], limit: Int
  ) throws(InflateError) {
    let (literals, distances) = tables
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        guard output.count < limit else { throw .outputTooLarge(limit: limit) }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < 29 else { throw .invalidCode }
      let length = lengthBase[index] + (try reader.read(lengthExtra[index]))
      let distanceSymbol = try distances.decode(&reader)
      guard distanceSymbol < 30 else { throw .invalidCode }
      let distance = distanceBase[distanceSymbol] + (try reader.read(distanceExtra[distanceSymbol]))
      guard distance <= output.count else {
        throw .distanceTooFar(distance: distance, available: output.count)
      }
      guard output.count + length <= limit else { throw .outputTooLarge(limit: limit) }
      var from = output.count - distance
      for _ in 0..<length {
        output.append(output[from])
        from += 1
      }
    }
  }
}
