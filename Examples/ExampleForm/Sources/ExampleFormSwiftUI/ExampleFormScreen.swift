#if canImport(SwiftUI)
  import ExampleForm
  import MVI
  import MVISwiftUI
  import SwiftUI

  /// Seed 003's form: the two fields bound through the store (each keystroke is an intent), the
  /// validation messages under them, Update, and Undo and Redo over the fields' history, on the
  /// same `ExampleForm.withUndo()` feature the terminal and the browser run.
  ///
  /// While the screen shows, the history is mirrored into the environment's undo manager, where
  /// there is one (``UndoManagerMirror``, tested on Linux), so the system's undo (⌘Z, shaking the
  /// device) undoes a step too; the manager holds the feature's steps, no more, and loses them
  /// when the screen goes. The buttons go through the manager then, so that the two stay in step.
  public struct ExampleFormScreen: View {
    @State private var store: Store<Undoable<ExampleForm>>
    @State private var undo: UndoManagerMirror<ExampleForm>
    @Environment(\.undoManager) private var undoManager

    /// A screen on `store`, whose feature keeps at most `historyLimit` steps.
    public init(store: Store<Undoable<ExampleForm>>, historyLimit: Int = 100) {
      _store = State(initialValue: store)
      _undo = State(initialValue: UndoManagerMirror(store: store, limit: historyLimit))
    }

    /// The screen with its store, saving to a database in memory.
    public static func build() -> ExampleFormScreen {
      ExampleFormScreen(
        store: Store(ExampleForm(service: .local(ExampleDatabase())).withUndo(), initialState: .init(.init()))
      )
    }

    /// The fields, their messages, the button, the outcome, and undo and redo.
    public var body: some View {
      @Bindable var store = store
      Form {
        Section {
          TextField(ExampleForm.Texts.name, text: $store.name.sending { .base(.nameChanged($0)) })
          if let message = store.errors.name { Text(message) }
          TextField(
            ExampleForm.Texts.exampleName, text: $store.exampleName.sending { .base(.exampleNameChanged($0)) }
          )
          if let message = store.errors.exampleName { Text(message) }
        }
        Button(store.isUpdating ? ExampleForm.Texts.updating : ExampleForm.Texts.update) {
          store.send(.base(.updateButtonTapped))
        }
        .disabled(store.isUpdating)
        if let message = store.successMessage { Text(message) }
        if let error = store.updateError { Text(error.description) }
        Section {
          Button("Undo") { undo.undo() }
            .disabled(!store.canUndo || store.isUpdating)
          Button("Redo") { undo.redo() }
            .disabled(!store.canRedo || store.isUpdating)
        }
      }
      .onAppear { undo.attach(undoManager.map(WindowUndoManager.init)) }
      .onDisappear { undo.detach() }
    }
  }
#endif
