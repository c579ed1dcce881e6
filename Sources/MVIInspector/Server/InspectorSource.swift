/// What the inspector's server shows: one inspector's store, or the stores of an
/// ``InspectorGroup`` merged into one timeline.
@MainActor
protocol InspectorSource: AnyObject {
  /// The page's title.
  var title: String { get }
  /// Whether "continue from here" is offered.
  var continues: Bool { get }
  /// Where the live timeline's next step will be numbered.
  var liveNext: Int { get }
  /// The live timeline's steps from `from` on.
  func update(from: Int) throws(InspectorError) -> InspectorFeed.Update
  /// Answers a request of the page's API.
  func answer(to request: HTTPRequest, importLimit: Int) -> InspectorAnswer
  /// Calls `body` after new steps were recorded, once per burst.
  func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener
  /// The servers of the page, kept as long as the source.
  var servers: [InspectorServer] { get set }
}

extension InspectorSource {
  /// Serves the page and keeps the server.
  func startServer(_ configuration: InspectorServer.Configuration) throws(InspectorServerError)
    -> InspectorServer
  {
    let routes = InspectorRoutes(
      inspector: self, streamLimit: configuration.streamBufferBytes, importLimit: configuration.maxImportBytes
    )
    let server = try InspectorServer(configuration) { request in routes.reply(request) }
    servers.append(server)
    return server
  }

  /// Answers a request of the page's API for a web server of the app's own, the heavy work on a
  /// task of its own.
  func response(answering request: InspectorRequest) async -> InspectorResponse {
    let answer = answer(
      to: HTTPRequest(method: request.method, path: request.path, query: request.query, body: request.body),
      importLimit: InspectorFeed.importLimit)
    switch answer {
    case .now(let response): return response
    case .later(let work):
      switch await Task.detached(operation: { work.run() }).value {
      case .response(let response): return response
      case .onMainActor(let finish): return finish()
      }
    }
  }
}

extension Inspector: InspectorSource {
  var title: String { featureName }
  var continues: Bool { continueHandler != nil }
  var liveNext: Int { history.nextIndex }
  func update(from: Int) throws(InspectorError) -> InspectorFeed.Update {
    try update(from: from, timeline: .live)
  }
  func answer(to request: HTTPRequest, importLimit: Int) -> InspectorAnswer {
    answer(to: request, importLimit: importLimit, label: nil)
  }
}
