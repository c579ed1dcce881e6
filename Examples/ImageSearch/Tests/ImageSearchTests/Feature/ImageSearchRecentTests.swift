import Foundation
import ImageSearch
import MVI
import MVIPersistence
import MVITesting
import TestSupport
import Testing

/// What the image search remembers between launches (the recent queries), each launch a store
/// on the same storage in memory.
@MainActor
@Suite("ImageSearch recent queries")
struct ImageSearchRecentTests {
  static let service = ImageSearchService(name: "scripted") { query, _ in images(2, for: query) }

  @Test func aFirstLaunchFindsNoRecentQueries() async {
    let store = TestStore(ImageSearch(service: Self.service), initialState: .init())
    await store.send(.launched)
    await store.receive(.recentQueriesLoaded(RecentQueries()))
    await store.finish()
  }

  @Test func searchesThatShowImagesAreSavedMostRecentFirstTheNextLaunchShowsThem() async throws {
    let storage = InMemoryPersistence()
    let first = TestStore(
      ImageSearch(service: Self.service, recent: Persisted(key: "image-search-recent", in: storage)),
      initialState: .init(query: "고양이"))
    await first.send(.searchSubmitted) {
      $0.searchedQuery = "고양이"
      $0.content = .loading
    }
    await first.receive(.imagesLoaded(query: "고양이", images(2, for: "고양이"))) {
      $0.content = .loaded(images(2, for: "고양이"))
    }
    await first.receive(.recentQueryAdded("고양이")) { $0.recentQueries = RecentQueries(["고양이"]) }
    await first.finish()
    #expect(
      try Persisted<RecentQueries>(key: "image-search-recent", in: storage).stored() == RecentQueries(["고양이"])
    )

    let next = TestStore(
      ImageSearch(service: Self.service, recent: Persisted(key: "image-search-recent", in: storage)),
      initialState: .init())
    await next.send(.launched)
    await next.receive(.recentQueriesLoaded(RecentQueries(["고양이"]))) {
      $0.recentQueries = RecentQueries(["고양이"])
    }
    await next.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await next.receive(.imagesLoaded(query: "강아지", images(2))) { $0.content = .loaded(images(2)) }
    await next.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지", "고양이"]) }
    await next.finish()
    #expect(
      try Persisted<RecentQueries>(key: "image-search-recent", in: storage).stored()
        == RecentQueries(["강아지", "고양이"]))
  }

  @Test func aSaveAddsToWhatIsStoredNowAStoreThatLoadedNothingYetKeepsTheSavedQueries() async throws {
    let recent = Persisted<RecentQueries>(key: "image-search-recent")
    try recent.write(RecentQueries(["개", "고양이"]))
    let store = TestStore(ImageSearch(service: Self.service, recent: recent), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "강아지", images(2))) { $0.content = .loaded(images(2)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    await store.finish()
    #expect(try recent.stored() == RecentQueries(["강아지", "개", "고양이"]))
  }

  @Test func aFailedSearchIsNotARecentQuery() async throws {
    let recent = Persisted<RecentQueries>(key: "image-search-recent")
    let failing = ImageSearchService(name: "down") { _, _ in throw ImageSearchError.missingAPIKey }
    let store = TestStore(ImageSearch(service: failing, recent: recent), initialState: .init())
    store.exhaustivity = .off
    await store.send(.viewAppeared)
    await store.finish()
    #expect(store.state.recentQueries.isEmpty)
    #expect(try recent.stored() == nil)
  }

  @Test func aFullDiskTheTypedErrorShowsTheQueryShowsOnceTheRetrySavesIt() async throws {
    let clock = TestClock()
    let recent = Persisted<RecentQueries>(
      key: "image-search-recent", in: FailingPersistence(failing: 1), retryDelay: .seconds(5), clock: clock)
    let store = TestStore(ImageSearch(service: Self.service, recent: recent), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "강아지", images(2))) { $0.content = .loaded(images(2)) }
    let error = RecentQueriesError.notSaved(PersistenceError.noSpace(key: "image-search-recent").description)
    await store.receive(.recentQueriesFailed(error)) { $0.recentQueriesError = error }
    #expect(try recent.stored() == nil)
    await clock.advance(by: .seconds(5))
    await store.receive(.recentQueryAdded("강아지")) {
      $0.recentQueries = RecentQueries(["강아지"])
      $0.recentQueriesError = nil
    }
    await store.finish()
    #expect(try recent.stored() == RecentQueries(["강아지"]))
  }

  @Test func unreadableRecentQueriesAreReportedAndKeptAsideTheSearchStartsWithNone() async throws {
    let storage = InMemoryPersistence()
    try storage.update("image-search-recent") { _ in Data("[".utf8) }
    let store = TestStore(
      ImageSearch(service: Self.service, recent: Persisted(key: "image-search-recent", in: storage)),
      initialState: .init())
    await store.send(.launched)
    let error = RecentQueriesError.unreadable(
      PersistenceError.corrupt(
        key: "image-search-recent", movedTo: "image-search-recent.aside-1",
        reason: "not JSON: The given data was not valid JSON."
      ).description)
    await store.receive(.recentQueriesFailed(error)) { $0.recentQueriesError = error }
    await store.finish()
    #expect(storage.keys == ["image-search-recent.aside-1"])
  }

  @Test func aFlushMadeWhenTheStateShowsAQueryWritesIt() async throws {
    let recent = Persisted<RecentQueries>(key: "image-search-recent")
    let store = Store(ImageSearch(service: Self.service, recent: recent), initialState: .init(query: "고양이"))
    var flushed: RecentQueries??
    let subscription = store.subscribe { state in
      // The app goes to the background the moment the query shows: it flushes.
      guard state.recentQueries == RecentQueries(["고양이"]), flushed == nil else { return }
      try? recent.flush()
      flushed = .some(try? recent.stored())
    }
    await store.send(.searchSubmitted).finish()
    #expect(flushed == .some(RecentQueries(["고양이"])))
    subscription.cancel()
  }
}
