/// The inspector's answer to an ``InspectorRequest``: what a web server of your own sends back.
public struct InspectorResponse: Equatable, Sendable {
  /// The status code: 200, or a 4xx whose body is `{"error": "…"}`.
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// Further header fields (`Content-Disposition` of an exported session).
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]

  /// Creates a response.
  public init(status: Int = 200, contentType: String, headers: [String: String] = [:], body: [UInt8]) {
    self.status = status
    self.contentType = contentType
    self.headers = headers
    self.body = body
  }
}
