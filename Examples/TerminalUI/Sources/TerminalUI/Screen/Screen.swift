/// What a terminal view shows: lines of styled text, and a footer pinned to the bottom.
///
/// A view is a function of state, `(State) -> Screen`. Text in a screen is plain data — it may
/// come from a server — and is sanitized when rendered; styles are values, never escape codes.
///
/// ```swift
/// Screen {
///   Line(state.title, style: .bold)
///   Line.rule
///   for item in state.items { Line("• \(item)") }
/// }
/// ```
public struct Screen: Hashable, Sendable {
  /// The lines from the top of the terminal.
  public var lines: [Line]
  /// Lines shown at the bottom of the terminal (key hints), below the content.
  public var footer: [Line]

  /// Creates a screen from lines.
  public init(lines: [Line], footer: [Line] = []) {
    self.lines = lines
    self.footer = footer
  }

  /// Creates a screen with a builder.
  public init(@ScreenBuilder lines: () -> [Line], @ScreenBuilder footer: () -> [Line] = { [] }) {
    self.lines = lines()
    self.footer = footer()
  }

  /// The screen as plain text (no styles), one string per line, sanitized and cut to `width`
  /// columns: the non-interactive output of the samples.
  public func plainText(width: Int = 80) -> [String] {
    (lines + footer).map { line in
      let text = line.isRule ? String(repeating: "─", count: width) : line.plainText
      return TerminalText.truncate(TerminalText.sanitize(text), toWidth: width)
    }
  }
}

/// A line of a ``Screen``: spans of text, each with a style.
public struct Line: Hashable, Sendable {
  /// The spans, left to right.
  public var spans: [Span]
  /// Whether the line is a horizontal rule the width of the terminal.
  public var isRule: Bool

  /// Creates a line of spans.
  public init(_ spans: [Span]) {
    self.spans = spans
    isRule = false
  }

  /// Creates a line of one span.
  public init(_ text: String, style: TextStyle = []) {
    self.init([Span(text, style: style)])
  }

  /// A horizontal rule across the terminal.
  public static var rule: Line {
    var line = Line([])
    line.isRule = true
    return line
  }

  /// An empty line.
  public static var blank: Line { Line([]) }

  /// The text of the line without styles (not yet sanitized).
  public var plainText: String { spans.map(\.text).joined() }
}

/// A run of text with one style.
public struct Span: Hashable, Sendable {
  /// The text: any data; the renderer sanitizes it.
  public var text: String
  /// How it looks.
  public var style: TextStyle

  /// Creates a span.
  public init(_ text: String, style: TextStyle = []) {
    self.text = text
    self.style = style
  }
}

/// Builds the lines of a ``Screen`` from statements, `if`s and `for` loops.
@resultBuilder
public enum ScreenBuilder {
  /// Joins the parts.
  public static func buildBlock(_ parts: [Line]...) -> [Line] { parts.flatMap { $0 } }
  /// One line.
  public static func buildExpression(_ line: Line) -> [Line] { [line] }
  /// Several lines.
  public static func buildExpression(_ lines: [Line]) -> [Line] { lines }
  /// An `if` without `else`.
  public static func buildOptional(_ lines: [Line]?) -> [Line] { lines ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first lines: [Line]) -> [Line] { lines }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second lines: [Line]) -> [Line] { lines }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Line]]) -> [Line] { parts.flatMap { $0 } }
}
