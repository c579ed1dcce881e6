/// Why bytes are not a request the inspector's server reads; each has the status it answers.
package enum HTTPParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The request line is longer than the limit.
  case requestLineTooLong(limit: Int)
  /// The request line and header fields are larger than the limit.
  case headTooLarge(limit: Int)
  /// More header fields than the limit.
  case tooManyHeaders(limit: Int)
  /// The body is larger than the limit.
  case bodyTooLarge(bytes: Int, limit: Int)
  /// The request line is not `METHOD /target HTTP/1.x`.
  case malformedRequestLine
  /// Not HTTP/1.1 or HTTP/1.0.
  case unsupportedVersion
  /// A header field is not `name: value`.
  case malformedHeader
  /// `Content-Length` is not one decimal number.
  case badContentLength
  /// A `Transfer-Encoding` body (chunked); only `Content-Length` bodies are read.
  case chunkedNotSupported

  /// The HTTP status of the answer.
  package var status: Int {
    switch self {
    case .requestLineTooLong: 414
    case .headTooLarge, .tooManyHeaders: 431
    case .bodyTooLarge: 413
    case .unsupportedVersion: 505
    case .chunkedNotSupported: 501
    case .malformedRequestLine, .malformedHeader, .badContentLength: 400
    }
  }

  /// What went wrong, for a person.
  package var description: String {
    switch self {
    case .requestLineTooLong(let limit): "The request line is longer than \(limit) bytes."
    case .headTooLarge(let limit): "The request's header is larger than \(limit) bytes."
    case .tooManyHeaders(let limit): "The request has more than \(limit) header fields."
    case .bodyTooLarge(let bytes, let limit): "The body has \(bytes) bytes; the limit is \(limit)."
    case .malformedRequestLine: "The request line is not \"METHOD /path HTTP/1.1\"."
    case .unsupportedVersion: "Only HTTP/1.1 and HTTP/1.0 are served."
    case .malformedHeader: "A header field is not \"name: value\"."
    case .badContentLength: "Content-Length is not one number."
    case .chunkedNotSupported: "Chunked bodies are not read; send Content-Length."
    }
  }
}
