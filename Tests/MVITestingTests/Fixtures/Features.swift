import MVI
import MVITesting

/// A counter whose intents are its actions.
struct Counter: Feature {
  struct State: Equatable {
    var count = 0
    var title = "Counter"
  }

  enum Intent: Sendable, Equatable {
    case increment
    case decrement
    case rename(String)
    case noop
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .rename(let title): state.title = title
    case .noop: break
    }
  }
}

/// A search service; tests build it from closures.
struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]

  /// Answers at once with three results derived from the query.
  static let mock = SearchClient { query in ["\(query) 1", "\(query) 2", "\(query) 3"] }

  /// Fails at once.
  static let failing = SearchClient { _ in throw SearchError.offline }

  /// Answers after `delay` on `clock`.
  static func slow(_ clock: TestClock, delay: Duration) -> SearchClient {
    SearchClient { query in
      try await clock.sleep(for: delay)
      return ["\(query) (slow)"]
    }
  }
}

enum SearchError: Error, Equatable {
  case offline
}

/// Search-as-you-type with debounce, a timeout, throttled refresh, events and cancellation.
struct Search: Feature {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var isLoading = false
    var error: String?
    var refreshCount = 0
  }

  enum Intent: Sendable, Equatable {
    case queryChanged(String)
    case searchTapped
    case cancelTapped
    case refreshPulled
    case uncheckedSearchTapped
  }

  enum Action: Sendable, Equatable {
    case setQuery(String)
    case searchStarted
    case resultsLoaded([String])
    case searchFailed(String)
    case cancelled
    case refreshed
  }

  enum Event: Sendable, Equatable {
    case showToast(String)
  }

  static let debounce = Duration.milliseconds(300)
  static let timeout = Duration.seconds(5)
  static let throttle = Duration.seconds(1)

  let client: SearchClient
  let clock: TestClock

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .setQuery(let query): state.query = query
    case .searchStarted:
      state.isLoading = true
      state.error = nil
    case .resultsLoaded(let results):
      state.isLoading = false
      state.results = results
    case .searchFailed(let message):
      state.isLoading = false
      state.error = message
    case .cancelled: state.isLoading = false
    case .refreshed: state.refreshCount += 1
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .queryChanged(let query):
      return .merge(
        .send(.setQuery(query)),
        .concatenate(.send(.searchStarted), search(query))
          .debounce(id: "search", for: Self.debounce, clock: clock))
    case .searchTapped:
      return .concatenate(.send(.searchStarted), search(state.query).cancellable(id: "search"))
    case .cancelTapped:
      return .merge(.cancel(id: "search"), .send(.cancelled), .emit(.showToast("Search cancelled")))
    case .refreshPulled:
      return Effect.run { send in await send(.refreshed) }
        .throttle(id: "refresh", for: Self.throttle, clock: clock, latest: false)
    case .uncheckedSearchTapped:
      let client = client
      let query = state.query
      return .run { send in await send(.resultsLoaded(try await client.search(query))) }
    }
  }

  /// Searches, failing with "timed out" when the client takes longer than the timeout.
  private func search(_ query: String) -> Effect<Action, Event> {
    let client = client
    let clock = clock
    return .run { send in
      let results = try await withThrowingTaskGroup(of: [String]?.self) { group in
        group.addTask { try await client.search(query) }
        group.addTask {
          try await clock.sleep(for: Self.timeout)
          return nil
        }
        defer { group.cancelAll() }
        return try await group.next() ?? nil
      }
      if let results {
        await send(.resultsLoaded(results))
        if results.isEmpty { await send.emit(.showToast("No results")) }
      } else {
        await send(.searchFailed("timed out"))
      }
    } catch: { error, send in
      await send(.searchFailed("\(error)"))
    }
  }
}
