#if PropertyTesting
  // The code of the "Testing with generated sequences" article, compiled in a file that imports
  // Foundation as app files do. Keep it the same as the article's.
  import Foundation
  import MVI
  import MVIPropertyTesting
  import MVITesting
  import PropertyBased
  import Testing

  /// The article's feature: a photo search, debounced, that shows at most 10 photos.
  struct PhotoFinder: Feature {
    struct State: Equatable, Codable {
      var query = ""
      var searched: String?
      var photos: [String] = []
      var isLoading = false
    }
    enum Intent: Sendable, Codable { case queryChanged(String), clearTapped }
    enum Action: Sendable, Codable {
      case queryUpdated(String), searchStarted(String), photosLoaded(String, [String]), searchFailed(String),
        cleared
    }

    let search: @Sendable (String) async throws -> [String]
    let clock: any Clock<Duration>

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .queryChanged(let query):
        return .merge(
          .send(.queryUpdated(query)),
          .run { [search] send in
            await send(.searchStarted(query))
            await send(.photosLoaded(query, try await search(query)))
          } catch: { _, send in
            await send(.searchFailed(query))
          }
          .debounce(id: "search", for: .milliseconds(300), clock: clock))
      case .clearTapped:
        return .concatenate(.cancel(id: "search"), .send(.cleared))
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .queryUpdated(let query): state.query = query
      case .searchStarted(let query): (state.searched, state.isLoading, state.photos) = (query, true, [])
      case .photosLoaded(let query, let photos):
        guard query == state.searched else { return }
        (state.photos, state.isLoading) = (Array(photos.prefix(10)), false)
      case .searchFailed(let query):
        if query == state.searched { state.isLoading = false }
      case .cleared: state = State()
      }
    }
  }

  @MainActor
  @Suite struct GeneratedSequencesArticleTests {
    @Test func photoFinderInvariants() async {
      await checkInvariants(
        of: { services in
          PhotoFinder(
            search: { query in
              let count = try await services.answers.next()
              return (0..<count).map { "\(query) \($0)" }
            },
            clock: services.clock)
        },
        initialState: PhotoFinder.State(),
        intents: Gen.int(in: 0...3).map { index -> PhotoFinder.Intent in
          index == 3 ? .clearTapped : .queryChanged(["cat", "dog", ""][index])
        },
        answers: Gen.serviceAnswer(Gen.int(in: 0...15)),
        invariants: [
          Invariant("never more than 10 photos") { $0.state.photos.count <= 10 },
          Invariant("loading only while a search runs") { !$0.state.isLoading || $0.runningEffectCount > 0 },
          Invariant("the photos shown are of the query last searched") { outcome in
            outcome.state.photos.allSatisfy { $0.hasPrefix("\(outcome.state.searched ?? "") ") }
          },
        ])
    }

    @Test func recordingAndReplaying() async throws {
      var lines: [String] = []
      let clock = ImmediateClock()
      let store = Store(
        PhotoFinder(search: { ["\($0) 1"] }, clock: clock), initialState: .init(),
        interceptors: [.recording { lines.append($0) }])
      store.send(.queryChanged("cat"))
      await store.waitForEffects()

      let session = try RecordedSession<PhotoFinder>(jsonLines: lines.joined(separator: "\n"))
      #expect(assertReplays(session, through: PhotoFinder(search: { _ in [] }, clock: clock)) == 3)
    }
  }
#endif
