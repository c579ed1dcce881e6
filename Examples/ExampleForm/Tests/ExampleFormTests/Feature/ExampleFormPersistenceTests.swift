import ExampleForm
import Foundation
import MVI
import MVIPersistence
import MVITesting
import TestSupport
import Testing

/// What the form remembers between launches (the values of the last successful update), each
/// launch a store on the same storage in memory.
@MainActor
@Suite("ExampleForm remembered values")
struct ExampleFormPersistenceTests {
  static let service = ExampleService(name: "echo") { $0 }

  @Test func aFirstLaunchFindsNothingSavedAndLeavesTheFormEmpty() async {
    let store = TestStore(ExampleForm(service: Self.service), initialState: .init())
    await store.send(.launched)
    await store.receive(.savedLoaded(.success(nil)))
    await store.finish()
  }

  @Test func anUpdateSavesTheValuesAndTheNextLaunchFillsTheFormWithThem() async throws {
    let storage = InMemoryPersistence()
    let first = TestStore(
      ExampleForm(service: Self.service, remembered: Persisted(key: "example-form", in: storage)),
      initialState: .init(name: " John Doe ", exampleName: "SwiftUI"))
    await first.send(.updateButtonTapped) { $0.update = .updating }
    let saved = Example(name: "John Doe", exampleName: "SwiftUI")
    await first.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await first.finish()
    #expect(try Persisted<Example>(key: "example-form", in: storage).stored() == saved)

    let next = TestStore(
      ExampleForm(service: Self.service, remembered: Persisted(key: "example-form", in: storage)),
      initialState: .init())
    await next.send(.launched)
    await next.receive(.savedLoaded(.success(saved))) {
      $0.name = "John Doe"
      $0.exampleName = "SwiftUI"
      $0.saved = saved
    }
    await next.finish()
  }

  @Test func aFailedValidationSavesNothing() async throws {
    let remembered = Persisted<Example>(key: "example-form")
    let store = TestStore(
      ExampleForm(service: Self.service, remembered: remembered), initialState: .init(name: "Ann"))
    await store.send(.updateButtonTapped) {
      $0.errors.exampleName = ValidationErrors.emptyExampleName
      $0.focusedField = .exampleName
    }
    await store.finish()
    #expect(try remembered.stored() == nil)
  }

  @Test func aFormOpenedWithValuesKeepsThemTheSavedOnesAreOnlyRemembered() async throws {
    let remembered = Persisted<Example>(key: "example-form")
    let saved = Example(name: "Ann", exampleName: "Mocha")
    try remembered.write(saved)
    let store = TestStore(
      ExampleForm(service: Self.service, remembered: remembered), initialState: .init(name: "Bob"))
    await store.send(.launched)
    await store.receive(.savedLoaded(.success(saved))) { $0.saved = saved }
    await store.finish()
  }

  @Test func aFullDiskTheTypedErrorShowsTheFormKeepsItsValuesAndTheRetryRecovers() async throws {
    let clock = TestClock()
    let storage = FailingPersistence(failing: 1)
    let remembered = Persisted<Example>(
      key: "example-form", in: storage, retryDelay: .seconds(5), clock: clock)
    let store = TestStore(
      ExampleForm(service: Self.service, remembered: remembered),
      initialState: .init(name: "Ann", exampleName: "Mocha"))
    await store.send(.updateButtonTapped) { $0.update = .updating }
    let saved = Example(name: "Ann", exampleName: "Mocha")
    await store.receive(.updateSucceeded(saved)) {
      $0.update = .succeeded(saved)
      $0.saved = saved
    }
    await store.receive(.rememberFailed(.noSpace(key: "example-form"))) {
      $0.persistenceError = .noSpace(key: "example-form")
    }
    #expect(store.state.successMessage == ExampleForm.Texts.updateSuccessful)
    #expect(try remembered.stored() == nil)
    await clock.advance(by: .seconds(5))
    await store.receive(.rememberRecovered) { $0.persistenceError = nil }
    await store.finish()
    #expect(try remembered.stored() == saved)
  }

  @Test func unreadableSavedValuesAreReportedKeptAsideAndTheFormStartsEmpty() async throws {
    let storage = InMemoryPersistence()
    try storage.update("example-form") { _ in Data("{\"version\":1,\"revision\":1,\"value\":{}}".utf8) }
    let store = TestStore(
      ExampleForm(service: Self.service, remembered: Persisted(key: "example-form", in: storage)),
      initialState: .init())
    await store.send(.launched)
    let error = PersistenceError.corrupt(
      key: "example-form", movedTo: "example-form.aside-1", reason: "no 'name'")
    await store.receive(.savedLoaded(.failure(error))) { $0.persistenceError = error }
    await store.finish()
    #expect(storage.keys == ["example-form.aside-1"])
  }
}
