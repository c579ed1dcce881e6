import MVI
import MVITesting
import Testing

@MainActor
struct AlertStateTests {
  let clock = TestClock()

  @Test func anAlertWithoutButtonsGetsOK() {
    let alert = AlertState<Int>(title: "Saved")
    #expect(alert.buttons == [.init("OK", role: .cancel)])
    #expect(alert.cancelButton?.label == "OK")
  }

  @Test func aButtonAnswersWithItsIntentOrOnlyDismisses() {
    #expect(AlertState<Int>.Button("Delete", role: .destructive, intent: 3).answer == .button(3))
    #expect(AlertState<Int>.Button("Cancel", role: .cancel).answer == .dismissed)
  }

  @Test func aButtonDismissesTheAlertAndSendsItsIntentInOneSend() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State([Tile.State(id: 1)]))
    await store.send(.askToClear) {
      $0.alert = AlertState(
        title: "Clear all tiles?", message: "This cannot be undone.",
        buttons: [
          .init("Clear", role: .destructive, intent: .clearConfirmed), .init("Cancel", role: .cancel),
        ])
    }
    let clear = store.state.alert?.buttons.first { $0.role == .destructive }
    // The feature has no code that sets the alert to nil: answering it does.
    await store.send(.alert(clear!.answer)) {
      $0.alert = nil
      $0.tiles = []
    }
    await store.finish()
  }

  @Test func aButtonWithoutAnIntentOnlyDismisses() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State([Tile.State(id: 1)]))
    await store.send(.askToClear) { $0.alert = Board.State.clearAlert }
    await store.send(.alert(store.state.alert!.cancelButton!.answer)) { $0.alert = nil }
    await store.finish()
  }

  @Test func anAnswerToAnAlertNoLongerShownChangesNothingAndIsReported() async {
    let failures = FailureLog()
    let store = Store.serial(
      Board(clock: clock), initialState: Board.State([Tile.State(id: 1)]),
      interceptors: [Interceptor { if case .failure(let error) = $0 { failures.append(error) } }])
    store.send(.askToClear)
    store.send(.alert(.button(.clearConfirmed)))
    // A second tap on the same button, after the first dismissed the alert: reported during the
    // send that made the mistake, not by a task after it.
    let task = store.send(.alert(.button(.clearConfirmed)))
    #expect(failures.errors.count == 1)
    await task.finish()
    #expect(store.state.alert == nil)
    let error = failures.errors.first as? CompositionError
    #expect(failures.errors.count == 1)
    #expect(
      error.map { "\($0)" }
        == "An intent was sent to a child that is not present: "
        + "MVI.AlertState<MVITests.Board.Intent> at \\State.alert answered with "
        + "DialogAnswer<Board.Intent>.button(Board.Intent.clearConfirmed)")
  }
}

extension Board.State {
  /// The alert `askToClear` shows.
  static let clearAlert = AlertState<Board.Intent>(
    title: "Clear all tiles?", message: "This cannot be undone.",
    buttons: [.init("Clear", role: .destructive, intent: .clearConfirmed), .init("Cancel", role: .cancel)])
}
