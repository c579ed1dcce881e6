import MVI
import MVITesting
import Testing

@MainActor
@Suite struct TestStoreReceiveTests {
  @Test func receiveAssertsActionsInOrderWithTheirStateChanges() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.resultsLoaded([" 1", " 2", " 3"])) {
      $0.isLoading = false
      $0.results = [" 1", " 2", " 3"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func receiveByPredicate() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive({ if case .resultsLoaded = $0 { true } else { false } }) {
      $0.isLoading = false
      $0.results = [" 1", " 2", " 3"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func anUnexpectedReceivedActionFailsWithADiff() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.searchFailed("offline"))
    await store.finish()
    #expect(
      log.messages == [
        """
        Received an unexpected action: (- expected, + actual)
        - Search.Action.searchFailed(
        -   "offline"
        + Search.Action.resultsLoaded(
        +   [
        +     [0]: " 1"
        +     [1]: " 2"
        +     [2]: " 3"
        +   ]
          )
        """
      ])
  }

  @Test func aPredicateThatDoesNotMatchFails() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive({ $0 == .cancelled })
    #expect(
      log.messages == [
        #"Received Search.Action.resultsLoaded([[0]: " 1", [1]: " 2", [2]: " 3"]), which does not match the predicate."#
      ])
  }

  @Test func aWrongStateChangeOfAReceivedActionFails() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.resultsLoaded([" 1", " 2", " 3"])) { $0.isLoading = false }
    #expect(
      log.messages == [
        """
        receive(Search.Action.resultsLoaded([[0]: " 1", [1]: " 2", [2]: " 3"])) changed the state \
        differently than asserted: (- expected, + actual)
          Search.State(
            query: ""
        -   results: []
        +   results: [
        +     [0]: " 1"
        +     [1]: " 2"
        +     [2]: " 3"
        +   ]
            isLoading: false
            error: nil
            refreshCount: 0
          … (1 unchanged lines)
        """
      ])
  }

  @Test func anActionNeverReceivedFailsWithoutHanging() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
    let line: UInt = #line + 1
    await store.receive(.increment)
    #expect(
      log.messages == [
        "Expected to receive Counter.Intent.increment, but no action was received, "
          + "and no effect is running that could send it."
      ])
    #expect(log.all.first?.line == line)
  }

  @Test func anActionNeverReceivedWhileAnEffectWaitsOnTheClockFails() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init(),
      reporter: log.reporter)
    let sendLine = #line + 1
    await store.send(.uncheckedSearchTapped)
    await store.receive(.resultsLoaded(["(slow)"]))
    #expect(
      log.messages == [
        "Expected to receive Search.Action.resultsLoaded([[0]: \"(slow)\"]), but no action was "
          + "received; 1 effect is still running:\n"
          + "  send(Search.Intent.uncheckedSearchTapped) at "
          + "MVITestingTests/TestStore+ReceiveTests.swift:\(sendLine): "
          + "sleeps on a test clock; advance the clock."
      ])
    await clock.advance(by: .seconds(1))
    await store.receive(.resultsLoaded([" (slow)"])) { $0.results = [" (slow)"] }
    await store.finish()
    #expect(log.messages.count == 1)
  }

  @Test func receiveWaitsForAnActionSentAfterTheClockAdvances() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init(query: "cat"),
      reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.resultsLoaded(["cat (slow)"])) {
      $0.isLoading = false
      $0.results = ["cat (slow)"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }
}
