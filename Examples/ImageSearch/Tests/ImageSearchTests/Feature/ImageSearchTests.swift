import ImageSearch
import MVI
import MVITesting
import Testing

@MainActor
@Suite("ImageSearch feature")
struct ImageSearchTests {
  @Test func appearingSearchesLoadingThenContentWithExactly10Images() async {
    let scripted = ScriptedService { query, _ in images(12, for: query) }  // more than 10 on purpose
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    #expect(store.state.navigationTitle == "이미지 검색", "nothing runs before the view appears")

    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    #expect(store.state.navigationTitle == "검색 중..")
    #expect(store.state.loadingText == "잠시만 기다려주세요💨")

    let ten = Array(images(12, for: "강아지").prefix(10))
    await store.receive(.imagesLoaded(query: "강아지", ten)) { $0.content = .loaded(ten) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    #expect(store.state.images.count == 10)
    #expect(store.state.navigationTitle == "검색 결과🔍")
    #expect(scripted.started == ["강아지"])
    #expect(scripted.limits == [10])
    await store.finish()
  }

  @Test func appearingAgainDoesNotSearchAgain() async {
    let scripted = ScriptedService { query, _ in images(3, for: query) }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "강아지", images(3))) { $0.content = .loaded(images(3)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    await store.send(.viewAppeared)
    await store.finish()
    #expect(scripted.started == ["강아지"])
  }

  @Test func aSearchCancelledWithItsViewStartsAgainWhenTheViewAppearsAgain() async {
    let clock = TestClock()
    let scripted = ScriptedService { query, _ in
      try await clock.sleep(for: .seconds(1))
      return images(3, for: query)
    }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    // `.task { await store.send(.viewAppeared).finish() }`, its view gone before the answer.
    let task = await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await clock.advance(by: .milliseconds(500))  // the request is under way
    task.cancel()
    await store.send(.viewAppeared)
    await clock.advance(by: .milliseconds(500))  // the cancelled one would have answered now
    await clock.advance(by: .milliseconds(500))
    await store.receive(.imagesLoaded(query: "강아지", images(3))) { $0.content = .loaded(images(3)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    await store.finish()
    #expect(scripted.started == ["강아지", "강아지"])
  }

  @Test func aFailureShowsTheSeedsErrorTextsAndAMessageTheUserUnderstands() async {
    let scripted = ScriptedService { _, _ in
      throw ImageSearchError.server(status: 500, message: "Internal error")
    }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    let error = LoadingError(message: "서버 오류가 발생했습니다 (HTTP 500) — Internal error")
    await store.receive(.searchFailed(query: "강아지", error)) { $0.content = .failed(error) }
    #expect(store.state.navigationTitle == "에러 발생")
    #expect(store.state.errorText == "사진 불러오기에 실패했습니다🥺")
    await store.finish()
  }

  @Test func retryAfterAFailureSearchesAgainAndShowsTheImages() async {
    let attempts = Counter()
    let scripted = ScriptedService { query, _ in
      if attempts.next() == 1 { throw ImageSearchError.timedOut }
      return images(10, for: query)
    }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    let error = LoadingError(message: ImageSearchError.timedOut.description)
    await store.receive(.searchFailed(query: "강아지", error)) { $0.content = .failed(error) }

    await store.send(.retryTapped) { $0.content = .loading }
    await store.receive(.imagesLoaded(query: "강아지", images(10))) { $0.content = .loaded(images(10)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    #expect(store.state.navigationTitle == "검색 결과🔍")
    #expect(scripted.started == ["강아지", "강아지"])
    await store.finish()
  }

  @Test func typingSearchesOnceAfterTheDebounceIntervalForTheLastText() async {
    let clock = TestClock()
    let scripted = ScriptedService { query, _ in images(4, for: query) }
    let store = TestStore(
      ImageSearch(service: scripted.service, clock: clock), initialState: .init(query: ""))

    await store.send(.queryChanged("고")) { $0.query = "고" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("고양")) { $0.query = "고양" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("고양이")) { $0.query = "고양이" }
    await clock.advance(by: .milliseconds(299))
    #expect(scripted.started.isEmpty)

    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchStarted("고양이")) {
      $0.searchedQuery = "고양이"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "고양이", images(4, for: "고양이"))) {
      $0.content = .loaded(images(4, for: "고양이"))
    }
    await store.receive(.recentQueryAdded("고양이")) { $0.recentQueries = RecentQueries(["고양이"]) }
    #expect(scripted.started == ["고양이"])
    await store.finish()
  }

  @Test func aNewerQueryCancelsTheStaleRequestItsResultNeverShows() async {
    let clock = TestClock()
    let scripted = ScriptedService { query, _ in
      try await clock.sleep(for: .seconds(1))  // the server takes a second, on the test clock
      return images(2, for: query)
    }
    let store = TestStore(
      ImageSearch(service: scripted.service, clock: clock), initialState: .init(query: ""))

    await store.send(.queryChanged("강아지")) { $0.query = "강아지" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted("강아지")) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await clock.advance(by: .milliseconds(500))  // 강아지 is half way
    await store.send(.queryChanged("고양이")) { $0.query = "고양이" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted("고양이")) { $0.searchedQuery = "고양이" }
    await clock.advance(by: .seconds(1))
    await store.receive(.imagesLoaded(query: "고양이", images(2, for: "고양이"))) {
      $0.content = .loaded(images(2, for: "고양이"))
    }
    await store.receive(.recentQueryAdded("고양이")) { $0.recentQueries = RecentQueries(["고양이"]) }
    #expect(scripted.started == ["강아지", "고양이"])
    await store.finish()
    #expect(scripted.cancelled == ["강아지"])
  }

  @Test func aResultForAnOlderQueryIsIgnoredByReduce() {
    let feature = ImageSearch(service: ScriptedService { _, _ in [] }.service)
    var state = ImageSearch.State(query: "고양이")
    state.searchedQuery = "고양이"
    state.content = .loading
    let before = state
    feature.reduce(&state, .imagesLoaded(query: "강아지", images(3)))
    feature.reduce(&state, .searchFailed(query: "강아지", LoadingError(message: "late")))
    #expect(state == before)
  }

  @Test func anEmptyQueryIsRejectedWithAMessageAndNothingIsRequested() async {
    let clock = TestClock()
    let scripted = ScriptedService { query, _ in images(1, for: query) }
    let store = TestStore(
      ImageSearch(service: scripted.service, clock: clock), initialState: .init(query: "개"))

    await store.send(.queryChanged("개미")) { $0.query = "개미" }
    await store.send(.queryChanged("   ")) {  // cancels the pending search for 개미
      $0.query = "   "
      $0.validationMessage = "검색어를 입력해주세요"
    }
    await store.send(.searchSubmitted)
    await clock.advance(by: .seconds(1))
    #expect(scripted.started.isEmpty)
    #expect(store.state.navigationTitle != ImageSearch.Texts.searching, "no search runs")

    await store.send(.queryChanged("개")) {
      $0.query = "개"
      $0.validationMessage = nil
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted("개")) {
      $0.searchedQuery = "개"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "개", images(1, for: "개"))) {
      $0.content = .loaded(images(1, for: "개"))
    }
    await store.receive(.recentQueryAdded("개")) { $0.recentQueries = RecentQueries(["개"]) }
    await store.finish()
  }

  @Test func anEmptyInitialQueryIsRejectedOnAppear() async {
    let scripted = ScriptedService { query, _ in images(1, for: query) }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init(query: ""))
    await store.send(.viewAppeared) { $0.validationMessage = ImageSearch.Texts.emptyQuery }
    await store.finish()
    #expect(scripted.started.isEmpty)
    #expect(store.state.navigationTitle == ImageSearch.Texts.title, "not 검색 중..: nothing runs")
  }

  @Test func returningToTheQueryOnScreenDropsThePendingSearch() async {
    let clock = TestClock()
    let scripted = ScriptedService { query, _ in images(2, for: query) }
    let store = TestStore(ImageSearch(service: scripted.service, clock: clock), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "강아지", images(2))) { $0.content = .loaded(images(2)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }
    await store.send(.queryChanged("강아")) { $0.query = "강아" }
    await store.send(.queryChanged("강아지")) { $0.query = "강아지" }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(scripted.started == ["강아지"])
    await store.finish()
  }

  @Test func selectingAnImageShowsItsDetailsTheCursorStaysInTheList() async {
    let scripted = ScriptedService { query, _ in images(3, for: query) }
    let store = TestStore(ImageSearch(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) {
      $0.searchedQuery = "강아지"
      $0.content = .loading
    }
    await store.receive(.imagesLoaded(query: "강아지", images(3))) { $0.content = .loaded(images(3)) }
    await store.receive(.recentQueryAdded("강아지")) { $0.recentQueries = RecentQueries(["강아지"]) }

    await store.send(.focusMoved(by: 1)) { $0.focusedIndex = 1 }
    await store.send(.focusMoved(by: 5)) { $0.focusedIndex = 2 }
    await store.send(.focusMoved(by: 1))
    await store.send(.imageSelected(7))
    await store.send(.imageSelected(2)) { $0.selectedIndex = 2 }
    #expect(store.state.selectedImage?.siteName == "site 3")
    #expect(store.state.selectedImage?.sizeText == "300×150")
    #expect(store.state.selectedImage?.documentURL == "https://doc.test/3")
    await store.send(.detailDismissed) { $0.selectedIndex = nil }
    await store.send(.detailDismissed)
    await store.finish()
  }
}

/// A thread-safe counter of attempts.
final class Counter: Sendable {
  private let value = LockIsolated(0)

  /// Increments and returns the new value.
  func next() -> Int {
    value.withLock {
      $0 += 1; return $0
    }
  }
}
