import MVI

extension Inspector {
  /// Answers one request of the inspector page's JSON API (`/api/steps`, `/api/step`,
  /// `/api/export`, `/api/import`, `/api/continue`, …), the API the standalone page of
  /// ``serve(_:)`` uses, for a web server of your own that shows the panel (``InspectorPanel``).
  ///
  /// Bad input gets a 4xx with `{"error": "…"}` and changes nothing; a session to import over
  /// ``InspectorPanel/importLimit`` bytes is refused.
  public func respond(to request: InspectorRequest) -> InspectorResponse {
    respond(
      to: HTTPRequest(method: request.method, path: request.path, query: request.query, body: request.body))
  }
}
