/// Prints the results, as aligned text for the terminal or as Markdown for the docs.
enum Table {
  static let header = [
    "Case", "What", "ns/op", "Baseline", "Baseline ns/op", "Ratio", "Other figure", "Bar", "Result",
  ]

  static func cells(_ row: Row) -> [String] {
    [
      row.id, row.name, Format.nanoseconds(row.nanoseconds),
      row.baselineName.isEmpty ? "–" : row.baselineName,
      Format.nanoseconds(row.baselineNanoseconds), row.ratio.map { Format.decimal($0, 2) + "×" } ?? "–",
      row.figure.isEmpty ? "–" : row.figure, row.bar.isEmpty ? "–" : row.bar, row.result,
    ]
  }

  static func markdown(_ rows: [Row]) -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
    var lines = [line(header), line(header.map { _ in "---" })]
    lines += rows.map { line(cells($0)) }
    return lines.joined(separator: "\n")
  }

  static func text(_ rows: [Row]) -> String {
    let all = [header] + rows.map(cells)
    var widths = [Int](repeating: 0, count: header.count)
    for cells in all {
      for (column, cell) in cells.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      .joined(separator: "  ")
    }
    var lines = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
    lines += rows.map { line(cells($0)) }
    return lines.joined(separator: "\n")
  }
}
