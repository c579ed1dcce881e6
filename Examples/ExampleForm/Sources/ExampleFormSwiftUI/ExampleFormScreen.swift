#if canImport(SwiftUI)
  import ExampleForm
  import MVI
  import MVISwiftUI
  import SwiftUI

  /// Seed 003's form: the two fields bound through the store (each keystroke is an intent), the
  /// validation messages under them, Update, and Undo and Redo over the fields' history, on the
  /// same `ExampleForm.withUndo()` feature the terminal and the browser run.
  ///
  /// Each step the history records is registered with the environment's undo manager, where
  /// there is one, so the system's undo (⌘Z, shaking the device) undoes it too: its undo sends
  /// `.undo` and registers the redo, which sends `.redo`. The buttons go through the manager
  /// then, so that the two stay in step.
  public struct ExampleFormScreen: View {
    @State private var store: Store<Undoable<ExampleForm>>
    @Environment(\.undoManager) private var undoManager

    /// A screen on `store`.
    public init(store: Store<Undoable<ExampleForm>>) {
      _store = State(initialValue: store)
    }

    /// The screen with its store, saving to a database in memory.
    public static func build() -> ExampleFormScreen {
      ExampleFormScreen(
        store: Store(ExampleForm(service: .local(ExampleDatabase())).withUndo(), initialState: .init(.init()))
      )
    }

    /// The fields, their messages, the button, the outcome, and undo and redo.
    public var body: some View {
      Form {
        Section {
          TextField(
            ExampleForm.Texts.name, text: Binding(store.binding(\.name, send: { .base(.nameChanged($0)) })))
          if let message = store.errors.name { Text(message) }
          TextField(
            ExampleForm.Texts.exampleName,
            text: Binding(store.binding(\.exampleName, send: { .base(.exampleNameChanged($0)) })))
          if let message = store.errors.exampleName { Text(message) }
        }
        Button(store.isUpdating ? ExampleForm.Texts.updating : ExampleForm.Texts.update) {
          store.send(.base(.updateButtonTapped))
        }
        .disabled(store.isUpdating)
        if let message = store.successMessage { Text(message) }
        if let error = store.updateError { Text(error.description) }
        Section {
          Button("Undo") { if let undoManager { undoManager.undo() } else { store.send(.undo) } }
            .disabled(!store.canUndo || store.isUpdating)
          Button("Redo") { if let undoManager { undoManager.redo() } else { store.send(.redo) } }
            .disabled(!store.canRedo || store.isUpdating)
        }
      }
      .onChange(of: store.recordedSteps) {
        if let undoManager { Self.register(undo: true, on: undoManager, for: store) }
      }
    }

    /// Registers the undo (or the redo) of one step: it sends the intent and registers its opposite.
    private static func register(undo: Bool, on manager: UndoManager, for store: Store<Undoable<ExampleForm>>)
    {
      manager.registerUndo(withTarget: store) { store in
        store.send(undo ? .undo : .redo)
        register(undo: !undo, on: manager, for: store)
      }
    }
  }
#endif
