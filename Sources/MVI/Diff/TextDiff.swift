/// A line diff of two texts, for logs and test failures: unchanged lines start with two spaces,
/// removed lines with "- ", added lines with "+ ". Long unchanged runs are folded.
package enum TextDiff {
  /// The diff of two lists of lines, or `nil` when they are equal.
  ///
  /// - Parameter context: How many unchanged lines to keep around each change.
  package static func lines(_ old: [String], _ new: [String], context: Int = 3) -> [String]? {
    guard old != new else { return nil }
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var rows: [(Character, String)] = old[..<prefix].map { (" ", $0) }
    rows += middle(oldMiddle, newMiddle)
    rows += old[(old.count - suffix)...].map { (" ", $0) }
    return fold(rows, context: context)
  }

  /// The longest-common-subsequence diff of the changed middle part.
  private static func middle(_ old: [String], _ new: [String]) -> [(Character, String)] {
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= 4_000_000 else {
      return old.map { ("-", $0) } + new.map { ("+", $0) }
    }
    let n = old.count
    let m = new.count
    var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * (m + 1) + j] =
          old[i] == new[j]
          ? table[(i + 1) * (m + 1) + j + 1] + 1
          : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
      }
    }
    var rows: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < n, j < m {
      if old[i] == new[j] {
        rows.append((" ", old[i]))
        i += 1
        j += 1
      } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
        rows.append(("-", old[i]))
        i += 1
      } else {
        rows.append(("+", new[j]))
        j += 1
      }
    }
    rows += old[i...].map { ("-", $0) }
    rows += new[j...].map { ("+", $0) }
    return rows
  }

  private static func fold(_ rows: [(Character, String)], context: Int) -> [String] {
    let changed = rows.indices.filter { rows[$0].0 != " " }
    var keep = [Bool](repeating: false, count: rows.count)
    for index in changed {
      for near in max(0, index - context)...min(rows.count - 1, index + context) { keep[near] = true }
    }
    var output: [String] = []
    var skipped = 0
    for (index, row) in rows.enumerated() {
      if keep[index] {
        if skipped > 0 { output.append("  … (\(skipped) unchanged lines)") }
        skipped = 0
        output.append(row.0 == " " ? "  " + row.1 : "\(row.0) " + row.1)
      } else {
        skipped += 1
      }
    }
    if skipped > 0 { output.append("  … (\(skipped) unchanged lines)") }
    return output
  }
}
