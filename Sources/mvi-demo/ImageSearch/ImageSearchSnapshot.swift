import Foundation
import ImageSearch
import TerminalUI

/// The final state of an image search as JSON (`--json`). Every control character in text is
/// escaped (`\u001b`, and `\u009b` for C1 controls, which `JSONEncoder` leaves raw), so the
/// output is safe for a terminal.
struct ImageSearchSnapshot: Encodable {
  var query: String
  var searchedQuery: String?
  var status: String
  var navigationTitle: String
  var message: String?
  var error: String?
  var images: [ImageItem]
  var source: String

  init(_ state: ImageSearch.State, source: String) {
    query = state.query
    searchedQuery = state.searchedQuery
    navigationTitle = state.navigationTitle
    images = state.images
    self.source = source
    message = state.validationMessage
    switch state.content {
    case .idle: status = "idle"
    case .loading: status = "loading"
    case .loaded: status = "loaded"
    case .failed(let failure, _):
      status = "failed"
      message = state.errorText
      error = failure.message
    }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return Self.escapingUnsafeScalars(String(decoding: data, as: UTF8.self))
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
