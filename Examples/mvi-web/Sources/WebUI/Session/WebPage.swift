import MVI
import MVIInspector

/// A sample's web view: a function from the feature's state to HTML, and the mapping of the
/// page's messages to the feature's intents. The feature itself is the sample's, unchanged.
@MainActor
protocol WebPage {
  associatedtype F: Feature where F.State: Equatable

  /// The sample's root, rendered from the state.
  func view(_ state: F.State) -> HTMLNode
  /// The document's title.
  func title(_ state: F.State) -> String
  /// The page's path for the browser's history (`/feed/post/3`).
  func path(_ state: F.State) -> String
  /// The feature's intent for a message; nil when the page handled it itself.
  func intent(_ payload: IntentPayload, state: F.State) throws(WebError) -> F.Intent?
  /// What a view sends when something appears (the screen, a pushed detail).
  func appeared(from old: F.State?, to new: F.State) -> [F.Intent]
}

/// One tab's running sample, whatever its feature.
@MainActor
protocol RunningPage: AnyObject {
  func start(_ output: @escaping @MainActor (ServerMessage) -> Void)
  func receive(_ payload: IntentPayload) throws(WebError)
  func stop()
  /// Answers the inspector panel's request (`/api/…`), or `nil` when the tab is not inspected.
  func inspectorRespond(_ request: InspectorRequest) async -> InspectorResponse?
}

/// Runs a page: one store, re-rendered after every change, a patch sent when the HTML changed.
///
/// Inspected (`?inspect`), the store records into an ``Inspector``, and the tab may show a
/// *branch* instead: a new store continued from a past step (the live store keeps running,
/// unshown, and is shown again by "back to live").
@MainActor
final class PageRunner<Page: WebPage>: RunningPage {
  let page: Page
  /// The live store.
  let store: Store<Page.F>
  let inspector: Inspector<Page.F>?
  private var live: View
  private var branch: (view: View, step: Int)?
  private var output: (@MainActor (ServerMessage) -> Void)?
  private var listener: InspectorListener?

  /// One store on screen or behind it: its subscription and what was last rendered.
  private final class View {
    let store: Store<Page.F>
    var subscription: StoreSubscription?
    var lastState: Page.F.State?
    var lastPatch: ServerMessage?

    init(_ store: Store<Page.F>) { self.store = store }
  }

  init(page: Page, store: Store<Page.F>) {
    self.page = page
    self.store = store
    self.inspector = nil
    live = View(store)
  }

  /// A runner whose store is inspected by `inspector`.
  init(page: Page, inspector: Inspector<Page.F>, initialState: Page.F.State) {
    self.page = page
    self.inspector = inspector
    // The panel's intents (Send an intent) go to this store.
    store = inspector.store(initialState: initialState)
    live = View(store)
    inspector.continueHandler = { [weak self] store, step in self?.showBranch(store, from: step) }
  }

  /// The store the tab shows and sends to.
  private var shown: View { branch?.view ?? live }

  func start(_ output: @escaping @MainActor (ServerMessage) -> Void) {
    self.output = output
    watch(live)
    listener = inspector?.onChange { [weak self] in self?.output?(.inspectorChanged) }
  }

  func receive(_ payload: IntentPayload) throws(WebError) {
    let store = shown.store
    if let intent = try page.intent(payload, state: store.state) { store.send(intent) }
  }

  func stop() {
    for view in [live, branch?.view].compactMap({ $0 }) {
      view.subscription?.cancel()
      view.subscription = nil
    }
    branch = nil
    listener?.cancel()
    listener = nil
    output = nil
  }

  private func watch(_ view: View) {
    view.subscription = view.store.subscribe(removingDuplicates: true) { [weak self, weak view] state in
      guard let self, let view else { return }
      self.changed(view, state)
    }
  }

  private func changed(_ view: View, _ state: Page.F.State) {
    let old = view.lastState
    view.lastState = state
    if view === shown { render(view, state) }
    for intent in page.appeared(from: old, to: state) { view.store.send(intent) }
  }

  private func render(_ view: View, _ state: Page.F.State) {
    let patch = ServerMessage.patch(
      html: page.view(state).render(), title: page.title(state), path: page.path(state))
    if patch != view.lastPatch {
      view.lastPatch = patch
      output?(patch)
    }
  }

  /// Shows a store continued from `step` instead of the live one, which keeps running.
  private func showBranch(_ store: Store<Page.F>, from step: Int) {
    if let old = branch { old.view.subscription?.cancel() }
    let view = View(store)
    view.lastState = store.state
    branch = (view, step)
    render(view, store.state)
    watch(view)
  }

  /// Shows the live store again and drops the branch.
  private func showLive() {
    if let old = branch { old.view.subscription?.cancel() }
    branch = nil
    live.lastPatch = nil
    render(live, live.store.state)
  }

  func inspectorRespond(_ request: InspectorRequest) async -> InspectorResponse? {
    guard let inspector else { return nil }
    switch (request.method, request.path) {
    case ("GET", "/api/screen"):
      // The sample's screen at a step: the page's own view of the replayed state.
      guard let index = request.query["index"].flatMap({ Int($0) }) else {
        return .error("The step's index is missing.", status: 400)
      }
      let timeline = InspectorTimeline(rawValue: request.query["timeline"] ?? "live") ?? .live
      do {
        let state = try inspector.state(at: index, in: timeline)
        return .json(
          InspectorResponse.jsonObject([
            "html": page.view(state).render(), "title": page.title(state), "step": "\(index)",
          ]))
      } catch {
        return .error(error.description, status: 404)
      }
    case ("POST", "/api/live"):
      showLive()
      return .json("{}")
    case ("GET", "/api/view"):
      return .json(InspectorResponse.jsonObject(["branch": branch.map { "\($0.step)" } ?? ""]))
    default:
      return await inspector.response(to: request)
    }
  }
}
