import MVI
import MVITesting
import Testing

@MainActor
@Suite struct ExhaustivityTests {
  @Test func offAssertsOnlyWhatTheClosureChanges() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), exhaustivity: .off, reporter: log.reporter)
    await store.send(.increment)
    await store.send(.rename("Clicks")) { $0.title = "Clicks" }
    await store.send(.increment) { $0.count += 1 }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func offStillFailsWhenWhatTheClosureChangesIsWrong() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), exhaustivity: .off, reporter: log.reporter)
    await store.send(.rename("Clicks")) { $0.title = "Taps" }
    #expect(
      log.messages == [
        """
        send(Counter.Intent.rename("Clicks")) left the state different from what was asserted (only \
        the asserted part is compared in non-exhaustive mode): (- expected, + actual)
          Counter.State(
            count: 0
        -   title: "Taps"
        +   title: "Clicks"
          )
        """
      ])
  }

  @Test func offSkipsUnassertedReceivedActionsEventsAndEffects() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init(),
      exhaustivity: .off, reporter: log.reporter)
    await store.send(.queryChanged("dog"))
    await clock.advance(by: Search.debounce)
    await clock.advance(by: .seconds(1))
    await store.receive(.resultsLoaded(["dog (slow)"])) { $0.results = ["dog (slow)"] }
    await store.send(.cancelTapped)
    await store.send(.searchTapped)
    await store.finish()
    #expect(log.messages.isEmpty)
    #expect(store.state.isLoading)
  }

  @Test func offFailsForAnActionNeverReceivedAndNamesTheSkippedOnes() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), exhaustivity: .off,
      reporter: log.reporter)
    await store.send(.searchTapped)
    await store.receive(.cancelled)
    #expect(
      log.messages == [
        """
        Expected to receive Search.Action.cancelled, but no matching action was received (received \
        and not matching:
          Search.Action.resultsLoaded([[0]: " 1", [1]: " 2", [2]: " 3"])), and no effect is running \
        that could send it.
        """
      ])
  }

  @Test func exhaustivityCanBeTurnedOffMidTest() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    store.exhaustivity = .off
    await store.finish()
    #expect(log.messages.isEmpty)
  }
}
