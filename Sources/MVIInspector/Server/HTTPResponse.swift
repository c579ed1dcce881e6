/// One HTTP response of the inspector's server: the public ``InspectorResponse``, with what the
/// server needs to build and send it.
package typealias HTTPResponse = InspectorResponse

extension InspectorResponse {
  /// A text response.
  package static func text(
    _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8"
  )
    -> Self
  {
    Self(status: status, contentType: contentType, body: Array(text.utf8))
  }

  /// A JSON response.
  package static func json(_ text: String, status: Int = 200) -> Self {
    .text(text, status: status, contentType: "application/json; charset=utf-8")
  }

  /// A JSON error, `{"error": "…"}`, that the page shows.
  package static func error(_ message: String, status: Int) -> Self {
    .json(InspectorFeed.json(["error": message]), status: status)
  }

  /// The response's bytes, closing the connection after it.
  func serialized() -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\nConnection: close\r\nCache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    return Array((head + "\r\n").utf8) + body
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 421: "Misdirected Request"
    case 428: "Precondition Required"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status"
    }
  }
}
