#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session's text as lines, the way a person or a tool may have left it.
enum SessionText {
  /// One line that is not blank, with its number in the text (from 1).
  struct Line {
    var number: Int
    var text: Substring
  }

  /// The lines that are not blank, each without its `\n` or `\r\n`, with their numbers.
  static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    var number = 0
    // `\r\n` is one `Character`: split on it as on `\n`.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      number += 1
      let text = line.last == "\r" ? line.dropLast() : line
      guard text.contains(where: { !$0.isWhitespace }) else { continue }
      lines.append(Line(number: number, text: text))
    }
    return lines
  }

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
