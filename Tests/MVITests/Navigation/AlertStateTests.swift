import MVI
import MVITesting
import Testing

@MainActor
struct AlertStateTests {
  @Test func anAlertWithoutButtonsGetsOK() {
    let alert = AlertState<Int>(title: "Saved")
    #expect(alert.buttons == [.init("OK", role: .cancel)])
    #expect(alert.cancelButton?.label == "OK")
  }

  @Test func aButtonSendsItsIntentAndTheFeatureDismissesTheAlert() async {
    let store = TestStore(Board(clock: TestClock()), initialState: Board.State([Tile.State(id: 1)]))
    await store.send(.askToClear) {
      $0.alert = AlertState(
        title: "Clear all tiles?", message: "This cannot be undone.",
        buttons: [
          .init("Clear", role: .destructive, intent: .clearConfirmed), .init("Cancel", role: .cancel),
        ])
    }
    let clear = store.state.alert?.buttons.first { $0.role == .destructive }
    #expect(store.state.alert?.cancelButton?.intent == nil)
    await store.send(clear!.intent!) {
      $0.tiles = []
      $0.alert = nil
    }
    await store.finish()
  }
}
