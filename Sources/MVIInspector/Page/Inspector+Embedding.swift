import MVI

extension Inspector {
  /// Answers one request of the inspector page's JSON API on the main actor, heavy work included.
  @available(
    *, deprecated,
    message: "Use await response(to:), which decodes, dumps and diffs off the main actor"
  )
  public func respond(to request: InspectorRequest) -> InspectorResponse {
    respond(
      to: HTTPRequest(method: request.method, path: request.path, query: request.query, body: request.body))
  }

  /// Answers one request of the inspector page's JSON API (`/api/steps`, `/api/step`,
  /// `/api/export`, `/api/import`, `/api/continue`, …), the API the standalone page of
  /// ``serve(_:)`` uses, for a web server of your own that shows the panel (``InspectorPanel``).
  ///
  /// Bad input gets a 4xx with `{"error": "…"}` and changes nothing; a session to import over
  /// ``InspectorPanel/importLimit`` bytes is refused.
  ///
  /// Decoding an imported session, and dumping and diffing a step's states (a state of 60,000
  /// items takes seconds), run on a task of their own: the app's main actor is held only to read
  /// and to change the inspector.
  public func response(to request: InspectorRequest) async -> InspectorResponse {
    await response(answering: request)
  }
}
