import Foundation

/// A complete HTTP response: status, media type and body.
public struct HTTPResponse: Hashable, Sendable {
  /// The HTTP status code, e.g. 200.
  public var status: Int
  /// The `Content-Type` header without parameters, lowercased (`image/png`), if the server sent one.
  public var contentType: String?
  /// The body, at most ``HTTPFetcher/maxBodySize`` bytes.
  public var body: Data

  /// Creates a response.
  public init(status: Int, contentType: String? = nil, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }
}
