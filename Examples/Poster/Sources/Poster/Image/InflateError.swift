/// Why a zlib or DEFLATE stream could not be decompressed.
public enum InflateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stream ended before its last block (or before the zlib checksum).
  case truncated
  /// The two zlib header bytes are not a valid header: wrong method, window or check bits.
  case badZlibHeader(String)
  /// The stream needs a preset dictionary, which PNG never uses.
  case presetDictionary
  /// A block has the reserved type 3.
  case invalidBlockType
  /// A stored block's length and its one's complement disagree.
  case storedLengthMismatch
  /// A dynamic block's code lengths do not describe a valid Huffman code.
  case invalidCodeLengths(String)
  /// The bits do not match any code of the block's Huffman table, or name a reserved symbol.
  case invalidCode
  /// A back-reference points before the start of the output.
  case distanceTooFar(distance: Int, available: Int)
  /// The output would be larger than the limit given.
  case outputTooLarge(limit: Int)
  /// The Adler-32 checksum of the output differs from the stream's.
  case checksumMismatch(expected: UInt32, actual: UInt32)

  /// A short English explanation.
  public var description: String {
    switch self {
    case .truncated: return "the compressed data ends too early"
    case .badZlibHeader(let reason): return "bad zlib header (\(reason))"
    case .presetDictionary: return "the zlib stream needs a preset dictionary"
    case .invalidBlockType: return "invalid DEFLATE block type 3"
    case .storedLengthMismatch: return "a stored block's length check does not match"
    case .invalidCodeLengths(let reason): return "invalid Huffman code lengths (\(reason))"
    case .invalidCode: return "invalid Huffman code in the compressed data"
    case .distanceTooFar(let distance, let available):
      return "a back-reference of \(distance) bytes reaches before the start (\(available) bytes written)"
    case .outputTooLarge(let limit): return "the decompressed data is larger than \(limit) bytes"
    case .checksumMismatch(let expected, let actual):
      return "Adler-32 mismatch (stream says \(hex(expected)), data gives \(hex(actual)))"
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
