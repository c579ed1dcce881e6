/// Turns a ``Screen`` into what is written to the terminal.
///
/// Every span is sanitized (``TerminalText/sanitize(_:)``) and cut to the terminal's width, so
/// the only control sequences in the output are the renderer's own: cursor moves, line clears
/// and the SGR codes of ``TextStyle``.
public struct ScreenRenderer: Sendable {
  /// The terminal's size.
  public var size: TerminalSize

  /// Creates a renderer for a terminal of `size`.
  public init(size: TerminalSize) {
    self.size = size
  }

  /// The rows of the terminal, top to bottom, each with its styles: the content from the top,
  /// the footer at the bottom; content that does not fit ends with a `…` row.
  public func rows(for screen: Screen) -> [String] {
    let height = max(size.rows, 1)
    let footer = Array(screen.footer.suffix(height))
    let room = height - footer.count
    var content = screen.lines
    if content.count > room {
      content = Array(content.prefix(max(room - 1, 0)))
      if room > 0 { content.append(Line("…", style: .dim)) }
    }
    let blank = Array(repeating: Line.blank, count: room - content.count)
    return (content + blank + footer).map(row)
  }

  /// One rendered row: sanitized, cut to the width, styled with the renderer's own SGR codes.
  public func row(_ line: Line) -> String {
    let width = max(size.columns, 1)
    if line.isRule { return String(repeating: "─", count: width) }
    var output = ""
    var used = 0
    for span in line.spans {
      guard used < width else { break }
      let text = TerminalText.sanitize(span.text)
      let remaining = width - used
      let cut = TerminalText.width(text) > remaining ? TerminalText.truncate(text, toWidth: remaining) : text
      used += TerminalText.width(cut)
      let sgr = span.style.sgrParameters
      output += sgr.isEmpty ? cut : "\u{1B}[\(sgr)m\(cut)\u{1B}[0m"
    }
    return output
  }

  /// The bytes that turn the `previous` rows on the terminal into `next`: only changed rows are
  /// rewritten; with no previous rows, the whole screen is.
  public static func update(from previous: [String]?, to next: [String]) -> String {
    var output = ""
    for (index, row) in next.enumerated() {
      if let previous, index < previous.count, previous[index] == row { continue }
      output += "\u{1B}[\(index + 1);1H\u{1B}[0m\(row)\u{1B}[0m\u{1B}[K"
    }
    if let previous, previous.count > next.count {
      output += "\u{1B}[\(next.count + 1);1H\u{1B}[J"
    }
    return output
  }
}

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of rows.
  public var rows: Int
  /// The number of columns.
  public var columns: Int

  /// Creates a size.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The area an app draws in: all rows, all columns but the last, which some terminals do not
  /// show when line wrapping is off; at least one column.
  public var drawable: TerminalSize {
    TerminalSize(rows: rows, columns: max(columns - 1, 1))
  }
}
