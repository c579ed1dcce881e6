// The README's code, compiled in a file that imports Foundation as app files do. Keep it the
// same as the README's.
import Foundation
import MVI
import MVIInspector
import MVITesting
import Testing

@MainActor
struct READMECode {
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
    #expect(store.count == 1)  // 1
  }

  @Test func theCounterInspected() throws {
    let store = Store(Counter(), initialState: .init(), interceptors: [try .inspector(Counter())])
    // MVIInspector: inspecting Counter on http://127.0.0.1:53117/
    store.send(.increment)
    #expect(store.count == 1)
  }

  struct Search: Feature {
    struct State: Equatable {
      var query = ""
      var results: Loadable<[String]> = .idle
    }
    enum Intent: Sendable { case queryChanged(String) }  // what the user did
    enum Action: Sendable, Equatable {  // how the state changes
      case queryUpdated(String)
      case searchStarted
      case resultsLoaded([String])
      case searchFailed(LoadingError)
    }

    var search: @Sendable (String) async throws -> [String]  // a service: live or a stub
    var clock: any Clock<Duration> = ContinuousClock()

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .queryChanged(let query):
        return .merge(
          .send(.queryUpdated(query)),  // applied before `send` returns
          .run { [search] send in
            await send(.searchStarted)
            await send(.resultsLoaded(try await search(query)))
          } catch: { error, send in
            await send(.searchFailed(LoadingError(error)))
          }
          .debounce(id: "search", for: .milliseconds(300), clock: clock))
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
  }

  @Test func typingSearchesAfterAPause() async {
    let clock = TestClock()
    let store = TestStore(Search(search: { ["\($0).jpg"] }, clock: clock), initialState: .init())

    await store.send(.queryChanged("dog")) { $0.query = "dog" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted) { $0.results = .loading }
    await store.receive(.resultsLoaded(["dog.jpg"])) { $0.results = .loaded(["dog.jpg"]) }
    await store.finish()
  }
}
