import Foundation
import MVI
import MVIPersistence

/// The seeds' flagship sample: image search for "강아지", at most 10 images, with the seed's
/// loading / content / error texts, retry, and search-as-you-type.
///
/// - On appear it searches the initial query (`강아지`).
/// - Typing updates the query at once and searches when the user has stopped typing for
///   ``debounceInterval`` on the injected ``clock``; a newer query cancels the stale request
///   (one effect id, latest wins), and a result that arrives for an older query is ignored.
/// - An empty query is rejected with ``Texts/emptyQuery`` and no request is made.
/// - Selecting an image shows its details; dismissing goes back to the list.
/// - The queries whose images were shown are remembered in ``recent`` (most recent first, each
///   once, at most ``RecentQueries/limit``): ``Intent/launched`` loads them (an action), each
///   search that shows images adds its query and saves (an effect). A storage that fails is
///   shown as ``State/recentQueriesError``; the queries in memory stay as they are.
///
/// Invariants, checked after every step of 1,000 generated sessions (intents, time passing, and
/// service answers that succeed, fail or come late) by `ImageSearchPropertyTests`:
/// - never more than 10 images, whatever the service returns;
/// - "loading" only while a search runs;
/// - the images shown belong to the query last searched;
/// - the details shown are of an image shown, and the cursor is on an image (or at 0 when there are none).
///
/// ```swift
/// let store = Store(ImageSearch(service: .offline()), initialState: .init())
/// store.send(.viewAppeared)
/// ```
public struct ImageSearch: Feature {
  /// The seed's texts, verbatim, and the sample's own, in Korean: each is the key of its
  /// translations in ``bundle`` (`Resources/{en,ko}.lproj/Localizable.strings`), which the Apple
  /// screen shows in the device's language; the terminal and the browser show the key.
  public enum Texts {
    /// The module's bundle, whose tables translate these texts into English and Korean: the
    /// screen looks them up in it.
    public static let bundle = Bundle.module
    /// `key` (one of these texts) in the app's language, from ``bundle``'s tables (the key itself
    /// where they have none): for the views that take a `String`.
    public static func localized(_ key: String) -> String {
      NSLocalizedString(key, bundle: bundle, comment: "")
    }
    /// Every key below: each must be in both tables (`ImageSearchTests` checks).
    public static let all = [
      title, searching, results, failed, loading, error, emptyQuery, noResults, queryLabel, retry,
    ]

    /// The navigation title while no search runs and none has shown anything (before the first
    /// search, or after an empty query stopped one).
    public static let title = "이미지 검색"
    /// The navigation title while searching (the seed's initial title).
    public static let searching = "검색 중.."
    /// The navigation title when images are shown.
    public static let results = "검색 결과🔍"
    /// The navigation title after a failure.
    public static let failed = "에러 발생"
    /// The text shown while loading.
    public static let loading = "잠시만 기다려주세요💨"
    /// The text shown after a failure.
    public static let error = "사진 불러오기에 실패했습니다🥺"
    /// The message when the query is empty.
    public static let emptyQuery = "검색어를 입력해주세요"
    /// The text when a search found nothing.
    public static let noResults = "검색 결과가 없습니다"
    /// The search field's label.
    public static let queryLabel = "검색어"
    /// The button that searches again after a failure.
    public static let retry = "다시 시도"
  }

  /// The most images a search shows.
  public static let maxImages = 10

  /// Everything the view shows.
  public struct State: Equatable, Sendable, Codable {
    /// The text in the search field, as typed.
    public var query: String
    /// The query of the request running or last finished (trimmed).
    public var searchedQuery: String?
    /// The images: loading, loaded, or failed with a message.
    public var content: Loadable<[ImageItem]>
    /// Why the query was rejected (empty), until the query changes.
    public var validationMessage: String?
    /// The image the keyboard cursor is on, for keyboard-driven views.
    public var focusedIndex: Int
    /// The image whose details are shown, if any.
    public var selectedIndex: Int?
    /// The queries searched last, most recent first: what ``ImageSearch/recent`` keeps.
    public var recentQueries: RecentQueries
    /// Why the recent queries could not be read or saved, if they could not.
    public var recentQueriesError: RecentQueriesError?

