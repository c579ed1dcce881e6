/// Why bytes could not be decoded as a PNG image.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes do not start with the PNG signature.
  case notPNG
  /// The file ends too early; `where` says what was being read.
  case truncated(String)
  /// A chunk's type is not four ASCII letters.
  case badChunkType([UInt8])
  /// A chunk's stored CRC differs from the CRC of its type and data.
  case badCRC(chunk: String, expected: UInt32, actual: UInt32)
  /// A chunk the image needs is missing (`IHDR` first, `IDAT`, `PLTE` for palette images, `IEND`).
  case missingChunk(String)
  /// A chunk is where the format does not allow it (a second `IHDR`, `PLTE` after `IDAT`, …).
  case misplacedChunk(String)
  /// The header's fields are not a valid combination.
  case invalidHeader(String)
  /// The image is larger than the decoder accepts; rejected before any pixel is allocated.
  case imageTooLarge(width: Int, height: Int, reason: String)
  /// The file uses something this decoder does not (an unknown critical chunk).
  case unsupported(String)
  /// The palette (`PLTE`) or transparency (`tRNS`) chunk is malformed.
  case badPalette(String)
  /// The compressed image data (`IDAT`) is not a valid zlib stream.
  case compressedData(InflateError)
  /// The decompressed image data is shorter than the header's size needs.
  case imageDataSize(expected: Int, actual: Int)
  /// A scanline starts with an unknown filter type.
  case badFilter(type: UInt8, row: Int)
  /// A pixel of a palette image names a colour the palette does not have.
  case paletteIndexOutOfRange(index: Int, paletteSize: Int)

  /// A short English explanation.
  public var description: String {
    switch self {
    case .notPNG: return "not a PNG file (bad signature)"
    case .truncated(let place): return "the file is truncated (\(place))"
    case .badChunkType(let bytes):
      return "invalid chunk type \(bytes.map { String($0, radix: 16) }.joined(separator: " "))"
    case .badCRC(let chunk, let expected, let actual):
      return "CRC mismatch in chunk \(chunk) (stored \(Self.hex(expected)), computed \(Self.hex(actual)))"
    case .missingChunk(let chunk): return "missing \(chunk) chunk"
    case .misplacedChunk(let reason): return "misplaced chunk: \(reason)"
    case .invalidHeader(let reason): return "invalid IHDR: \(reason)"
    case .imageTooLarge(let width, let height, let reason):
      return "image too large: \(width)×\(height) (\(reason))"
    case .unsupported(let feature): return "unsupported PNG feature: \(feature)"
    case .badPalette(let reason): return "bad palette: \(reason)"
    case .compressedData(let error): return "bad compressed image data: \(error)"
    case .imageDataSize(let expected, let actual):
      return "the image data has \(actual) bytes, the header needs \(expected)"
    case .badFilter(let type, let row): return "unknown filter type \(type) on row \(row)"
    case .paletteIndexOutOfRange(let index, let size):
      return "palette index \(index) is outside the \(size)-colour palette"
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
