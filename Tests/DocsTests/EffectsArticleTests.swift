// The code of the Effects article, compiled in a file that imports Foundation as app files do:
// its fragments are the cases of `Posts`, its full examples are as written. Keep it the same as
// the article's.
import Foundation
import MVI
import MVITesting
import Testing

/// A child feature, for the article's "Embedding another feature's effect".
struct PostSearch: Feature {
  struct State: Equatable { var text = "" }
  enum Intent: Sendable, Equatable { case typed(String) }
  enum Event: Sendable { case submitted }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .typed(let text): state.text = text
    }
  }
}

/// The article's fragments, each a case of this feature.
struct Posts: Feature {
  struct State: Equatable {
    var query = ""
    var draft = ""
    var posts: [String] = []
    var pages = 0
    var search = PostSearch.State()
  }

  enum Intent: Sendable {
    case queryChanged(String)
    case typed(String)
    case refreshPulled
    case viewAppeared
    case watchTicks
    case searchSubmitted
    case cancelTapped
    case saveTapped
    case scrolledNearTheEnd
    case search(PostSearch.Intent)
  }

  enum Action: Sendable, Equatable {
    case queryUpdated(String)
    case refreshStarted
    case postsLoaded([String])
    case loadFailed(LoadingError)
    case ticked(Int)
    case saved
    case saveFailed(LoadingError)
    case pageLoaded(Int)
    case search(PostSearch.Action)
  }

  enum Event: Sendable, Equatable {
    case showToast(String)
    case search
  }

  struct Client: Sendable {
    var posts: @Sendable () async throws -> [String]
    var save: @Sendable (String) async throws -> Void
  }

  private enum CancelID: Hashable, Sendable { case search, save, paging }

  var client: Client
  var ticks: @Sendable () -> AsyncStream<Int>
  var clock: any Clock<Duration> = ContinuousClock()
  var search = PostSearch()

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .typed(let text):
      return .send(.queryUpdated(text))  // the text field sees its keystroke in the same tick

    case .refreshPulled:
      return .concatenate(
        .send(.refreshStarted),  // applied before `send` returns
        .run { [client] send in await send(.postsLoaded(try await client.posts())) },
        .emit(.showToast("Updated"))  // after the posts arrived
      )

    case .viewAppeared:
      return .run { [client] send in
        let posts = try await client.posts()
        await send(.postsLoaded(posts))
      } catch: { error, send in
        await send(.loadFailed(LoadingError(error)))
      }

    case .watchTicks:
      return .run { [ticks] send in
        for await tick in ticks() { await send(.ticked(tick)) }
      }

    case .searchSubmitted:
      return search(state.query).cancellable(id: CancelID.search)
    case .cancelTapped:
      return .cancel(id: CancelID.search)

    case .saveTapped:
      return .run { [client, draft = state.draft] send in
        try await client.save(draft)
        await send(.saved)
      } catch: { error, send in
        await send(.saveFailed(LoadingError(error)))
      }
      .cancellable(id: CancelID.save, policy: .dropWhileRunning)

    case .queryChanged(let query):
      return .merge(
        .send(.queryUpdated(query)),
        search(query).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock))

    case .scrolledNearTheEnd:
      return loadNextPage().throttle(id: CancelID.paging, for: .seconds(1), clock: clock)

    case .search(let intent):
      return search.handle(intent, state: state.search)
        .map(action: Action.search, event: { (_: PostSearch.Event) in Event.search })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .queryUpdated(let query): state.query = query
    case .postsLoaded(let posts): state.posts = posts
    case .pageLoaded(let page): state.pages = page
    case .search(let action): search.reduce(&state.search, action)
    case .refreshStarted, .loadFailed, .ticked, .saved, .saveFailed: break
    }
  }

  private func search(_ query: String) -> Effect<Action, Event> {
    .run { [client] send in await send(.postsLoaded(try await client.posts().filter { $0.contains(query) })) }
  }

  private func loadNextPage() -> Effect<Action, Event> {
    .run { send in await send(.pageLoaded(1)) }
  }
}

struct Pager: Feature {
  struct State: Equatable { var pages = 0 }
  enum Intent: Sendable { case scrolledNearTheEnd }
  enum Action: Sendable, Equatable { case pageLoaded(Int) }

  var clock: any Clock<Duration>

  private enum CancelID: Hashable, Sendable { case paging }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .scrolledNearTheEnd:
      return loadNextPage(after: state.pages)
        .throttle(id: CancelID.paging, for: .seconds(1), clock: clock)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .pageLoaded(let page): state.pages = page
    }
  }

  private func loadNextPage(after pages: Int) -> Effect<Action, Never> {
    .run { send in await send(.pageLoaded(pages + 1)) }
  }
}

@Test @MainActor func scrollingWithinASecondLoadsOnePage() async {
  let clock = TestClock()
  let store = TestStore(Pager(clock: clock), initialState: .init())

  await store.send(.scrolledNearTheEnd)
  await store.receive(.pageLoaded(1)) { $0.pages = 1 }
  await store.send(.scrolledNearTheEnd)  // within the window: dropped

  await clock.advance(by: .seconds(1))  // the window closes
  await store.send(.scrolledNearTheEnd)
  await store.receive(.pageLoaded(2)) { $0.pages = 2 }

  await clock.advance(by: .seconds(1))
  await store.finish()
}

/// The debounce of a clock held as `any Clock<Duration>`, in a file that imports Foundation.
@Test @MainActor func typingDebouncesOnTheFeaturesClock() async {
  let clock = TestClock()
  let client = Posts.Client(posts: { ["swift", "swim"] }, save: { _ in })
  let store = TestStore(
    Posts(client: client, ticks: { AsyncStream { $0.finish() } }, clock: clock), initialState: .init())
  await store.send(.queryChanged("swi")) { $0.query = "swi" }
  await clock.advance(by: .milliseconds(200))
  await store.send(.queryChanged("swif")) { $0.query = "swif" }
  await clock.advance(by: .milliseconds(300))
  await store.receive(.postsLoaded(["swift"])) { $0.posts = ["swift"] }
  await store.finish()
}

/// SwiftUI's `refreshable` waits for what the send started (`.refreshable { … }` in the article).
@MainActor func refresh(_ store: Store<Posts>) async {
  await store.send(.refreshPulled).finish()
}
