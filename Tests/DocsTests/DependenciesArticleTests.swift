// The code of the Dependencies article, compiled in a file that imports Foundation as app files
// do. `Search`'s elided parts are Getting Started's; `HTTPSession` stands for an app's network
// layer. Keep it the same as the article's.
import Foundation
import MVI
import MVITesting
import Testing

/// An app's network layer, as the article assumes one.
struct HTTPSession: Sendable {
  static let shared = HTTPSession()
  func images(matching query: String) async throws -> [String] { ["\(query).jpg"] }
}

struct ImageClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
}

struct Search: Feature {
  // State, Intent, Action, reduce as in Getting Started …
  struct State: Equatable {
    var query = ""
    var results: Loadable<[String]> = .idle
  }
  enum Intent: Sendable {
    case queryChanged(String)
    case retryTapped
  }
  enum Action: Sendable, Equatable {
    case queryUpdated(String)
    case searchStarted
    case resultsLoaded([String])
    case searchFailed(LoadingError)
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .queryUpdated(let query): state.query = query
    case .searchStarted: state.results.startLoading()
    case .resultsLoaded(let results): state.results = .loaded(results)
    case .searchFailed(let error): state.results.fail(error)
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .queryChanged(let query):
      return .merge(
        .send(.queryUpdated(query)),
        fetch(query).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock))
    case .retryTapped:
      return fetch(state.query).cancellable(id: CancelID.search)
    }
  }

  private enum CancelID: Hashable, Sendable { case search }

  private func fetch(_ query: String) -> Effect<Action, Never> {
    .run { [client] send in
      await send(.searchStarted)
      await send(.resultsLoaded(try await client.search(query)))
    } catch: { error, send in
      await send(.searchFailed(LoadingError(error)))
    }
  }

  var client: ImageClient
  var clock: any Clock<Duration> = ContinuousClock()
}

extension ImageClient {
  /// The real one: calls the server.
  static func live(session: HTTPSession) -> Self {
    Self { query in try await session.images(matching: query) }
  }

  /// Answers from memory, for previews and demos.
  static let preview = Self { query in ["\(query)-1.jpg", "\(query)-2.jpg"] }

  /// Fails every request, for the error state.
  static func failing(_ error: some Error & Sendable) -> Self {
    Self { _ in throw error }
  }
}

@MainActor
final class SearchScreen {
  let store: Store<Search>

  init(store: Store<Search>) {
    self.store = store
  }

  /// The screen with its live services: what the app shows.
  static func build(client: ImageClient = .live(session: .shared)) -> SearchScreen {
    SearchScreen(store: Store(Search(client: client), initialState: .init()))
  }
}

@Test @MainActor func theScreenIsBuiltWithLiveOrPreviewServices() {
  let screen = SearchScreen.build()  // in the app
  let preview = SearchScreen.build(client: .preview)  // in a preview or a demo
  #expect(screen.store.state == Search.State())
  #expect(preview.store.state == Search.State())
}

@Test @MainActor func aFailingServerShowsTheError() async {
  let store = TestStore(
    Search(client: .failing(LoadingError(message: "offline"))), initialState: .init())
  await store.send(.retryTapped)
  await store.receive(.searchStarted) { $0.results = .loading }
  await store.receive(.searchFailed(LoadingError(message: "offline"))) {
    $0.results = .failed(LoadingError(message: "offline"))
  }
  await store.finish()
}
