// The code of the Getting Started article, compiled in a file that imports Foundation as app
// files do (the package manifest line aside). Keep it the same as the article's.
import Foundation
import MVI
import MVITesting
import Testing

@MainActor
struct GettingStartedArticle {
  struct Counter: Feature {
    struct State: Equatable { var count = 0 }
    enum Intent: Sendable { case increment, decrement }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
    }
  }

  @Test func theCounterCounts() {
    let store = Store(Counter(), initialState: .init())
    store.send(.increment)
    #expect(store.count == 1)  // 1: read one field through the store
    #expect(store.state.count == 1)  // 1: or the whole state
  }

  struct Search: Feature {
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

    /// The service: the real one in the app, a stub in tests.
    var search: @Sendable (String) async throws -> [String]
    /// The clock the debounce waits on: a `TestClock` in tests.
    var clock: any Clock<Duration> = ContinuousClock()

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

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .queryUpdated(let query): state.query = query
      case .searchStarted: state.results.startLoading()
      case .resultsLoaded(let results): state.results = .loaded(results)
      case .searchFailed(let error): state.results.fail(error)
      }
    }

    private enum CancelID: Hashable, Sendable { case search }

    private func fetch(_ query: String) -> Effect<Action, Never> {
      .run { [search] send in
        await send(.searchStarted)
        await send(.resultsLoaded(try await search(query)))
      } catch: { error, send in
        await send(.searchFailed(LoadingError(error)))
      }
    }
  }

  @Test func typingSearchesAfterAPause() async {
    let clock = TestClock()
    let store = TestStore(
      Search(search: { query in ["\(query).jpg"] }, clock: clock),
      initialState: .init())

    await store.send(.queryChanged("dog")) { $0.query = "dog" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted) { $0.results = .loading }
    await store.receive(.resultsLoaded(["dog.jpg"])) { $0.results = .loaded(["dog.jpg"]) }
    await store.finish()
  }

  @Test func retryingAFailingSearchShowsTheError() async {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let clock = TestClock()
    let store = TestStore(
      Search(search: { _ in throw Offline() }, clock: clock),
      initialState: .init(query: "dog", results: .idle))

    await store.send(.retryTapped)
    await store.receive(.searchStarted) { $0.results = .loading }
    await store.receive(.searchFailed(LoadingError(message: "offline"))) {
      $0.results = .failed(LoadingError(message: "offline"))
    }
    await store.finish()
  }
}
