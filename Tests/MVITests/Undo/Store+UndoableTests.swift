import MVI
import Testing

/// A note that asks before clearing itself.
private struct Note: Feature {
  struct State: Equatable {
    var text = ""
    var alert: AlertState<Intent>?
  }
  enum Intent: Sendable, Equatable {
    case typed(String)
    case clearTapped
    case clearConfirmed
    case alert(DialogAnswer<Intent>)
  }
  enum Action: Sendable {
    case textChanged(String)
    case alertShown
    case dismiss(Dismissal<State>)
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .typed(let text): .send(.textChanged(text))
    case .clearTapped: .send(.alertShown)
    case .clearConfirmed: .send(.textChanged(""))
    case .alert(let answer): handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .textChanged(let text): state.text = text
    case .alertShown:
      state.alert = AlertState(
        title: "Clear?",
        buttons: [
          .init("Clear", role: .destructive, intent: .clearConfirmed), .init("Cancel", role: .cancel),
        ])
    case .dismiss(let dismissal): dismissal.apply(to: &state)
    }
  }
}

@MainActor
@Suite("Store and Undoable")
struct StoreUndoableTests {
  @Test func theWrappedFeaturesIntentsAndDialogsNeedNoWrapperSpelled() throws {
    let store = Store(Note().undoable(excluding: [.field(\.alert)]), initialState: .init(Note.State()))
    store.send(.typed("shopping"))
    store.send(.clearTapped)
    let alert = store.binding(alert: \.alert, send: { .alert($0) })
    #expect(alert.isPresented.wrappedValue)
    alert.choose(try #require(alert.dialog).buttons[0])
    #expect(store.alert == nil && store.text == "")
    store.send(.undo)
    #expect(store.text == "shopping", "the dialog's answer was an undoable step of the note")
  }
}
