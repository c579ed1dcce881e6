import MVI

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
}

/// Runs a page: one store, re-rendered after every change, a patch sent when the HTML changed.
@MainActor
final class PageRunner<Page: WebPage>: RunningPage {
  let page: Page
  let store: Store<Page.F>
  private var subscription: StoreSubscription?
  private var lastState: Page.F.State?
  private var lastPatch: ServerMessage?

  init(page: Page, store: Store<Page.F>) {
    self.page = page
    self.store = store
  }

  func start(_ output: @escaping @MainActor (ServerMessage) -> Void) {
    subscription = store.subscribe(removingDuplicates: true) { [weak self] state in
      self?.changed(state, output)
    }
  }

  func receive(_ payload: IntentPayload) throws(WebError) {
    if let intent = try page.intent(payload, state: store.state) { store.send(intent) }
  }

  func stop() {
    subscription?.cancel()
    subscription = nil
  }

  private func changed(_ state: Page.F.State, _ output: @MainActor (ServerMessage) -> Void) {
    let old = lastState
    lastState = state
    let patch = ServerMessage.patch(
      html: page.view(state).render(), title: page.title(state), path: page.path(state))
    if patch != lastPatch {
      lastPatch = patch
      output(patch)
    }
    for intent in page.appeared(from: old, to: state) { store.send(intent) }
  }
}
