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
          TextField(
            ExampleForm.Texts.localized(ExampleForm.Texts.name),
            text: $store.name.sending { .base(.nameChanged($0)) })
          if let message = store.errors.name { Text(localized: message) }
          TextField(
            ExampleForm.Texts.localized(ExampleForm.Texts.exampleName),
            text: $store.exampleName.sending { .base(.exampleNameChanged($0)) })
          if let message = store.errors.exampleName { Text(localized: message) }
        }
        Button {
          store.send(.base(.updateButtonTapped))
        } label: {
          Text(localized: store.isUpdating ? ExampleForm.Texts.updating : ExampleForm.Texts.update)
        }
        .disabled(store.isUpdating)
        if let message = store.successMessage { Text(localized: message) }
        if let error = store.updateError { Text(error.description) }
        Section {
          Button {
            undo.undo()
          } label: {
            Text(localized: ExampleForm.Texts.undo)
          }
          .disabled(!store.canUndo || store.isUpdating)
          Button {
            undo.redo()
          } label: {
            Text(localized: ExampleForm.Texts.redo)
          }
          .disabled(!store.canRedo || store.isUpdating)
        }
      }
      .onAppear { undo.attach(undoManager.map(WindowUndoManager.init)) }
      .onDisappear { undo.detach() }
    }
  }

  extension Text {
    /// One of the form's texts (`ExampleForm.Texts`: a key), in the device's language: the
    /// key looked up in the `ExampleForm` module's tables, as SwiftUI looks up a `LocalizedStringKey`.
    init(localized key: String) {
      self.init(LocalizedStringKey(key), bundle: ExampleForm.Texts.bundle)
    }
  }
#endif
