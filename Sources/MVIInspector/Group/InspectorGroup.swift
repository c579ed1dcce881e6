import MVI

/// The inspectors of an app's several stores on one page: their steps merged into one live
/// timeline in the order they happened, each labelled with its store, with a filter per store.
/// Each store's steps replay, diff, skip and continue as in its own inspector; sending an intent,
/// sessions in and out, and the imported timeline are per store.
///
/// Attaching a store is one line:
///
/// ```swift
/// let inspection = InspectorGroup(title: "My app")
/// let todos = inspection.store(TodoList(), initialState: .init(), name: "todos")
/// let tally = inspection.store(Tally(), initialState: .init(), name: "tally")
/// let server = try inspection.serve()  // http://127.0.0.1:PORT in a browser
/// ```
@MainActor
public final class InspectorGroup {
  /// The page's title.
  public let title: String
  var members: [any GroupMember] = []
  private var memberListeners: [InspectorListener] = []
  private var listeners: [Int: @MainActor () -> Void] = [:]
  private var nextListener = 0
  /// The servers of ``serve(_:)``, kept as long as the group.
  var servers: [InspectorServer] = []

  /// Creates an empty group; its page is titled `title`.
  public init(title: String = "Inspector") {
    self.title = title
  }

  /// The stores' names, in the order they were added.
  public var names: [String] { members.map(\.name) }

  /// Shows `inspector`'s store in the group's timeline under `name` (its feature's type name by
  /// default; a name already taken gets a number: `Tally 2`).
  public func add<F: Feature>(_ inspector: Inspector<F>, name: String? = nil) {
    let base = name ?? inspector.featureName
    var unique = base
    var number = 2
    while names.contains(unique) {
      unique = "\(base) \(number)"
      number += 1
    }
    members.append(InspectorMember(inspector, name: unique))
    memberListeners.append(inspector.onChange { [weak self] in self?.notifyListeners() })
  }

  /// A store of `feature` inspected in the group, under `name`: the group's one line per store.
  /// Its inspector keeps at most `limit` steps and receives the page's intents when the `Intent`
  /// is `Codable`; sessions in and out need all its types `Codable` (the other overload).
  public func store<F: Feature>(
    _ feature: F, initialState: F.State, name: String? = nil, limit: Int = 1_000,
    interceptors: [Interceptor<F>] = []
  ) -> Store<F> {
    let inspector = Inspector(feature, limit: limit)
    add(inspector, name: name)
    return inspector.store(initialState: initialState, interceptors: interceptors)
  }

  /// A store of `feature` inspected in the group, under `name`, with sessions in and out (its
  /// types are `Codable`): the group's one line per store.
  public func store<F: Feature>(
    _ feature: F, initialState: F.State, name: String? = nil, limit: Int = 1_000,
    interceptors: [Interceptor<F>] = []
  ) -> Store<F> where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
    let inspector = Inspector(feature, limit: limit)
    add(inspector, name: name)
    return inspector.store(initialState: initialState, interceptors: interceptors)
  }

  /// Calls `body` after any store's new steps were recorded, once per burst; the returned token
  /// stops it.
  public func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener {
    let id = nextListener
    nextListener += 1
    listeners[id] = body
    return InspectorListener { [weak self] in self?.listeners[id] = nil }
  }

  private func notifyListeners() {
    for listener in listeners.values { listener() }
  }

  /// Serves the group's page on loopback (or beyond it with an access token, as
  /// ``Inspector/serve(_:)`` does); the group keeps the server.
  ///
  /// - Throws: ``InspectorServerError``.
  @discardableResult
  public func serve(_ configuration: InspectorServer.Configuration = .init()) throws(InspectorServerError)
    -> InspectorServer
  {
    try startServer(configuration)
  }

  /// Answers one request of the page's API, as ``Inspector/response(to:)`` does, for a web server
  /// of your own that shows the panel: the live timeline's steps are the stores' merged (a step's
  /// `index` is its place in it); a request about one store alone (sending, sessions, the
  /// imported timeline) names it with the query's `store` (the first store without it).
  public func response(to request: InspectorRequest) async -> InspectorResponse {
    await response(answering: request)
  }
}

extension InspectorGroup: InspectorSource {
  var continues: Bool { members.contains { $0.continues } }
  var liveNext: Int { StepOrder.shared.last + 1 }
  /// The stores' skip versions added up: it grows whenever one store's skipped steps change.
  var skipVersion: Int { members.reduce(0) { $0 + $1.skipVersion } }

  /// The stores' live steps numbered `from` or later, merged in the order they happened.
  func update(from: Int) throws(InspectorError) -> InspectorFeed.Update {
    let steps = members.flatMap { $0.summaries(orderAtLeast: from) }.sorted { $0.index < $1.index }
    let next = liveNext
    var storeFirst: [String: Int] = [:]
    for member in members { storeFirst[member.name] = member.firstOrder ?? next }
    return InspectorFeed.Update(
      timeline: .live, feature: title, first: storeFirst.values.min() ?? next, next: next,
      limit: members.map(\.limit).reduce(0, +), sessions: members.contains { $0.supportsSessions },
      steps: steps, skipped: members.flatMap(\.skippedOrders).sorted(), skipVersion: skipVersion,
      sends: members.contains { $0.sends }, attached: members.contains { $0.attached }, stores: names,
      storeFirst: storeFirst)
  }

  func answer(to request: HTTPRequest, importLimit: Int) -> InspectorAnswer {
    let timeline = request.query["timeline"] ?? "live"
    let merged = ["/api/steps", "/api/step", "/api/skip", "/api/continue"]
    guard timeline == "live", merged.contains(request.path) else {
      // About one store alone: forwarded as it came.
      let name = request.query["store"]
      guard let member = name.map({ name in members.first { $0.name == name } }) ?? members.first else {
        return .now(.error("No store named \"\((name ?? "").prefix(40))\" in this group.", status: 404))
      }
      return member.answer(to: request, importLimit: importLimit, label: nil)
    }
    if request.path == "/api/steps", request.method == "GET" {
      if let text = request.query["from"], Int(text) == nil {
        return .now(.error("The from \"\(text.prefix(40))\" is not a whole number.", status: 400))
      }
      do throws(InspectorError) {
        return .now(.json(InspectorFeed.json(try update(from: Int(request.query["from"] ?? "0") ?? 0))))
      } catch {
        return .now(.error(error.description, status: error.status))
      }
    }
    guard let text = request.query["index"] else {
      return .now(.error("The step's index is missing.", status: 400))
    }
    guard let order = Int(text) else {
      return .now(.error("The index \"\(text.prefix(40))\" is not a whole number.", status: 400))
    }
    let found = members.lazy.compactMap { member in member.index(ofOrder: order).map { (member, $0) } }.first
    guard let (member, index) = found else {
      return .now(.error("Step \(order) is not in any store's history.", status: 404))
    }
    var forwarded = request
    forwarded.query["index"] = String(index)
    let answer = member.answer(to: forwarded, importLimit: importLimit, label: member.label(for: index))
    if request.path == "/api/skip", case .now(let response) = answer, response.status == 200 {
      // The skipped steps by their places in the merged timeline.
      let skipped = InspectorFeed.Skipped(
        skipped: members.flatMap(\.skippedOrders).sorted(), skipVersion: skipVersion)
      return .now(.json(InspectorFeed.json(skipped)))
    }
    return answer
  }
}