    /// Creates a state; the search starts when the view appears.
    public init(query: String = "강아지") {
      self.query = query
      searchedQuery = nil
      content = .idle
      validationMessage = nil
      focusedIndex = 0
      selectedIndex = nil
      recentQueries = RecentQueries()
      recentQueriesError = nil
    }

    /// Reads a state; one recorded before the recent queries existed has none.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      query = try container.decode(String.self, forKey: .query)
      searchedQuery = try container.decodeIfPresent(String.self, forKey: .searchedQuery)
      content = try container.decode(Loadable<[ImageItem]>.self, forKey: .content)
      validationMessage = try container.decodeIfPresent(String.self, forKey: .validationMessage)
      focusedIndex = try container.decode(Int.self, forKey: .focusedIndex)
      selectedIndex = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
      recentQueries =
        try container.decodeIfPresent(RecentQueries.self, forKey: .recentQueries) ?? RecentQueries()
      recentQueriesError = try container.decodeIfPresent(RecentQueriesError.self, forKey: .recentQueriesError)
    }

    /// The title: "검색 중.." while searching, "검색 결과🔍" with images, "에러 발생" after a failure,
    /// "이미지 검색" while nothing runs and nothing was found yet — never "검색 중.." when no
    /// search runs (an empty query).
    public var navigationTitle: String {
      switch content {
      case .idle: return Texts.title
      case .loading: return Texts.searching
      case .loaded: return Texts.results
      case .failed: return Texts.failed
      }
    }

    /// "잠시만 기다려주세요💨".
    public var loadingText: String { Texts.loading }

    /// "사진 불러오기에 실패했습니다🥺".
    public var errorText: String { Texts.error }

    /// The images shown (loaded ones), or none.
    public var images: [ImageItem] { content.loadedValue ?? [] }

