import ExampleForm
import MVI
import MVITesting
import Testing

@MainActor
@Suite("ExampleForm with undo")
struct ExampleFormUndoTests {
  let clock = TestClock()

  /// A test store that checks only what each test reads.
  func store(latency: Duration = .zero) -> TestStore<Undoable<ExampleForm>> {
    let store = TestStore(
      ExampleForm(service: .local(ExampleDatabase(), latency: latency, clock: clock)).withUndo(clock: clock),
      initialState: .init(ExampleForm.State()))
    store.exhaustivity = .off
    return store
  }

  @Test func typingInOneFieldIsOneStepUntilASecondsPauseTheOtherFieldIsAnother() async {
    let store = store()
    for text in ["J", "Jo", "Joe"] {
      await store.send(.base(.nameChanged(text)))
      await clock.advance(by: .milliseconds(900))
    }
    await clock.advance(by: .seconds(1))
    await store.send(.base(.nameChanged("Joe D")))
    await store.send(.base(.fieldFocused(.exampleName)))
    await store.send(.base(.exampleNameChanged("Mocha")))
    await store.send(.undo)
    #expect(store.state.exampleName == "" && store.state.name == "Joe D")
    #expect(store.state.focusedField == .exampleName, "the focus is no step and stays")
    await store.send(.undo)
    #expect(store.state.name == "Joe")
    await store.send(.undo)
    #expect(store.state.name == "")
    #expect(!store.state.canUndo)
  }

  @Test func aRestoredFieldThatIsFilledLosesItsMessageUpdateSuccessfulGoesWhenTheFieldsChange() async {
    let store = store()
    await store.send(.base(.nameChanged("Ann")))
    await store.send(.base(.nameChanged("")))
    await clock.advance(by: .seconds(2))
    await store.send(.base(.exampleNameChanged("Latte")))
    await store.send(.base(.updateButtonTapped))
    #expect(store.state.errors.name == ValidationErrors.emptyName)
    await store.send(.undo)  // the coffee
    #expect(store.state.errors.name == ValidationErrors.emptyName, "the name is still blank")
    await store.send(.redo)
    await store.send(.base(.nameChanged("Bo")))
    await store.send(.base(.updateButtonTapped))
    await clock.advance()  // the save's effect runs
    #expect(store.state.successMessage == ExampleForm.Texts.updateSuccessful)
    await store.send(.undo)
    #expect(
      store.state.name == "" && store.state.successMessage == nil,
      "the fields changed: the success no longer describes them")
    #expect(store.state.errors.name == nil, "messages are shown by Update, not by undo")
  }

  @Test func undoAndRedoAreRefusedWhileASaveRunsAndUndoNeverSaves() async {
    let store = store(latency: .seconds(1))
    await store.send(.base(.nameChanged("Ann")))
    await store.send(.base(.exampleNameChanged("Mocha")))
    await store.send(.base(.updateButtonTapped))
    #expect(store.state.isUpdating)
    await store.send(.undo)
    #expect(store.state.exampleName == "Mocha")
    await clock.advance(by: .seconds(1))
    #expect(store.state.successMessage != nil)
    await store.send(.undo)
    #expect(store.state.exampleName == "" && !store.state.isUpdating)
  }
}
