import MVI
import MVITesting
import Testing

@MainActor
@Suite struct TestStoreTests {
  @Test func sendAssertsTheExactStateChange() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
    await store.send(.increment) { $0.count = 1 }
    await store.send(.rename("Clicks")) { $0.title = "Clicks" }
    await store.send(.noop)
    await store.finish()
    #expect(log.messages.isEmpty)
    #expect(store.state == Counter.State(count: 1, title: "Clicks"))
  }

  @Test func aMissedStateChangeFailsWithADiff() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
    await store.send(.increment)
    #expect(
      log.messages == [
        """
        send(Counter.Intent.increment) changed the state, but no change was asserted: \
        (- expected, + actual)
          Counter.State(
        -   count: 0
        +   count: 1
            title: "Counter"
          )
        """
      ])
  }

  @Test func aWrongStateChangeFailsWithADiffAtTheCallSite() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(count: 1), reporter: log.reporter)
    let line: UInt = #line + 1
    await store.send(.increment) { $0.count = 3 }
    #expect(
      log.messages == [
        """
        send(Counter.Intent.increment) changed the state differently than asserted: \
        (- expected, + actual)
          Counter.State(
        -   count: 3
        +   count: 2
            title: "Counter"
          )
        """
      ])
    let failure = log.all.first
    let fileID = failure.map { "\($0.fileID)" }
    let filePath = failure.map { "\($0.filePath)" } ?? ""
    #expect(failure?.line == line)
    #expect(fileID == "MVITestingTests/TestStoreTests.swift")
    #expect(filePath.hasSuffix("Tests/MVITestingTests/TestStoreTests.swift"))
  }

  @Test func aClosureThatChangesNothingWhenNothingChangedFails() async {
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
    await store.send(.noop) { _ in }
    #expect(
      log.messages == [
        "send(Counter.Intent.noop) did not change the state, and neither did its assertion closure; "
          + "omit the closure when no change is expected."
      ])
  }

  @Test func anErrorThrownByTheAssertionClosureFails() async {
    struct Oops: Error {}
    let log = FailureLog()
    let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
    await store.send(.increment) { _ in throw Oops() }
    #expect(
      log.messages == ["The assertion closure of send(Counter.Intent.increment) threw an error: Oops()"])
  }

  @Test func dependenciesAreReplacedByValue() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: SearchClient { _ in ["stub"] }, clock: clock), initialState: .init(),
      reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.resultsLoaded(["stub"])) {
      $0.isLoading = false
      $0.results = ["stub"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func sendingWithAnUnassertedReceivedActionFails() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }.finish()
    await store.send(.searchTapped) { $0.isLoading = true }.finish()
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first == """
        Must assert every received action before send(Search.Intent.searchTapped); \
        1 received action was not asserted:
          Search.Action.resultsLoaded([[0]: " 1", [1]: " 2", [2]: " 3"])
        Assert each with `await store.receive(...)`.
        """)
    // The skipped action was applied: the second send's state change is asserted from there.
    store.skipReceivedActions()
    await store.finish()
  }

  @Test func anEffectStillRunningAtTheEndFails() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init(),
      reporter: log.reporter)
    let sendLine = #line + 1
    await store.send(.uncheckedSearchTapped)
    let line: UInt = #line + 1
    await store.finish()
    #expect(
      log.messages == [
        """
        At the end of the test, 1 effect is still running.
          send(Search.Intent.uncheckedSearchTapped) at MVITestingTests/TestStoreTests.swift:\(sendLine): \
        sleeps on a test clock; advance the clock.
        Advance the test clock until they finish, cancel them (for example by sending the intent \
        that cancels them), or let them finish before the test ends.
        """
      ])
    #expect(log.all.first?.line == line)
  }

  @Test func finishWaitsForEffectsThatAreAboutToFinish() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.uncheckedSearchTapped)
    await store.finish()
    #expect(
      log.messages == [
        """
        At the end of the test, 1 received action was not asserted:
          Search.Action.resultsLoaded([[0]: " 1", [1]: " 2", [2]: " 3"])
        Assert each with `await store.receive(...)`.
        """
      ])
  }

  @Test func aStoreReleasedWithoutFinishReportsLeftoversWhereItWasCreated() async {
    let log = FailureLog()
    let clock = TestClock()
    let line: UInt = #line + 2
    do {
      let store = TestStore(
        Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init(),
        reporter: log.reporter)
      await store.send(.uncheckedSearchTapped)
      await store.send(.cancelTapped)
    }
    #expect(
      log.messages == [
        """
        The test store was released without `await store.finish()`, and 1 event was not asserted:
          Search.Event.showToast("Search cancelled")
        Assert each with `await store.receiveEvent(...)`.
        """,
        """
        The test store was released without `await store.finish()`, and 1 effect is still running.
        Advance the test clock until they finish, cancel them (for example by sending the intent \
        that cancels them), or let them finish before the test ends.
        """,
      ])
    #expect(log.all.allSatisfy { $0.line == line })
    // The released store cancelled its effect: nothing sleeps on the clock any more.
    await clock.advance()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aStoreReleasedWithNothingLeftReportsNothing() async {
    let log = FailureLog()
    do {
      let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
      await store.send(.increment) { $0.count = 1 }
    }
    #expect(log.messages.isEmpty)
  }

  @Test func anUnhandledEffectErrorFails() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .failing, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.uncheckedSearchTapped)
    await store.finish()
    #expect(
      log.messages == [
        """
        An effect threw an error that no catch handler took: SearchError.offline
        Give the effect's run a catch handler that turns the error into an action.
        """
      ])
  }

  @Test func aDialogAnsweredTwiceIsReportedAtTheSecondAnswerAsARoutingMistake() async {
    let log = FailureLog()
    let store = TestStore(Confirm(), initialState: .init(), reporter: log.reporter)
    await store.send(.deleteTapped) { $0.alert = Confirm.State.sure }
    await store.send(.alert(.button(.deleteConfirmed))) {
      $0.alert = nil
      $0.deleted = true
    }
    #expect(log.messages.isEmpty)
    let line: UInt = #line + 1
    await store.send(.alert(.button(.deleteConfirmed)))
    #expect(
      log.messages == [
        """
        An intent was sent to a child that is not present (MVI.AlertState<MVITestingTests.Confirm.Intent> \
        at \\State.alert answered with DialogAnswer<Confirm.Intent>.button(Confirm.Intent.deleteConfirmed)); \
        it changed nothing.
        The child had left the state before its intent arrived: a dialog answered a second time, a row's \
        tap after the row was removed, a screen's intent after it was dismissed. If the test sends it on \
        purpose, wrap the send in withKnownIssue.
        """
      ])
    #expect(log.all.map(\.line) == [line])
    await store.finish()
    #expect(log.messages.count == 1)
  }

  @Test func aSecondAnswerSentOnPurposeIsAKnownIssue() async {
    let store = TestStore(Confirm(), initialState: .init())
    await store.send(.deleteTapped) { $0.alert = Confirm.State.sure }
    await store.send(.alert(.button(.deleteConfirmed))) {
      $0.alert = nil
      $0.deleted = true
    }
    await withKnownIssue {
      await store.send(.alert(.button(.deleteConfirmed)))
    }
    await store.finish()
  }

  @Test func anEffectErrorWithACatchHandlerIsAnAction() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .failing, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await store.receive(.searchFailed("offline")) {
      $0.isLoading = false
      $0.error = "offline"
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func sendReturnsTheStoreTaskOfItsEffects() async {
    let log = FailureLog()
    let store = TestStore(
      Search(client: .mock, clock: TestClock()), initialState: .init(), reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }.finish()
    #expect(store.runningEffectCount == 0)
    await store.receive(.resultsLoaded([" 1", " 2", " 3"])) {
      $0.isLoading = false
      $0.results = [" 1", " 2", " 3"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }
}

/// A feature that confirms a deletion with an alert, answered in `handle`.
struct Confirm: Feature {
  struct State: Equatable {
    typealias Alert = AlertState<Intent>
    static let sure = Alert(
      title: "Delete?", buttons: [.init("Delete", role: .destructive, intent: .deleteConfirmed)])
    var alert: Alert?
    var deleted = false
  }

  enum Intent: Equatable, Sendable {
    case deleteTapped
    case deleteConfirmed
    case alert(DialogAnswer<Intent>)
  }

  enum Action: Equatable, Sendable {
    case asked
    case deleted
    case dismiss(Dismissal<State>)
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .deleteTapped: .send(.asked)
    case .deleteConfirmed: .send(.deleted)
    case .alert(let answer): handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .asked: state.alert = State.sure
    case .deleted: state.deleted = true
    case .dismiss(let dismissal): dismissal.apply(to: &state)
    }
  }
}
