/// Makes text safe and measurable for a terminal.
///
/// Text from a server, a file or a user never reaches the terminal as is: ``sanitize(_:)``
/// renders every control character inert, so a title cannot move the cursor, change colours,
/// ring the bell or rewrite the window title. ``ScreenRenderer`` sanitizes every span it writes;
/// the only escape sequences in its output are its own.
public enum TerminalText {
  /// Like ``sanitize(_:)`` for a message of several lines: line feeds stay line breaks, every
  /// other control character is made inert (for errors and usage text printed to a terminal).
  public static func sanitizeLines(_ text: String) -> String {
    // Split on scalars: "\r\n" is one `Character`, and its CR must still be made inert.
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { sanitize(String(String.UnicodeScalarView($0))) }
      .joined(separator: "\n")
  }

  /// The text with every control character made visible and inert.
  ///
  /// - C0 controls (U+0000–U+001F, including ESC, BEL, CR, LF, TAB) and DEL become caret
  ///   notation: ESC → `^[`, BEL → `^G`, LF → `^J`, DEL → `^?`.
  /// - C1 controls (U+0080–U+009F, which some terminals read as CSI/OSC), bidirectional
  ///   overrides and isolates (U+202A–U+202E, U+2066–U+2069) and line/paragraph separators
  ///   (U+2028, U+2029) become U+FFFD `�`.
  public static func sanitize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F:
        result.append("^")
        result.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      case 0x7F:
        result.append("^")
        result.append("?")
      default:
        result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return String(result)
  }

  /// Whether the scalar could act on the terminal or reorder what is shown.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// The number of terminal columns the text takes: 2 for wide characters (Hangul, CJK,
  /// fullwidth forms, emoji), 0 for combining marks and joiners, 1 otherwise.
  public static func width(_ text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The number of columns one character (grapheme cluster) takes.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation
    return width(of: first)
  }

  /// The number of columns one scalar takes on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
      0x1160...0x11FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF,
      0xD7B0...0xD7FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      return 0
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F000...0x1F02F, 0x1F0A0...0x1F0FF, 0x1F18E, 0x1F191...0x1F19A,
      0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
      0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The longest prefix of the text that fits in `width` columns; when text is cut, the last
  /// column shows `…`. Never splits a character, so a wide character that does not fit is left
  /// out whole.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard Self.width(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let next = Self.width(of: character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// The longest suffix of the text that fits in `width` columns; when text is cut, the first
  /// column shows `…`: the end of a long field, where the user types. Never splits a character.
  public static func tail(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard Self.width(text) > width else { return text }
    var result: [Character] = []
    var used = 0
    for character in text.reversed() {
      let next = Self.width(of: character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return "…" + String(result.reversed())
  }

  /// The text truncated to `width` columns and padded with spaces to exactly `width`.
  public static func fit(_ text: String, toWidth width: Int) -> String {
    let cut = truncate(text, toWidth: width)
    return cut + String(repeating: " ", count: max(0, width - Self.width(cut)))
  }
}
