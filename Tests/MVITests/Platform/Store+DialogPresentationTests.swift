import MVI
import Observation
import TestSupport
import Testing

/// A post that asks before deleting, with an alert and a confirmation dialog.
struct Deletion: Feature {
  struct State {
    var alert: AlertState<Intent>?
    var dialog: ConfirmationDialogState<Intent>?
    var isDeleted = false
    var received: [String] = []
  }

  enum Intent: Sendable {
    case deleteTapped
    case moreTapped
    case deleteConfirmed
    case alert(DialogAnswer<Intent>)
    case dialog(DialogAnswer<Intent>)
  }

  enum Action: Sendable {
    case alertShown
    case dialogShown
    case deleted
    case dismiss(Dismissal<State>)
    case received(String)
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    let received = Effect<Action, Never>.send(.received("\(intent)"))
    switch intent {
    case .deleteTapped: return .merge(received, .send(.alertShown))
    case .moreTapped: return .merge(received, .send(.dialogShown))
    case .deleteConfirmed: return .merge(received, .send(.deleted))
    case .alert(let answer):
      return .merge(received, handle(answer, in: state, dismissing: \.alert, action: Action.dismiss))
    case .dialog(let answer):
      return .merge(received, handle(answer, in: state, dismissing: \.dialog, action: Action.dismiss))
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .alertShown:
      state.alert = AlertState(
        title: "Delete?",
        buttons: [
          .init("Delete", role: .destructive, intent: .deleteConfirmed), .init("Cancel", role: .cancel),
        ])
    case .dialogShown:
      state.dialog = ConfirmationDialogState(
        title: "More", buttons: [.init("Delete", role: .destructive, intent: .deleteConfirmed)])
    case .deleted: state.isDeleted = true
    case .dismiss(let dismissal): dismissal.apply(to: &state)
    case .received(let intent): state.received.append(intent)
    }
  }
}

@MainActor
struct StoreDialogPresentationTests {
  @Test func theAlertIsReadWhilePresented() throws {
    let store = Store(Deletion(), initialState: .init())
    let alert = store.binding(alert: \.alert, send: { .alert($0) })
    #expect(alert.dialog == nil)
    #expect(!alert.isPresented.wrappedValue)
    store.send(.deleteTapped)
    #expect(alert.isPresented.wrappedValue)
    #expect(try #require(alert.dialog).buttons.map(\.label) == ["Delete", "Cancel"])
  }

  @Test func aButtonSendsItsAnswerAndTheFeatureDismissesAndHandlesIt() async throws {
    let store = Store(Deletion(), initialState: .init())
    let alert = store.binding(alert: \.alert, send: { .alert($0) })
    store.send(.deleteTapped)
    alert.choose(try #require(alert.dialog).buttons[0])
    #expect(store.alert == nil)
    #expect(store.isDeleted)
    // The platform then sets isPresented to false: nothing more is sent.
    alert.isPresented.wrappedValue = false
    await closeTheDialogAndWaitForItsDismissal(of: store)
    #expect(
      store.received == [
        "deleteTapped",
        "alert(MVI.DialogAnswer<MVITests.Deletion.Intent>.button(MVITests.Deletion.Intent.deleteConfirmed))",
        "deleteConfirmed",
        "moreTapped",
        "dialog(MVI.DialogAnswer<MVITests.Deletion.Intent>.dismissed)",
      ])
  }

  @Test func theCancelButtonAnswersDismissed() throws {
    let store = Store(Deletion(), initialState: .init())
    let alert = store.binding(alert: \.alert, send: { .alert($0) })
    store.send(.deleteTapped)
    alert.choose(try #require(alert.dialog?.cancelButton))
    #expect(store.alert == nil)
    #expect(!store.isDeleted)
    #expect(store.received.last == "alert(MVI.DialogAnswer<MVITests.Deletion.Intent>.dismissed)")
  }

  @Test func closingTheDialogWithoutAButtonSendsDismissedAtTheEndOfTheTurn() async {
    let store = Store(Deletion(), initialState: .init())
    let dialog = store.binding(dialog: \.dialog, send: { .dialog($0) })
    store.send(.moreTapped)
    #expect(dialog.dialog?.title == "More")
    dialog.isPresented.wrappedValue = false
    #expect(await yield { store.dialog == nil })
    #expect(!store.isDeleted)
    #expect(store.received == ["moreTapped", "dialog(MVI.DialogAnswer<MVITests.Deletion.Intent>.dismissed)"])
  }

  @Test func aDismissalSetBeforeTheButtonsActionDoesNotLoseItsIntent() async throws {
    let store = Store(Deletion(), initialState: .init())
    let dialog = store.binding(dialog: \.dialog, send: { .dialog($0) })
    store.send(.moreTapped)
    let delete = try #require(dialog.dialog).buttons[0]
    dialog.isPresented.wrappedValue = false
    dialog.choose(delete)
    #expect(store.isDeleted)
    await closeTheAlertAndWaitForItsDismissal(of: store)
    #expect(
      store.received == [
        "moreTapped",
        "dialog(MVI.DialogAnswer<MVITests.Deletion.Intent>.button(MVITests.Deletion.Intent.deleteConfirmed))",
        "deleteConfirmed",
        "deleteTapped",
        "alert(MVI.DialogAnswer<MVITests.Deletion.Intent>.dismissed)",
      ])
  }

  @Test func aDialogButtonSendsItsIntent() throws {
    let store = Store(Deletion(), initialState: .init())
    let dialog = store.binding(dialog: \.dialog, send: { .dialog($0) })
    store.send(.moreTapped)
    dialog.choose(try #require(dialog.dialog).buttons[0])
    #expect(store.dialog == nil)
    #expect(store.isDeleted)
  }

  @Test func presenceInvalidatesAReaderOfIsPresented() {
    let store = Store(Deletion(), initialState: .init())
    let alert = store.binding(alert: \.alert, send: { .alert($0) })
    let changes = Counted()
    withObservationTracking {
      _ = alert.isPresented.wrappedValue
    } onChange: {
      changes.increment()
    }
    store.send(.moreTapped)
    #expect(changes.value == 0)
    store.send(.deleteTapped)
    #expect(changes.value == 1)
  }

  /// Shows the confirmation dialog, closes it without a button and waits for its dismissal. It
  /// is sent by the same end-of-turn task as the alert's, made after any the alert's closing
  /// made: once it is in, a dismissal of the alert would be in before it.
  private func closeTheDialogAndWaitForItsDismissal(of store: Store<Deletion>) async {
    store.send(.moreTapped)
    store.binding(dialog: \.dialog, send: { .dialog($0) }).isPresented.wrappedValue = false
    #expect(await yield { store.dialog == nil })
  }

  /// Shows the alert, closes it without a button and waits for its dismissal. It is sent by the
  /// same end-of-turn task as the dialog's, made after any the dialog's closing made: once it is
  /// in, a dismissal of the dialog would be in before it.
  private func closeTheAlertAndWaitForItsDismissal(of store: Store<Deletion>) async {
    store.send(.deleteTapped)
    store.binding(alert: \.alert, send: { .alert($0) }).isPresented.wrappedValue = false
    #expect(await yield { store.alert == nil })
  }
}
