/// A request of the inspector page's JSON API as a web server of your own received it, for
/// ``Inspector/response(to:)``: an app that serves the inspector's panel beside its own pages
/// (as the `mvi-web` samples do) forwards the panel's `/api/…` requests in this form.
public struct InspectorRequest: Equatable, Sendable {
  /// `GET` or `POST`.
  public var method: String
  /// The API's path, from `/api/`: `/api/steps`.
  public var path: String
  /// The query's parameters, percent-decoded.
  public var query: [String: String]
  /// The body: a session's JSON Lines for `POST /api/import`, else empty. A server should refuse a
  /// body over ``InspectorPanel/importLimit`` before reading it whole.
  public var body: [UInt8]

  /// Creates a request.
  public init(method: String, path: String, query: [String: String] = [:], body: [UInt8] = []) {
    self.method = method
    self.path = path
    self.query = query
    self.body = body
  }
}
