#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session's text as lines, the way a person or a tool may have left it (MVIInspector reads
/// imported sessions with it too).
package enum SessionText {
  /// One line that is not blank, with its number in the text (from 1).
  package struct Line {
    package var number: Int
    package var text: Substring
  }

  /// The lines that are not blank, each without its `\n` or `\r\n`, with their numbers; at
  /// most `limit` of them.
  package static func lines(of text: String, limit: Int = .max) -> [Line] {
    var lines: [Line] = []
    var number = 0
    // By bytes: a session may be tens of megabytes, and `\r\n` is one `Character`.
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      guard lines.count < limit else { break }
      number += 1
      let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
      guard line.contains(where: { !Self.blanks.contains($0) }) else { continue }
      lines.append(Line(number: number, text: Substring(line)))
    }
    return lines
  }

  /// The bytes of a blank line: spaces, tabs and a stray `\r`.
  private static let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]

  /// Why a line did not decode, in words: the field missing or of the wrong type, where.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.isEmpty ? "the line" : "\"" + codingPath.map(\.stringValue).joined(separator: ".") + "\""
    }
    switch error {
    case .keyNotFound(let key, let context):
      let place = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
      return "no \"\(key.stringValue)\" field\(place)"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not \(article(type)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null where \(article(type)) is expected"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty,
        context.underlyingError != nil || context.debugDescription.contains("JSON")
      {
        return "not JSON (\(context.debugDescription))"
      }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  private static func article(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
  }
}
