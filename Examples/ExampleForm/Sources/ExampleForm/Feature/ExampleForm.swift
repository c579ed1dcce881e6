import Foundation
import MVI
import MVIPersistence

/// Seed 003's form: a name and a coffee name, an "Update" button that saves only valid values,
/// and "Update Successful" when the save succeeded.
///
/// - "Update" validates both fields as the seed's `isValid()` does: an empty field gets its
///   message ("Name cannot be empty!", "Coffee name cannot be empty") and nothing is saved.
/// - A message goes away as soon as its field is filled (the seed's messages never did).
/// - Valid values are saved through the ``ExampleService``; its failure is shown as a typed
///   ``ExampleUpdateError`` and the fields keep what the user typed, ready to try again.
/// - While saving, edits and a second "Update" are ignored, so "Update Successful" always
///   describes the values on screen; editing afterwards hides it.
/// - The values of a successful update are remembered in ``remembered`` (a save, an effect), and
///   ``Intent/launched`` fills an untouched form with them (a load, an action). A storage that
///   fails is shown as ``State/persistenceError``; the fields keep what they show.
///
/// Invariants, checked after every step of 1,000 generated sessions (intents, time passing, and
/// service answers that succeed, fail or come late) by `ExampleFormPropertyTests`:
/// - "Update Successful" only after a valid save, of the (trimmed) fields shown;
/// - "Updating…" only while a save runs, and the fields do not change meanwhile;
/// - a field's error only while the field is blank.
///
/// ```swift
/// let store = Store(ExampleForm(service: .local(ExampleDatabase())), initialState: .init())
/// store.send(.nameChanged("John Doe"))
/// store.send(.exampleNameChanged("SwiftUI"))
/// store.send(.updateButtonTapped)
/// ```
public struct ExampleForm: Feature {
  /// The seed's texts, verbatim, and the screen's own, in English: each is the key of its
  /// translations in ``bundle`` (`Resources/{en,ko}.lproj/Localizable.strings`), which the Apple
  /// screen shows in the device's language; the terminal and the browser show the key.
  public enum Texts {
    /// The module's bundle, whose tables translate these texts and the validation messages
    /// (``ValidationErrors/emptyName``, ``ValidationErrors/emptyExampleName``) into English and
    /// Korean: the screen looks them up in it.
    public static let bundle = Bundle.module
    /// `key` (one of these texts) in the app's language, from ``bundle``'s tables (the key itself
    /// where they have none): for the views that take a `String`.
    public static func localized(_ key: String) -> String {
      NSLocalizedString(key, bundle: bundle, comment: "")
    }
    /// Every key below, and the validation messages: each must be in both tables
    /// (`ExampleFormTests` checks).
    public static let all = [
      name, exampleName, update, updateSuccessful, updating, undo, redo,
      ValidationErrors.emptyName, ValidationErrors.emptyExampleName,
    ]

    /// The label of the name field.
    public static let name = "Name"
    /// The label of the coffee name field.
    public static let exampleName = "Example name"
    /// The button's title.
    public static let update = "Update"
    /// Shown after a successful update.
    public static let updateSuccessful = "Update Successful"
    /// Shown while saving.
    public static let updating = "Updating…"
    /// The button that undoes the last change to the fields.
    public static let undo = "Undo"
    /// The button that redoes the change last undone.
    public static let redo = "Redo"
  }

  /// The parts of the form a keyboard moves between.
  public enum Field: Int, CaseIterable, Hashable, Sendable {
    /// The name field.
    case name
    /// The coffee name field.
    case exampleName
    /// The "Update" button.
    case updateButton
  }

  /// Where the last update stands.
  public enum UpdateStatus: Hashable, Sendable {
    /// Not updated since the last edit.
    case idle
    /// Saving.
    case updating
    /// Saved: shows "Update Successful".
    case succeeded(Example)
    /// The service failed; the fields keep their values.
    case failed(ExampleUpdateError)
  }

  /// Everything the view shows: seed 003's `ExampleState`.
  public struct State: Equatable, Sendable {
    /// The name field, as typed.
    public var name: String
    /// The coffee name field, as typed.
    public var exampleName: String
    /// The validation messages shown under the fields.
    public var errors: ValidationErrors
    /// The last update.
    public var update: UpdateStatus
    /// The part of the form the keyboard is on.
    public var focusedField: Field
    /// The values last saved: by an update, or by an earlier launch (loaded at ``Intent/launched``).
    public var saved: Example?
    /// Why the remembered values could not be read or written, if they could not.
    public var persistenceError: PersistenceError?

    /// Creates a form with the given values and no messages.
    public init(name: String = "", exampleName: String = "") {
      self.name = name
      self.exampleName = exampleName
      errors = ValidationErrors()
      update = .idle
      focusedField = .name
      saved = nil
      persistenceError = nil
    }

