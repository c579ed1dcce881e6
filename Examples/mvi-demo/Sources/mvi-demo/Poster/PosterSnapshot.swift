import Foundation
import Poster

/// The result of one fetch as JSON (`poster --json`): where it came from, the picture's size
/// and format, or the failure with the response's details; printed with ``JSONSnapshot/json()``,
/// so the output is safe for a terminal.
struct PosterSnapshot: JSONSnapshot {
  var status: String
  var message: String
  var source: String
  var posterSource: String?
  var width: Int?
  var height: Int?
  var bytes: Int?
  var contentType: String?
  var format: String?
  var error: String?
  var httpStatus: Int?
  var firstBytes: String?
  var text: String?

  init(_ state: Poster.State, source: String) {
    self.source = source
    message = state.statusText
    switch state.poster {
    case .idle: status = "idle"
    case .loading: status = "loading"
    case .loaded: status = "loaded"
    case .failed: status = "failed"
    }
    if let poster = state.poster.loadedValue {
      posterSource = poster.source
      width = poster.picture.width
      height = poster.picture.height
      bytes = poster.body.byteCount
      contentType = poster.body.contentType
      format = poster.format
    }
    if let failure = state.failure {
      error = failure.description
      if case .httpStatus(let status, _) = failure { httpStatus = status }
      if let details = failure.details {
        bytes = details.byteCount
        contentType = details.contentType
        format = details.detectedFormat
        firstBytes = details.hexPrefix
        text = details.textPreview
      }
    }
  }

}
