import ExampleForm
import MVI
import MVITesting
import Testing

@MainActor
@Suite("ExampleForm feature")
struct ExampleFormTests {
  /// A service that saves what it gets and remembers it.
  final class RecordingService: Sendable {
    private let saved = LockIsolated<[Example]>([])
    var examples: [Example] { saved.withLock { $0 } }
    var service: ExampleService {
      ExampleService(name: "recording") { example in
        self.saved.withLock { $0.append(example) }
        return example
      }
    }
  }

  @Test func startsEmptyWithNoMessages() {
    let state = ExampleForm.State()
    #expect(state.name == "")
    #expect(state.exampleName == "")
    #expect(state.errors.isEmpty)
    #expect(state.update == .idle)
    #expect(state.successMessage == nil)
    #expect(state.updateError == nil)
    #expect(state.focusedField == .name)
  }

  @Test func updateWithBothFieldsEmptyShowsBothOfTheSeedsMessagesAndSavesNothing() async {
    let recording = RecordingService()
    let store = TestStore(ExampleForm(service: recording.service), initialState: .init())
    await store.send(.updateButtonTapped) {
      $0.errors = ValidationErrors(name: "Name cannot be empty!", exampleName: "Coffee name cannot be empty")
    }
    #expect(store.state.successMessage == nil)
    await store.finish()
    #expect(recording.examples.isEmpty)
  }

  @Test func onlyTheEmptyFieldGetsItsMessageAndTheKeyboardGoesToIt() async {
    let recording = RecordingService()
    let store = TestStore(
      ExampleForm(service: recording.service), initialState: .init(name: "John Doe", exampleName: ""))
    await store.send(.fieldFocused(.updateButton)) { $0.focusedField = .updateButton }
    await store.send(.updateButtonTapped) {
      $0.errors.exampleName = "Coffee name cannot be empty"
      $0.focusedField = .exampleName
    }
    await store.send(.exampleNameChanged(""))  // no change: nothing happens
    await store.send(.nameChanged("")) { $0.name = "" }
    #expect(store.state.errors.name == nil)  // messages come with Update
    await store.send(.updateButtonTapped) {
      $0.errors.name = "Name cannot be empty!"
      $0.focusedField = .name
    }
    await store.finish()
    #expect(recording.examples.isEmpty)
  }

  @Test func aNameOfOnlySpacesIsEmpty() async {
    let store = TestStore(
      ExampleForm(service: RecordingService().service), initialState: .init(name: "   ", exampleName: "Latte")
    )
    await store.send(.updateButtonTapped) { $0.errors.name = "Name cannot be empty!" }
    await store.finish()
  }

  @Test func invalidThenValidMessagesGoAsTheFieldsFillUpdateShowsUpdateSuccessful() async {
    let recording = RecordingService()
    let store = TestStore(ExampleForm(service: recording.service), initialState: .init())
    await store.send(.updateButtonTapped) {
      $0.errors = ValidationErrors(name: "Name cannot be empty!", exampleName: "Coffee name cannot be empty")
    }
    // The seed's UI test: "John Doe", "SwiftUI", Update, "Update Successful".
    await store.send(.nameChanged("John Doe")) {
      $0.name = "John Doe"
      $0.errors.name = nil
    }
    await store.send(.fieldFocused(.exampleName)) { $0.focusedField = .exampleName }
    await store.send(.exampleNameChanged("SwiftUI")) {
      $0.exampleName = "SwiftUI"
      $0.errors.exampleName = nil
    }
    await store.send(.updateButtonTapped) { $0.update = .updating }
    #expect(store.state.isUpdating)
    let saved = Example(name: "John Doe", exampleName: "SwiftUI")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    #expect(store.state.successMessage == "Update Successful")
    await store.finish()
    #expect(recording.examples == [saved])
  }

