#if canImport(SwiftUI)
  import ExampleForm
  import MVI
  import MVISwiftUI
  import SwiftUI

  /// Seed 003's form: the two fields bound through the store (each keystroke is an intent), the
  /// validation messages under them, and Update, on the same `ExampleForm` feature the terminal
  /// and the browser run.
  public struct ExampleFormScreen: View {
    @State private var store: Store<ExampleForm>

    /// A screen on `store`.
    public init(store: Store<ExampleForm>) {
      _store = State(initialValue: store)
    }

    /// The screen with its store, saving to a database in memory.
    public static func build() -> ExampleFormScreen {
      ExampleFormScreen(store: Store(ExampleForm(service: .local(ExampleDatabase())), initialState: .init()))
    }

    /// The fields, their messages, the button and the outcome.
    public var body: some View {
      Form {
        Section {
          TextField(ExampleForm.Texts.name, text: Binding(store.binding(\.name, send: { .nameChanged($0) })))
          if let message = store.errors.name { Text(message) }
          TextField(
            ExampleForm.Texts.exampleName,
            text: Binding(store.binding(\.exampleName, send: { .exampleNameChanged($0) })))
          if let message = store.errors.exampleName { Text(message) }
        }
        Button(store.isUpdating ? ExampleForm.Texts.updating : ExampleForm.Texts.update) {
          store.send(.updateButtonTapped)
        }
        .disabled(store.isUpdating)
        if let message = store.successMessage { Text(message) }
        if let error = store.updateError { Text(error.description) }
      }
    }
  }
#endif