    /// Whether a save is running.
    public var isUpdating: Bool { update == .updating }

    /// "Update Successful" after a successful save, else `nil`.
    public var successMessage: String? {
      if case .succeeded = update { return Texts.updateSuccessful }
      return nil
    }

    /// The failure of the last save, if it failed.
    public var updateError: ExampleUpdateError? {
      if case .failed(let error) = update { return error }
      return nil
    }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable {
    /// The name field changed.
    case nameChanged(String)
    /// The coffee name field changed.
    case exampleNameChanged(String)
    /// "Update" was tapped.
    case updateButtonTapped
    /// The keyboard moved to another part of the form.
    case fieldFocused(Field)
    /// The app started: load the values saved last (an untouched form is filled with them).
    case launched
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable {
    /// The name field shows `text`.
    case nameUpdated(String)
    /// The coffee name field shows `text`.
    case exampleNameUpdated(String)
    /// "Update" found invalid fields: their messages are shown, nothing is saved.
    case validationFailed(ValidationErrors)
    /// The fields are valid and the save started.
    case updateStarted
    /// The service saved the example.
    case updateSucceeded(Example)
    /// The service failed.
    case updateFailed(ExampleUpdateError)
    /// The keyboard is on `field`.
    case focusChanged(Field)
    /// The values saved by an earlier launch (`nil`: none), or why they could not be read.
    case savedLoaded(Result<Example?, PersistenceError>)
    /// Remembering the saved values failed (it is retried); the fields are unchanged.
    case rememberFailed(PersistenceError)
    /// A retried save of the values succeeded.
    case rememberRecovered
  }

  enum CancelID: Hashable, Sendable { case update }

  /// Saves the example.
  public var service: ExampleService
  /// Where the values of the last successful update are kept between launches: in memory
  /// unless told otherwise.
  public var remembered: Persisted<Example>

  /// Creates the feature with its service, keeping the last saved values in `remembered`.
  public init(service: ExampleService, remembered: Persisted<Example> = Persisted(key: "example-form")) {
    self.service = service
    self.remembered = remembered
  }

  /// Turns intents into edits, validation and saves.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .nameChanged(let text):
      return state.isUpdating || text == state.name ? .none : .send(.nameUpdated(text))
    case .exampleNameChanged(let text):
      return state.isUpdating || text == state.exampleName ? .none : .send(.exampleNameUpdated(text))
    case .fieldFocused(let field):
      return field == state.focusedField ? .none : .send(.focusChanged(field))
    case .launched:
      return remembered.load { .savedLoaded($0) }
    case .updateButtonTapped:
      if state.isUpdating { return .none }
      let errors = ValidationErrors(validatingName: state.name, exampleName: state.exampleName)
      guard errors.isEmpty else { return .send(.validationFailed(errors)) }
      let example = Example(name: state.name.trimmed, exampleName: state.exampleName.trimmed)
      return Effect.concatenate(
        .send(.updateStarted),
        .run { [service, remembered] send in
          let saved = try await service.update(example)
          await send(.updateSucceeded(saved))
          await remembered.save(
            saved, through: send, failed: { .rememberFailed($0) }, recovered: .rememberRecovered)
        } catch: { error, send in
          await send(.updateFailed(ExampleUpdateError(error)))
        }
      )
      // `isUpdating` already refuses a second save; `.dropWhileRunning` would also drop a retry
      // tapped just after a failure, while the failed effect is still finishing.
      .cancellable(id: CancelID.update, policy: .latestWins)
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .nameUpdated(let text):
      state.name = text
      if !text.isBlank { state.errors.name = nil }
      state.update = .idle
    case .exampleNameUpdated(let text):
      state.exampleName = text
      if !text.isBlank { state.errors.exampleName = nil }
      state.update = .idle
    case .validationFailed(let errors):
      state.errors = errors
      state.update = .idle
      if errors.name != nil {
        state.focusedField = .name
      } else if errors.exampleName != nil {
        state.focusedField = .exampleName
      }
    case .updateStarted:
      state.errors = ValidationErrors()
      state.update = .updating
    case .updateSucceeded(let example):
      state.update = .succeeded(example)
      state.saved = example
      state.persistenceError = nil
    case .updateFailed(let error):
      state.update = .failed(error)
    case .focusChanged(let field):
      state.focusedField = field
    case .savedLoaded(.success(let example)):
      guard let example else { return }
      state.saved = example
      // Only an untouched form: what the user typed meanwhile (or was given) stays.
      if state.name.isEmpty, state.exampleName.isEmpty, state.update == .idle {
        state.name = example.name
        state.exampleName = example.exampleName
      }
    case .savedLoaded(.failure(let error)), .rememberFailed(let error):
      state.persistenceError = error
    case .rememberRecovered:
      state.persistenceError = nil
    }
  }
}
