/// Decodes the bytes a terminal in raw mode sends into ``Key``s.
///
/// Handles UTF-8 (Korean, emoji) split across reads, CSI and SS3 arrow/navigation sequences,
/// Alt+key, and a lone ESC. Feed bytes as they arrive; an incomplete sequence waits for the
/// next read, whatever its length, so a burst of arrow keys cut anywhere by a read is decoded
/// whole.
///
/// An ESC at the end of what has arrived may be the start of a sequence whose rest is still on
/// its way, or the Escape key. The decoder keeps it (``isWaiting``) and lets the reader decide
/// with a clock, as terminal libraries do (vim's `ttimeoutlen`, ncurses' `ESCDELAY`): when no
/// byte has come for ``escapeDelay``, the reader calls ``flush()``, which gives the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B])      // [] — waiting
/// decoder.decode(Array("[A".utf8))  // [.up]
/// decoder.decode([0x1B])      // [] — waiting
/// decoder.flush()             // [.escape] — nothing followed in time
/// ```
public struct KeyDecoder: Sendable {
  /// How long the reader waits after an incomplete sequence (a lone ESC) before ``flush()``.
  public static let escapeDelay: Duration = .milliseconds(50)

  /// The longest escape sequence read as one key; a longer one is ``Key/unknown``.
  static let maximumSequenceLength = 32

  private var pending: [UInt8] = []

  /// Creates a decoder.
  public init() {}

  /// Whether bytes of an incomplete key are kept: the reader should call ``flush()`` if no more
  /// bytes arrive within ``escapeDelay``.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The keys in `bytes`, after any bytes kept from the last call. Bytes of an incomplete key
  /// at the end are kept for the next call (or ``flush()``).
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

  /// The keys for the kept bytes, taken as complete because nothing followed them in time: a
  /// lone ESC is the Escape key, ESC with the start of a sequence is Alt with that character,
  /// a cut UTF-8 character is ``Key/unknown``. Nothing stays kept.
  public mutating func flush() -> [Key] {
    guard !pending.isEmpty else { return [] }
    var keys: [Key] = []
    var rest = pending[...]
    pending = []
    while let byte = rest.first {
      if byte == 0x1B {
        rest = rest.dropFirst()
        if let next = rest.first, (0x20...0x7E).contains(next) {
          keys.append(.alt(Character(Unicode.Scalar(next))))
          rest = rest.dropFirst()
          // What followed `ESC [` or `ESC O` was not a sequence: decode it as typed.
          keys += decode(rest)
          keys += flush()
          return keys
        }
        keys.append(.escape)
      } else {
        // A UTF-8 character cut short: its bytes make no character.
        keys.append(.unknown)
        rest = rest.dropFirst()
        while let next = rest.first, next & 0xC0 == 0x80 { rest = rest.dropFirst() }
      }
    }
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
    // A lone ESC at the end: wait for the next read or for `flush()`.
    guard index + 1 < bytes.count else { return nil }
    let next = bytes[index + 1]
    switch next {
    case UInt8(ascii: "["):
      // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
      var end = index + 2
      while end < bytes.count, end - index < maximumSequenceLength, (0x20...0x3F).contains(bytes[end]) {
        end += 1
      }
      // No key's sequence is this long: waiting for its end would let kept bytes grow without
      // bound (a hostile paste). What came so far is one unknown key; the rest is read as typed.
      if end - index == maximumSequenceLength { return (.unknown, end - index) }
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
    case 0x20...0x7E:
      // Alt+key: ESC then the character.
      return (.alt(Character(Unicode.Scalar(next))), 2)
    case 0xC2...0xF4:
      // Alt with a character beyond ASCII (Alt+ㅎ): ESC then its UTF-8 bytes.
      guard let (key, length) = utf8(at: index + 1, in: bytes) else { return nil }
      if case .character(let character)? = key { return (.alt(character), length + 1) }
      return (.escape, 1)
    default:
      // ESC before ESC or a control key: Escape, then that key.
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