  @Test func theValuesAreSavedTrimmed() async {
    let recording = RecordingService()
    let store = TestStore(
      ExampleForm(service: recording.service), initialState: .init(name: " Ann ", exampleName: "Mocha  "))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    let saved = Example(name: "Ann", exampleName: "Mocha")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await store.finish()
  }

  @Test func editingAfterASuccessfulUpdateHidesUpdateSuccessful() async {
    let store = TestStore(
      ExampleForm(service: RecordingService().service), initialState: .init(name: "Ann", exampleName: "Mocha")
    )
    await store.send(.updateButtonTapped) { $0.update = .updating }
    let saved = Example(name: "Ann", exampleName: "Mocha")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await store.send(.exampleNameChanged("Mocha!")) {
      $0.exampleName = "Mocha!"
      $0.update = .idle
    }
    #expect(store.state.successMessage == nil)
    await store.finish()
  }

  @Test func aFailedUpdateShowsTheTypedErrorKeepsTheFieldsAndUpdateTriesAgain() async {
    let attempts = LockIsolated(0)
    let service = ExampleService { example in
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      if attempt == 1 { throw ExampleUpdateError.timedOut }
      return example
    }
    let store = TestStore(
      ExampleForm(service: service), initialState: .init(name: "Ann", exampleName: "Mocha"))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    await store.receive(.updateFailed(.timedOut)) { $0.update = .failed(.timedOut) }
    #expect(store.state.updateError == .timedOut)
    #expect(store.state.successMessage == nil)
    #expect(store.state.name == "Ann")
    #expect(store.state.exampleName == "Mocha")

    await store.send(.updateButtonTapped) { $0.update = .updating }
    let saved = Example(name: "Ann", exampleName: "Mocha")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await store.finish()
  }

  @Test func aRefusalOfTheLocalDatabaseIsShownWithItsReason() async {
    let long = String(repeating: "x", count: ExampleDatabase.maxLength + 1)
    let database = ExampleDatabase()
    let store = TestStore(
      ExampleForm(service: .local(database)), initialState: .init(name: long, exampleName: "Mocha"))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    let error = ExampleUpdateError.rejected("Name is too long (at most 40 characters)")
    await store.receive(.updateFailed(error)) { $0.update = .failed(error) }
    #expect(store.state.updateError?.description == "Update failed: Name is too long (at most 40 characters)")
    await store.finish()
    #expect(await database.saved == nil)
  }

  @Test func anErrorOfAnotherTypeBecomesUnavailableWithItsDescription() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "the network is down" }
    }
    let store = TestStore(
      ExampleForm(service: ExampleService { _ in throw Offline() }),
      initialState: .init(name: "Ann", exampleName: "Mocha"))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    await store.receive(.updateFailed(.unavailable("the network is down"))) {
      $0.update = .failed(.unavailable("the network is down"))
    }
    await store.finish()
  }

  @Test func whileUpdatingEditsAndASecondUpdateAreIgnored() async {
    let clock = TestClock()
    let database = ExampleDatabase()
    let store = TestStore(
      ExampleForm(service: .local(database, latency: .seconds(1), clock: clock)),
      initialState: .init(name: "Ann", exampleName: "Mocha"))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    await store.send(.nameChanged("Bob"))
    await store.send(.exampleNameChanged("Latte"))
    await store.send(.updateButtonTapped)
    await store.send(.fieldFocused(.exampleName)) { $0.focusedField = .exampleName }  // moving is fine
    await clock.advance(by: .seconds(1))
    let saved = Example(name: "Ann", exampleName: "Mocha")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await store.finish()
    #expect(await database.updateCount == 1)
  }

  @Test func focusingTheFocusedFieldDoesNothing() async {
    let store = TestStore(ExampleForm(service: RecordingService().service), initialState: .init())
    await store.send(.fieldFocused(.name))
    await store.send(.fieldFocused(.updateButton)) { $0.focusedField = .updateButton }
    await store.finish()
  }
}
