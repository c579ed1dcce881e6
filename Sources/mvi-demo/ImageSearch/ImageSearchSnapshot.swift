import Foundation
import ImageSearch

/// The final state of an image search as JSON (`--json`). Control characters in text are
/// escaped by the JSON encoder (`\u001b`), so the output is safe for a terminal.
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
    return String(decoding: data, as: UTF8.self)
  }
}
