import MVI

/// What the inspector's own server answers: the page, its script and style, the JSON API
/// (``Inspector/response(to:)``), and the live updates as Server-Sent Events; of one inspector or
/// of a group's stores.
@MainActor
final class InspectorRoutes {
  private weak var inspector: (any InspectorSource)?
  private let streamLimit: Int
  private let importLimit: Int
  private var streams: [EventStream] = []
  private var listener: InspectorListener?
  /// The step the next broadcast starts from.
  private var broadcastFrom = 0

  init(inspector: any InspectorSource, streamLimit: Int, importLimit: Int) {
    self.inspector = inspector
    self.streamLimit = streamLimit
    self.importLimit = importLimit
  }

  func reply(_ request: HTTPRequest) -> ServerReply {
    guard let inspector else { return .response(.error("The inspected store is gone.", status: 503)) }
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      return .response(
        .text(
          InspectorPage.html(title: inspector.title, continues: inspector.continues),
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
        broadcastFrom = inspector.liveNext
        listener = inspector.onChange { [weak self] in self?.broadcast() }
      }
      return .stream(first: update.map(Self.event) ?? "", stream)
    default:
      switch inspector.answer(to: request, importLimit: importLimit) {
      case .now(let response): return .response(response)
      case .later(let work): return .work(work)
      }
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
