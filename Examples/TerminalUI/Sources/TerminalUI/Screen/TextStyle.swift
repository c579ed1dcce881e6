/// How a span of text looks; the renderer turns it into its own escape sequences.
public struct TextStyle: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a style from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold text.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Dimmed text.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Underlined text.
  public static let underline = TextStyle(rawValue: 1 << 2)
  /// Swapped foreground and background: a selected row.
  public static let inverse = TextStyle(rawValue: 1 << 3)
  /// Red text, for errors.
  public static let red = TextStyle(rawValue: 1 << 4)
  /// Cyan text, for titles and accents.
  public static let cyan = TextStyle(rawValue: 1 << 5)

  /// The SGR parameters of the style (`1;7`), empty for plain text.
  var sgrParameters: String {
    var codes: [String] = []
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.underline) { codes.append("4") }
    if contains(.inverse) { codes.append("7") }
    if contains(.red) { codes.append("31") }
    if contains(.cyan) { codes.append("36") }
    return codes.joined(separator: ";")
  }
}
