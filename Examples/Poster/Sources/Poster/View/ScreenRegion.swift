import TerminalUI

/// A band of terminal rows that one part of an imperative view owns (a label, the picture
/// area): setting its rows rewrites only the rows that changed, in place.
@MainActor
final class ScreenRegion {
  /// The first row, from 1.
  private(set) var top: Int
  /// The number of rows.
  private(set) var height: Int
  /// What the region shows now; empty until first drawn.
  private(set) var rows: [String] = []

  init(top: Int, height: Int) {
    self.top = top
    self.height = height
  }

  /// Moves the region; it draws everything on its next ``show(_:output:)``.
  func place(top: Int, height: Int) {
    self.top = top
    self.height = max(height, 0)
    rows = []
  }

  /// Shows `newRows` (padded with empty rows or cut to the region's height), writing only the
  /// rows that differ from what is shown.
  func show(_ newRows: [String], output: (String) -> Void) {
    var next = Array(newRows.prefix(height))
    next += Array(repeating: "", count: height - next.count)
    var text = ""
    for (index, row) in next.enumerated() where index >= rows.count || rows[index] != row {
      text += "\u{1B}[\(top + index);1H\u{1B}[0m\(row)\u{1B}[0m\u{1B}[K"
    }
    rows = next
    if !text.isEmpty { output(text) }
  }
}