    /// The image whose details are shown.
    public var selectedImage: ImageItem? {
      guard let selectedIndex, images.indices.contains(selectedIndex) else { return nil }
      return images[selectedIndex]
    }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable, Codable {
    /// The screen appeared: search the current query, unless a search has ended. A search still
    /// running starts again: the screen's task may have cancelled it when the view went away.
    case viewAppeared
    /// The search field changed: search when typing pauses.
    case queryChanged(String)
    /// The user submitted the query (Return): search now.
    case searchSubmitted
    /// The user asked to try the failed search again.
    case retryTapped
    /// The keyboard cursor moved by `delta` rows.
    case focusMoved(by: Int)
    /// The user picked the image at `index`: show its details.
    case imageSelected(Int)
    /// The user closed the details.
    case detailDismissed
    /// The app started: load the recent queries saved by an earlier launch.
    case launched
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable, Codable {
    /// The field shows `text`.
    case queryUpdated(String)
    /// The query was rejected with a message; any running search is cancelled.
    case queryRejected(String)
    /// A request for the query started.
    case searchStarted(String)
    /// The images for a query arrived.
    case imagesLoaded(query: String, [ImageItem])
    /// The request for a query failed.
    case searchFailed(query: String, LoadingError)
    /// The keyboard cursor is on `index`.
    case focusChanged(Int)
    /// The details of the image at `index` are shown.
    case detailShown(Int)
    /// The details are closed.
    case detailDismissed
    /// The recent queries saved by an earlier launch (none: empty).
    case recentQueriesLoaded(RecentQueries)
    /// The images of `query` were shown and it was saved: it is the most recent query.
    case recentQueryAdded(String)
    /// The recent queries could not be read or saved (a save is retried, and its query shown
    /// once saved); the state keeps its own.
    case recentQueriesFailed(RecentQueriesError)
  }

  enum CancelID: Hashable, Sendable { case search }

  /// Where images come from.
  public var service: ImageSearchService
  /// The clock the debounce waits on; a `TestClock` in tests.
  public var clock: any Clock<Duration>
  /// How long typing must pause before a search starts.
  public var debounceInterval: Duration
  /// Where the recent queries are kept between launches: in memory unless told otherwise.
  public var recent: Persisted<RecentQueries>

  /// Creates the feature with its services, keeping the recent queries in `recent`.
  public init(
    service: ImageSearchService, clock: any Clock<Duration> = ContinuousClock(),
    debounceInterval: Duration = .milliseconds(300),
    recent: Persisted<RecentQueries> = Persisted(key: "image-search-recent")
  ) {
    self.service = service
    self.clock = clock
    self.debounceInterval = debounceInterval
    self.recent = recent
  }

  /// Turns intents into actions and searches.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      guard state.content == .idle || state.content.isLoading else { return .none }
      return searchNow(state.query)
    case .queryChanged(let text):
      let query = text.trimmingSpaces
      if query.isEmpty {
        return .concatenate(
          .send(.queryUpdated(text)), .cancel(id: CancelID.search), .send(.queryRejected(Texts.emptyQuery)))
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
      return recent.load { result in
        switch result {
        case .success(let saved): return .recentQueriesLoaded(saved ?? RecentQueries())
        case .failure(let error): return .recentQueriesFailed(.unreadable(error.description))
        }
      }
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
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
      state.content = .loaded(Array(images.prefix(Self.maxImages)))
    case .searchFailed(let query, let error):
      guard query == state.searchedQuery else { return }
      state.content = .failed(error)
    case .focusChanged(let index):
      state.focusedIndex = index
    case .detailShown(let index):
      state.selectedIndex = index
    case .detailDismissed:
      state.selectedIndex = nil
    case .recentQueriesLoaded(let saved):
      // A search that ended before the load is more recent than what was saved.
      state.recentQueries = state.recentQueries.merged(with: saved)
    case .recentQueryAdded(let query):
      state.recentQueries = state.recentQueries.adding(query)
      state.recentQueriesError = nil  // its save replaces the one that failed; a failure comes back
    case .recentQueriesFailed(let error):
      state.recentQueriesError = error
    }
  }

  /// Searches `text` now, cancelling any running or pending search; rejects an empty query.
  private func searchNow(_ text: String) -> Effect<Action, Never> {
    let query = text.trimmingSpaces
    guard !query.isEmpty else {
      return .concatenate(.cancel(id: CancelID.search), .send(.queryRejected(Texts.emptyQuery)))
    }
    return Effect.concatenate(.send(.searchStarted(query)), fetch(query, announcing: false))
      .cancellable(id: CancelID.search, policy: .latestWins)
  }

  /// The request: sends the images, or the failure as a message the user understands.
  private func fetch(_ query: String, announcing: Bool) -> Effect<Action, Never> {
    .run { [service, recent] send in
      if announcing { await send(.searchStarted(query)) }
      let images = try await service.search(query, Self.maxImages)
      await send(.imagesLoaded(query: query, Array(images.prefix(Self.maxImages))))
      await Self.remember(query, in: recent, through: send)
    } catch: { error, send in
      await send(.searchFailed(query: query, LoadingError(message: String(describing: error))))
    }
  }

  /// Adds `query` first to the queries stored then, under the storage's lock (stores sharing the
  /// storage, two tabs, keep each other's), and then shows it: the update is asked for before the
  /// state shows the query, so a flush made once it shows writes it.
  private static func remember(
    _ query: String, in recent: Persisted<RecentQueries>, through send: Send<Action, Never>
  ) async {
    await recent.update(
      { $0 = ($0 ?? RecentQueries()).adding(query) }, through: send,
      result: { result in
        switch result {
        case .success: return .recentQueryAdded(query)
        case .failure(let error): return .recentQueriesFailed(.notSaved(error.description))
        }
      })
  }
}
