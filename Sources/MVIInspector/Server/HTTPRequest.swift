import Foundation

/// One HTTP/1.1 request, as ``HTTPRequestParser`` read it.
package struct HTTPRequest: Equatable, Sendable {
  /// `GET`, `POST`, …
  package var method: String
  /// The path, percent-decoded, without the query: `/api/step`.
  package var path: String
  /// The query's parameters, percent-decoded (`+` is a space); the last of a repeated name wins.
  package var query: [String: String]
  /// The header fields, names lowercased, in order.
  package var headers: [(name: String, value: String)]
  /// The body (empty without `Content-Length`).
  package var body: [UInt8]

  /// Creates a request.
  package init(
    method: String, path: String, query: [String: String] = [:],
    headers: [(name: String, value: String)] = [],
    body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// The first header field named `name` (any case).
  package func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name == name }?.value
  }

  /// Whether two requests are the same.
  package static func == (left: Self, right: Self) -> Bool {
    left.method == right.method && left.path == right.path && left.query == right.query
      && left.headers.map(\.name) == right.headers.map(\.name)
      && left.headers.map(\.value) == right.headers.map(\.value) && left.body == right.body
  }

  /// A request target's path and query (`/api/step?index=3`), percent-decoded.
  static func split(target: String) -> (path: String, query: [String: String])? {
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let rawPath = parts.first, let path = String(rawPath).removingPercentEncoding else { return nil }
    var query: [String: String] = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") where !pair.isEmpty {
        let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in
          String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        guard let name = decode(field[0]), let value = field.count == 2 ? decode(field[1]) : "" else {
          return nil
        }
        query[name] = value
      }
    }
    return (path, query)
  }
}
