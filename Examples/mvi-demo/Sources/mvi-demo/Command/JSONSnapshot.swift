import Foundation
import TerminalUI

/// A sample's final state as JSON for `--json`: pretty, keys sorted, and safe for a terminal.
protocol JSONSnapshot: Encodable {}

extension JSONSnapshot {
  /// The snapshot as JSON. Control characters inside strings are escaped (`\u001b`, and
  /// `\u009b` for C1 controls, which `JSONEncoder` leaves raw), so printing it to a terminal
  /// cannot move the cursor or change colours. A value JSON cannot hold (a non-finite number)
  /// gives an object naming the encoding error instead of the snapshot.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Self.escapingUnsafeScalars(String(decoding: try encoder.encode(self), as: UTF8.self))
    } catch {
      let reason = String(describing: error).unicodeScalars.map { scalar in
        scalar.value < 0x20 || scalar == "\"" || scalar == "\\" ? " " : String(scalar)
      }.joined()
      return Self.escapingUnsafeScalars("{\n  \"encodingError\" : \"\(reason)\"\n}")
    }
  }

  /// Escapes what `JSONEncoder` leaves raw and a terminal could act on (DEL, C1 controls, bidi
  /// overrides); they can only occur inside JSON strings, where `\uXXXX` is valid.
  static func escapingUnsafeScalars(_ json: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F, TerminalText.isUnsafe(scalar) {  // C0 is escaped by the encoder
        let hex = String(scalar.value, radix: 16)
        result.append(
          contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
