import MVI
import Testing

struct DismissalTests {
  struct State: Equatable {
    var alert: AlertState<Int>?
    var dialog: ConfirmationDialogState<Int>?
  }

  @Test func aDismissalClearsWhatItsKeyPathHoldsAndNothingElse() {
    var state = State(alert: AlertState(title: "A"), dialog: ConfirmationDialogState(title: "D", buttons: []))
    Dismissal(\State.alert).apply(to: &state)
    #expect(state == State(alert: nil, dialog: ConfirmationDialogState(title: "D", buttons: [])))
  }

  @Test func dismissalsAreEqualWhenTheyClearTheSamePartAndShowItsKeyPath() {
    #expect(Dismissal(\State.alert) == Dismissal(\State.alert))
    #expect(Dismissal(\State.alert) != Dismissal(\State.dialog))
    #expect(Set([Dismissal(\State.alert), Dismissal(\State.alert)]).count == 1)
    #expect("\(Dismissal(\State.alert))".hasSuffix("State.alert"))
  }
}
