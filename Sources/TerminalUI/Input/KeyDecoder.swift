/// Decodes the bytes a terminal in raw mode sends into ``Key``s.
///
/// Handles UTF-8 (Korean, emoji) split across reads, CSI and SS3 arrow/navigation sequences,
/// and a lone ESC. Feed bytes as they arrive; an incomplete sequence waits for the next read,
/// except a lone ESC at the end of a read, which is the Escape key.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder.
  public init() {}

  /// The keys in `bytes`, after any bytes kept from the last call.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key starting at `index` and its length in bytes; `nil` when more bytes are needed.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escape(at: index, in: bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.control("@"), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x1C...0x1F: return (.unknown, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default:
      return utf8(at: index, in: bytes)
    }
  }

  private static func escape(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return (.escape, 1) }
    let next = bytes[index + 1]
    switch next {
    case UInt8(ascii: "["):
      // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
      var end = index + 2
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      let final = bytes[end]
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      return (csi(parameters, final), end - index + 1)
    case UInt8(ascii: "O"):
      guard index + 2 < bytes.count else { return nil }
      switch bytes[index + 2] {
      case UInt8(ascii: "A"): return (.up, 3)
      case UInt8(ascii: "B"): return (.down, 3)
      case UInt8(ascii: "C"): return (.right, 3)
      case UInt8(ascii: "D"): return (.left, 3)
      case UInt8(ascii: "H"): return (.home, 3)
      case UInt8(ascii: "F"): return (.end, 3)
      default: return (.unknown, 3)
      }
    case 0x1B:
      return (.escape, 1)
    default:
      // Alt+key: report the key, ignoring Alt.
      return (.escape, 1)
    }
  }

  private static func csi(_ parameters: String, _ final: UInt8) -> Key {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "3": return .delete
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  private static func utf8(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown, 1)  // a stray continuation or invalid byte
    }
    guard index + length <= bytes.count else { return nil }
    let slice = bytes[index..<(index + length)]
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.unknown, 1) }
    let text = String(decoding: slice, as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      scalar.value != 0xFFFD
    else { return (.unknown, length) }
    if TerminalText.isUnsafe(scalar) { return (.unknown, length) }
    return (.character(Character(scalar)), length)
  }
}
