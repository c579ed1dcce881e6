import MVI
import MVITesting
import Testing

@MainActor
@Suite struct TestStoreEventsTests {
  @Test func receiveEventAssertsEventsInOrder() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: SearchClient { _ in [] }, clock: TestClock()), initialState: .init(),
      reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.resultsLoaded([])) { $0.isLoading = false }
    await store.receiveEvent(.showToast("No results"))
    await store.send(.cancelTapped)
    await store.receiveEvent({ if case .showToast = $0 { true } else { false } })
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func aWrongEventFailsWithADiff() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.cancelTapped)
    await store.receiveEvent(.showToast("Cancelled"))
    await store.finish()
    #expect(
      log.messages == [
        """
        Received an unexpected event: (- expected, + actual)
          Search.Event.showToast(
        -   "Cancelled"
        +   "Search cancelled"
          )
        """
      ])
  }

  @Test func anEventNeverEmittedFails() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.receiveEvent(.showToast("Hi"))
    #expect(
      log.messages == [
        "Expected the event Search.Event.showToast(\"Hi\"), but no event was emitted, "
          + "and no effect is running that could send it."
      ])
  }

  @Test func anUnassertedEventFailsAtTheNextSendAndAtTheEnd() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.cancelTapped)
    await store.send(.cancelTapped)
    await store.finish()
    #expect(
      log.messages == [
        """
        Must assert every event before send(Search.Intent.cancelTapped); 1 event was not asserted:
          Search.Event.showToast("Search cancelled")
        Assert each with `await store.receiveEvent(...)`.
        """,
        """
        At the end of the test, 1 event was not asserted:
          Search.Event.showToast("Search cancelled")
        Assert each with `await store.receiveEvent(...)`.
        """,
      ])
  }

  @Test func skipEventsForgetsThem() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.cancelTapped)
    store.skipEvents()
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  /// A store of `Search` whose searches find nothing: the effect sends `resultsLoaded([])`, then
  /// emits `showToast("No results")`.
  private func emptySearch(_ log: FailureLog, strictOrder: Bool) -> TestStore<Search> {
    let store = TestStore(
      Search(client: SearchClient { _ in [] }, clock: TestClock()), initialState: .init(),
      reporter: log.reporter)
    store.strictOrder = strictOrder
    return store
  }

  @Test func withStrictOrderActionsAndEventsAreAssertedAsTheyHappened() async {
    let log = FailureLog()
    let store = emptySearch(log, strictOrder: true)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.resultsLoaded([])) { $0.isLoading = false }
    await store.receiveEvent(.showToast("No results"))
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func withStrictOrderAnEventAssertedBeforeAnEarlierActionFails() async {
    let log = FailureLog()
    let store = emptySearch(log, strictOrder: true)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receiveEvent(.showToast("No results"))
    #expect(
      log.messages == [
        "Received the event Search.Event.showToast(\"No results\") out of order: the action "
          + "Search.Action.resultsLoaded([]) was received before it; assert it first with receive."
      ])
    log.clear()
    await store.receive(.resultsLoaded([])) { $0.isLoading = false }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  /// Emits an event, then sends an action, from one effect.
  struct Announcer: Feature {
    struct State: Equatable { var done = false }
    enum Intent: Sendable { case go }
    enum Action: Sendable, Equatable { case finished }
    enum Event: Sendable, Equatable { case started }

    func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
      .run { send in
        await send.emit(.started)
        await send(.finished)
      }
    }

    func reduce(_ state: inout State, _ action: Action) { state.done = true }
  }

  @Test func withStrictOrderAnActionAssertedBeforeAnEarlierEventFails() async {
    let log = FailureLog()
    let store = TestStore(Announcer(), initialState: .init(), reporter: log.reporter)
    store.strictOrder = true
    await store.send(.go)
    await store.receive(.finished) { $0.done = true }
    #expect(
      log.messages == [
        "Received TestStoreEventsTests.Announcer.Action.finished out of order: the event "
          + "TestStoreEventsTests.Announcer.Event.started "
          + "happened before it; assert it first with receiveEvent."
      ])
    store.skipEvents()
    await store.finish()
    #expect(log.messages.count == 1)
  }

  @Test func withoutStrictOrderActionsAndEventsAreEachInTheirOwnOrder() async {
    let log = FailureLog()
    let store = emptySearch(log, strictOrder: false)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receiveEvent(.showToast("No results"))
    await store.receive(.resultsLoaded([])) { $0.isLoading = false }
    await store.finish()
    #expect(log.messages.isEmpty)
  }
}
