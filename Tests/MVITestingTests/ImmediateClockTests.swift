import MVI
import MVITesting
import Testing

@MainActor
struct ImmediateClockTests {
  /// Debounces its intent's work on an injected clock.
  struct Search: Feature {
    struct State: Equatable { var results: [String] = [] }
    enum Intent: Sendable { case queryChanged(String) }
    enum Action: Sendable, Equatable { case loaded([String]) }

    var clock: any Clock<Duration>

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .queryChanged(let query):
        return .run { send in await send(.loaded([query])) }
          .debounce(id: "search", for: .seconds(30), clock: clock)
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .loaded(let results): state.results = results
      }
    }
  }

  @Test func aDebouncedEffectRunsWithoutAnyoneAdvancingTime() async {
    let store = TestStore(Search(clock: ImmediateClock()), initialState: .init())
    await store.send(.queryChanged("dog"))
    await store.receive(.loaded(["dog"])) { $0.results = ["dog"] }
    await store.finish()
  }

  @Test func nowMovesByWhatWasSlept() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    try await clock.sleep(for: .seconds(3))
    try await clock.sleep(until: start.advanced(by: .seconds(1)))  // already past: no change
    #expect(start.duration(to: clock.now) == .seconds(3))
  }

  @Test func aCancelledSleepThrows() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
