import MVI
import MVITesting
import Testing

/// A feature whose intents are its actions, with an alert: answered in `reduce`.
private struct Trash: Feature {
  struct State: Equatable {
    var items = ["a", "b"]
    var alert: AlertState<Intent>?
  }

  enum Intent: Equatable, Sendable {
    case emptyTapped
    case emptyConfirmed
    case alert(DialogAnswer<Intent>)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .emptyTapped:
      state.alert = AlertState(
        title: "Empty the trash?",
        buttons: [
          .init("Empty", role: .destructive, intent: .emptyConfirmed), .init("Cancel", role: .cancel),
        ])
    case .emptyConfirmed: state.items = []
    case .alert(let answer): reduce(&state, answer, dismissing: \.alert)
    }
  }
}

@MainActor
struct FeatureDialogsTests {
  @Test func aFeatureWithoutHandleAnswersItsAlertInReduce() async {
    let store = TestStore(Trash(), initialState: Trash.State())
    await store.send(.emptyTapped) {
      $0.alert = AlertState(
        title: "Empty the trash?",
        buttons: [
          .init("Empty", role: .destructive, intent: .emptyConfirmed), .init("Cancel", role: .cancel),
        ])
    }
    await store.send(.alert(.button(.emptyConfirmed))) {
      $0.alert = nil
      $0.items = []
    }
    // No alert shown any more: a late answer changes nothing.
    await store.send(.alert(.button(.emptyTapped)))
    await store.finish()
  }

  @Test func theDismissalIsAppliedFirstAndTheButtonsIntentIsHandledWithTheAlertGone() async {
    let store = TestStore(Prompt(), initialState: Prompt.State())
    await store.send(.ask) { $0.alert = Prompt.State.sure }
    await store.send(.alert(.button(.confirm))) {
      $0.alert = nil
      $0.log = ["handled without the alert", "reduced without the alert"]
    }
    await store.finish()
  }
}

/// A feature with intents and actions: answered in `handle`; logs what its button's intent sees.
private struct Prompt: Feature {
  struct State: Equatable {
    static let sure = AlertState<Intent>(title: "Sure?", buttons: [.init("Yes", intent: .confirm)])
    var alert: AlertState<Intent>?
    var log: [String] = []
  }

  enum Intent: Equatable, Sendable {
    case ask
    case confirm
    case alert(DialogAnswer<Intent>)
  }

  enum Action: Equatable, Sendable {
    case asked
    case confirmed(String)
    case dismiss(Dismissal<State>)
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .ask: .send(.asked)
    case .confirm:
      .send(.confirmed(state.alert == nil ? "handled without the alert" : "handled with the alert"))
    case .alert(let answer): handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .asked: state.alert = State.sure
    case .confirmed(let seen):
      state.log.append(seen)
      state.log.append(state.alert == nil ? "reduced without the alert" : "reduced with the alert")
    case .dismiss(let dismissal): dismissal.apply(to: &state)
    }
  }
}
