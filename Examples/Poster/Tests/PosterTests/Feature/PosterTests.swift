import MVI
import MVITesting
import Poster
import Testing

@MainActor
@Suite("Poster feature")
struct PosterTests {
  @Test func beforeTheFirstTapNoPosterThePlaceholderText() {
    let state = Poster.State()
    #expect(state.poster == .idle)
    #expect(state.statusText == "Get Poster! 를 누르면 랜덤 포스터를 받아옵니다")
    #expect(state.shownPoster == nil)
    #expect(Poster.Texts.getPoster == "Get Poster!")
  }

  @Test func getPosterLoadingThenThePoster() async {
    let poster = Fixtures.poster(10)
    let store = TestStore(Poster(service: PosterService { _ in poster }), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    #expect(store.state.statusText == "포스터를 받아오는 중입니다💨")
    await store.receive(.posterLoaded(request: 1, poster)) {
      $0.activeRequest = nil
      $0.poster = .loaded(poster)
    }
    #expect(store.state.statusText == poster.summary)
    await store.finish()
  }

  @Test func eachTapPassesTheNextRequestNumberThePreviousPosterStaysWhileLoading() async {
    let store = TestStore(
      Poster(service: PosterService { request in Fixtures.poster(UInt8(request)) }), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.receive(.posterLoaded(request: 1, Fixtures.poster(1))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(1))
    }
    await store.send(.getPosterTapped) {
      $0.requestCount = 2
      $0.activeRequest = 2
      $0.poster = .loading(previous: Fixtures.poster(1))
    }
    #expect(store.state.shownPoster == Fixtures.poster(1))
    await store.receive(.posterLoaded(request: 2, Fixtures.poster(2))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(2))
    }
    await store.finish()
  }

  nonisolated static let html = BodyDetails(body: Array("<html>gone</html>".utf8), contentType: "text/html")
  nonisolated static let failures: [PosterError] = [
    .httpStatus(404, html), .httpStatus(500, html), .notAnImage(html), .unsupportedFormat("JPEG", html),
    .undecodable(.badCRC(chunk: "IDAT", expected: 1, actual: 2), html),
    .undecodable(.truncated("chunk IDAT"), html),
    .responseTooLarge(limit: 1024), .timedOut, .transport("connection refused"), .invalidURL("ftp://x"),
  ]

  @Test(arguments: failures) func everyFailureTheTypedErrorWithItsDetailsTheFailureTextTheMessage(
    _ error: PosterError
  ) async {
    let store = TestStore(Poster(service: PosterService { _ in throw error }), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.receive(.posterFailed(request: 1, error)) {
      $0.activeRequest = nil
      $0.failure = error
      $0.poster = .failed(LoadingError(message: error.description))
    }
    #expect(store.state.statusText == "포스터를 받아오지 못했습니다🥺")
    #expect(store.state.failure?.details == error.details)
    await store.finish()
  }

  @Test func anErrorThatIsNotAPosterErrorIsATransportError() async {
    struct Broken: Error, CustomStringConvertible { var description: String { "broken pipe" } }
    let store = TestStore(Poster(service: PosterService { _ in throw Broken() }), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.receive(.posterFailed(request: 1, .transport("broken pipe"))) {
      $0.activeRequest = nil
      $0.failure = .transport("broken pipe")
      $0.poster = .failed(LoadingError(message: "네트워크 오류가 발생했습니다: broken pipe"))
    }
    await store.finish()
  }

  @Test func aFailureAfterAPosterKeepsThePosterOnScreenRetryReplacesBoth() async {
    let attempts = LockIsolated(0)
    let store = TestStore(
      Poster(
        service: PosterService { request in
          attempts.withLock { $0 += 1 }
          if request == 2 { throw PosterError.timedOut }
          return Fixtures.poster(UInt8(request))
        }), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.receive(.posterLoaded(request: 1, Fixtures.poster(1))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(1))
    }
    await store.send(.getPosterTapped) {
      $0.requestCount = 2
      $0.activeRequest = 2
      $0.poster = .loading(previous: Fixtures.poster(1))
    }
    await store.receive(.posterFailed(request: 2, .timedOut)) {
      $0.activeRequest = nil
      $0.failure = .timedOut
      $0.poster = .failed(
        LoadingError(message: PosterError.timedOut.description), previous: Fixtures.poster(1))
    }
    #expect(store.state.shownPoster == Fixtures.poster(1))
    await store.send(.retryTapped) {
      $0.requestCount = 3
      $0.activeRequest = 3
      $0.failure = nil
      $0.poster = .loading(previous: Fixtures.poster(1))
    }
    await store.receive(.posterLoaded(request: 3, Fixtures.poster(3))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(3))
    }
    #expect(attempts.withLock { $0 } == 3)
    await store.finish()
  }

  @Test func retryDoesNothingUnlessTheLastFetchFailed() async {
    let store = TestStore(Poster(service: PosterService { _ in Fixtures.poster(1) }), initialState: .init())
    await store.send(.retryTapped)
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.receive(.posterLoaded(request: 1, Fixtures.poster(1))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(1))
    }
    await store.send(.retryTapped)
    await store.finish()
  }

  @Test func tappingAgainWhileLoadingCancelsTheFetchInFlightOnlyTheLatestAnswers() async {
    let clock = TestClock()
    let cancelled = LockIsolated<[Int]>([])
    let service = PosterService { request in
      do {
        try await clock.sleep(for: .seconds(request == 1 ? 10 : 1))
      } catch {
        cancelled.withLock { $0.append(request) }
        throw error
      }
      return Fixtures.poster(UInt8(request))
    }
    let store = TestStore(Poster(service: service), initialState: .init())
    await store.send(.getPosterTapped) {
      $0.requestCount = 1
      $0.activeRequest = 1
      $0.poster = .loading
    }
    await store.send(.getPosterTapped) {
      $0.requestCount = 2
      $0.activeRequest = 2
    }
    await clock.advance(by: .seconds(10))
    await store.receive(.posterLoaded(request: 2, Fixtures.poster(2))) {
      $0.activeRequest = nil
      $0.poster = .loaded(Fixtures.poster(2))
    }
    await store.finish()
    #expect(cancelled.withLock { $0 } == [1])
  }

  @Test func anAnswerForAnOlderRequestNeverChangesTheState() {
    let feature = Poster(service: PosterService { _ in Fixtures.poster(1) })
    var state = Poster.State()
    feature.reduce(&state, .fetchStarted(request: 1))
    feature.reduce(&state, .fetchStarted(request: 2))
    let loading = state
    feature.reduce(&state, .posterLoaded(request: 1, Fixtures.poster(1)))
    feature.reduce(&state, .posterFailed(request: 1, .timedOut))
    #expect(state == loading)
    feature.reduce(&state, .posterLoaded(request: 2, Fixtures.poster(2)))
    #expect(state.poster == .loaded(Fixtures.poster(2)))
    feature.reduce(&state, .posterFailed(request: 2, .timedOut))
    #expect(state.poster == .loaded(Fixtures.poster(2)))
  }

  @Test func theGeneratorServiceInARealStoreEachTapShowsADifferentPoster() async {
    let store = Store(Poster(service: .generator(seed: 9)), initialState: .init())
    await store.send(.getPosterTapped).finish()
    let first = store.state.poster.loadedValue
    await store.send(.getPosterTapped).finish()
    let second = store.state.poster.loadedValue
    #expect(first?.source == "generator · seed 9")
    #expect(second?.source == "generator · seed 10")
    #expect(first?.picture != nil && first?.picture != second?.picture)
  }
}
