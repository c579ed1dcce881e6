import Foundation
import ImageSearch
import TerminalUI

/// The final state of an image search as JSON (`--json`). Every control character in text is
/// escaped (`\u001b`, and `\u009b` for C1 controls, which `JSONEncoder` leaves raw), so the
/// output is safe for a terminal.
struct ImageSearchSnapshot: JSONSnapshot {
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

}
