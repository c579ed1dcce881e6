import ImageSearch
import MVI

/// A copy of the sample's `ImageSearch` with one bug planted: it shows every image the service
/// returns, not at most 10. `ImageSearchPropertyTests` shows that the property check finds it
/// and shrinks the session to one step and one answer. Only `handle` and `reduce` are copied;
/// the state, intents and actions are the sample's.
struct PlantedBugImageSearch: Feature {
  typealias State = ImageSearch.State
  typealias Intent = ImageSearch.Intent
  typealias Action = ImageSearch.Action

  enum CancelID: Hashable, Sendable { case search }

  /// Where images come from.
  var service: ImageSearchService
  /// The clock the debounce waits on; a `TestClock` in tests.
  var clock: any Clock<Duration>
  /// How long typing must pause before a search starts.
  var debounceInterval = Duration.milliseconds(300)

  /// Turns intents into actions and searches.
  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      guard state.content == .idle else { return .none }
      return searchNow(state.query)
    case .queryChanged(let text):
      let query = text.trimmingSpaces
      if query.isEmpty {
        return .concatenate(
          .send(.queryUpdated(text)), .cancel(id: CancelID.search),
          .send(.queryRejected(ImageSearch.Texts.emptyQuery)))
      }
      if query == state.searchedQuery, state.content.isLoaded {
        // Back to the query already shown: drop a pending search for another text.
        return .concatenate(.send(.queryUpdated(text)), .cancel(id: CancelID.search))
      }
      return .merge(
        .send(.queryUpdated(text)),
        fetch(query, announcing: true).debounce(id: CancelID.search, for: debounceInterval, clock: clock))
    case .searchSubmitted, .retryTapped:
      return searchNow(state.query)
    case .focusMoved(let delta):
      guard !state.images.isEmpty else { return .none }
      let index = min(max(state.focusedIndex + delta, 0), state.images.count - 1)
      return index == state.focusedIndex ? .none : .send(.focusChanged(index))
    case .imageSelected(let index):
      guard state.images.indices.contains(index) else { return .none }
      return .send(.detailShown(index))
    case .detailDismissed:
      return state.selectedIndex == nil ? .none : .send(.detailDismissed)
    case .launched:
      return .none  // nothing remembered: not what this copy checks
    }
  }

  /// Applies an action.
  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .queryUpdated(let text):
      state.query = text
      state.validationMessage = nil
    case .queryRejected(let message):
      state.validationMessage = message
      state.selectedIndex = nil
      if state.content.isLoading {
        state.content = .idle
        state.searchedQuery = nil
      }
    case .searchStarted(let query):
      state.searchedQuery = query
      state.content = .loading
      state.validationMessage = nil
      state.focusedIndex = 0
      state.selectedIndex = nil
    case .imagesLoaded(let query, let images):
      guard query == state.searchedQuery else { return }
      state.content = .loaded(images)  // The planted bug: the seed's limit of 10 is not applied.
    case .searchFailed(let query, let error):
      guard query == state.searchedQuery else { return }
      state.content = .failed(error)
    case .recentQueriesLoaded, .recentQueryAdded, .recentQueriesFailed:
      break
    case .focusChanged(let index):
      state.focusedIndex = index
    case .detailShown(let index):
      state.selectedIndex = index
    case .detailDismissed:
      state.selectedIndex = nil
    }
  }

  /// Searches `text` now, cancelling any running or pending search; rejects an empty query.
  private func searchNow(_ text: String) -> Effect<Action, Never> {
    let query = text.trimmingSpaces
    guard !query.isEmpty else {
      return .concatenate(.cancel(id: CancelID.search), .send(.queryRejected(ImageSearch.Texts.emptyQuery)))
    }
    return Effect.concatenate(.send(.searchStarted(query)), fetch(query, announcing: false))
      .cancellable(id: CancelID.search, policy: .latestWins)
  }

  /// The request: sends the images, or the failure as a message the user understands.
  private func fetch(_ query: String, announcing: Bool) -> Effect<Action, Never> {
    .run { [service] send in
      if announcing { await send(.searchStarted(query)) }
      let images = try await service.search(query, ImageSearch.maxImages)
      await send(.imagesLoaded(query: query, images))
    } catch: { error, send in
      await send(.searchFailed(query: query, LoadingError(message: String(describing: error))))
    }
  }
}

extension String {
  /// The text without leading and trailing whitespace (the sample's own is internal).
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
