import MVI

/// What the inspector's own server answers: the page, its script and style, the JSON API
/// (``Inspector/respond(to:)``), and the live updates as Server-Sent Events.
@MainActor
final class InspectorRoutes<F: Feature> {
  private weak var inspector: Inspector<F>?
  private let streamLimit: Int
  private var streams: [EventStream] = []
  private var listener: InspectorListener?
  /// The step the next broadcast starts from.
  private var broadcastFrom = 0

  init(inspector: Inspector<F>, streamLimit: Int) {
    self.inspector = inspector
    self.streamLimit = streamLimit
  }

  func reply(_ request: HTTPRequest) -> ServerReply {
    guard let inspector else { return .response(.error("The inspected store is gone.", status: 503)) }
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      return .response(
        .text(
          InspectorPage.html(title: inspector.featureName, continues: inspector.continueHandler != nil),
          contentType: "text/html; charset=utf-8"))
    case ("GET", "/inspector.js"):
      return .response(.text(InspectorPage.script, contentType: "text/javascript; charset=utf-8"))
    case ("GET", "/inspector.css"):
      return .response(.text(InspectorPage.style, contentType: "text/css; charset=utf-8"))
    case ("GET", "/api/events"):
      // Everything kept, then the new steps as they come; one listener serves every page.
      let stream = EventStream(limit: streamLimit)
      let update = (try? inspector.update(from: 0)) ?? nil
      streams.removeAll { $0.isClosed }
      streams.append(stream)
      if listener == nil {
        broadcastFrom = inspector.history.nextIndex
        listener = inspector.onChange { [weak self] in self?.broadcast() }
      }
      return .stream(first: update.map(Self.event) ?? "", stream)
    default:
      return .response(inspector.respond(to: request))
    }
  }

  private func broadcast() {
    streams.removeAll { $0.isClosed }
    guard let inspector, let update = try? inspector.update(from: broadcastFrom) else { return }
    broadcastFrom = update.next
    guard !streams.isEmpty, !update.steps.isEmpty || update.first > 0 else { return }
    let event = Self.event(update)
    for stream in streams { stream.push(event) }
  }

  static func event(_ update: InspectorFeed.Update) -> String {
    "event: update\ndata: \(InspectorFeed.json(update))\n\n"
  }
}

extension Inspector {
  /// Serves the inspector's page on loopback (``InspectorServer/Configuration``: 127.0.0.1, any
  /// free port by default); open ``InspectorServer/url`` in a browser. The inspector keeps the
  /// server; it stops when the inspector goes or on ``InspectorServer/stop()``.
  ///
  /// - Throws: ``InspectorServerError``, e.g. ``InspectorServerError/portInUse(_:)``.
  @discardableResult
  public func serve(_ configuration: InspectorServer.Configuration = .init()) throws(InspectorServerError)
    -> InspectorServer
  {
    let routes = InspectorRoutes(inspector: self, streamLimit: configuration.streamBufferBytes)
    let server = try InspectorServer(configuration) { request in routes.reply(request) }
    servers.append(server)
    return server
  }
}

extension Interceptor {
  /// Inspects the store in a browser, in one line: records into a new ``Inspector`` of `feature`
  /// and serves its page on loopback, printing the address.
  ///
  /// ```swift
  /// let store = Store(feature, initialState: .init(), interceptors: [try .inspector(feature)])
  /// // MVIInspector: inspecting Search on http://127.0.0.1:53117/
  /// ```
  ///
  /// Sessions in and out need `Codable` types (without them the rest works). The inspector and
  /// its server live as long as the store.
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs (its `reduce` replays the history).
  ///   - limit: The most steps kept.
  ///   - configuration: Where the page is served.
  @MainActor
  public static func inspector(
    _ feature: F, limit: Int = 1_000, configuration: InspectorServer.Configuration = .init()
  ) throws(InspectorServerError) -> Self {
    try Inspector(feature, limit: limit).attached(configuration)
  }
}

extension Interceptor where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// Inspects the store in a browser, in one line, with sessions in and out (see the other
  /// overload).
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs (its `reduce` replays the history).
  ///   - limit: The most steps kept.
  ///   - configuration: Where the page is served.
  @MainActor
  public static func inspector(
    _ feature: F, limit: Int = 1_000, configuration: InspectorServer.Configuration = .init()
  ) throws(InspectorServerError) -> Self {
    try Inspector(feature, limit: limit).attached(configuration)
  }
}

extension Inspector {
  /// Serves the page and returns an interceptor that keeps the inspector alive.
  func attached(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) -> Interceptor<F>
  {
    let server = try serve(configuration)
    print("MVIInspector: inspecting \(featureName) on \(server.url)")
    return .withSources { activity, source in self.record(activity, source: source) }
  }
}
