import MVI
import MVITesting
import TestSupport
import Testing

/// A list reloaded by pull-to-refresh, from a service that waits on a test clock.
struct Reloading: Feature {
  struct State {
    var loads = 0
    var isRefreshing = false
  }
  enum Intent: Sendable { case refreshPulled }
  enum Action: Sendable {
    case started
    case loaded
  }

  let clock: TestClock

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    .concatenate(
      .send(.started),
      .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      })
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .started: state.isRefreshing = true
    case .loaded:
      state.isRefreshing = false
      state.loads += 1
    }
  }
}

@MainActor
struct StoreRefreshTests {
  @Test func aRefreshReturnsOnlyOnceTheLoadItStartedHasFinished() async {
    let clock = TestClock()
    let store = Store(Reloading(clock: clock), initialState: .init())
    let finished = Counted()
    let refresh = Task {
      await store.refresh(.refreshPulled)
      finished.increment()
    }
    #expect(await yield { clock.sleeperCount == 1 })
    #expect(store.isRefreshing)
    #expect(finished.value == 0)
    await clock.advance(by: .seconds(1))
    await refresh.value
    #expect(finished.value == 1)
    #expect(store.loads == 1)
    #expect(!store.isRefreshing)
  }

  @Test func cancellingTheRefreshCancelsTheLoad() async {
    let clock = TestClock()
    let store = Store(Reloading(clock: clock), initialState: .init())
    let refresh = Task { await store.refresh(.refreshPulled) }
    #expect(await yield { clock.sleeperCount == 1 })
    refresh.cancel()
    await refresh.value
    #expect(await yield { clock.sleeperCount == 0 })
    await clock.advance(by: .seconds(1))
    #expect(store.loads == 0)
  }
}
