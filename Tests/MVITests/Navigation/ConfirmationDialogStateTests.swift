import MVI
import MVITesting
import Testing

@MainActor
struct ConfirmationDialogStateTests {
  let clock = TestClock()

  @Test func theTitleShowsAsThePlatformDecidesUnlessToldAndTheCancelButtonIsFound() {
    let dialog = ConfirmationDialogState<Int>(
      title: "Share", buttons: [.init("Copy", intent: 1), .init("Cancel", role: .cancel)])
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.message == nil)
    #expect(dialog.cancelButton == .init("Cancel", role: .cancel))
    #expect(ConfirmationDialogState<Int>(title: "Share", buttons: []).cancelButton == nil)
  }

  @Test func aButtonDismissesTheDialogAndItsIntentStartsItsWork() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State())
    await store.send(.askToShare) {
      $0.dialog = ConfirmationDialogState(
        title: "Share", titleVisibility: .visible,
        buttons: [
          .init("Start the header's timer", intent: .header(.startTimer)), .init("Cancel", role: .cancel),
        ])
    }
    await store.send(.dialog(store.state.dialog!.buttons[0].answer)) { $0.dialog = nil }
    await settle()
    #expect(clock.sleeperCount == 1, "the button's intent was handled: its effect runs")
    await clock.advance(by: .seconds(1))
    await store.receive(.header(.ticked)) { $0.header.count = 1 }
    await store.finish()
  }

  @Test func closingTheDialogWithoutAButtonOnlyDismissesIt() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State())
    await store.send(.askToShare) { $0.dialog = Board.State.shareDialog }
    await store.send(.dialog(.dismissed)) { $0.dialog = nil }
    await store.finish()
  }
}

extension Board.State {
  /// The dialog `askToShare` shows.
  static let shareDialog = ConfirmationDialogState<Board.Intent>(
    title: "Share", titleVisibility: .visible,
    buttons: [
      .init("Start the header's timer", intent: .header(.startTimer)), .init("Cancel", role: .cancel),
    ])
}
