import DemoCLI
import ExampleForm
import MVI
import MVIPersistence
import TerminalUI

/// Builds the form from the command line and runs it, interactively or once.
@MainActor
enum ExampleFormRunner {
  /// `--once` / `--json`: fills the fields as typed, taps Update, prints the form; exit status
  /// 1 with the messages if a field is invalid or the update failed.
  static func runOnce(_ arguments: DemoArguments) async -> Int32 {
    let service = ExampleService.local(ExampleDatabase())
    let store = Store(ExampleForm(service: service), initialState: .init())
    store.send(.nameChanged(arguments.name ?? ""))
    store.send(.exampleNameChanged(arguments.coffee ?? ""))
    store.send(.fieldFocused(.updateButton))
    await store.send(.updateButtonTapped).finish()
    let state = store.state
    if arguments.json {
      print(ExampleFormSnapshot(state, service: service.name).json())
    } else {
      let width = arguments.width ?? 80
      for line in ExampleFormView.screen(state, source: service.name, width: width).plainText(width: width) {
        print(line)
      }
    }
    let messages = [state.errors.name, state.errors.exampleName].compactMap { $0 }
    if !messages.isEmpty {
      printError(messages.joined(separator: "; "))
      return 1
    }
    if let error = state.updateError {
      printError(error.description)
      return 1
    }
    return 0
  }

  /// The interactive app, with the fields `--name` and `--coffee` filled, or else the values
  /// saved last (`example-form.json` in DemoState's folder); returns how it ended.
  static func runInteractive(_ arguments: DemoArguments, on terminal: Terminal) async -> TerminalAppExit {
    let remembered: Persisted<Example> = DemoState.persisted("example-form")
    let app = app(arguments, width: { terminal.size.drawable.columns }, remembered: remembered)
    return await DemoState.run(keeping: remembered) {
      await app.run(on: terminal, sending: [.base(.launched)])
    }
  }

  /// The form's terminal app: a paste is one change of the field, Ctrl-Z and Ctrl-Y undo and
  /// redo (typing in one field is one step: see `ExampleForm.withUndo`), and leaving with typed
  /// text that was not saved asks first. The values saved last are kept in `remembered` (in
  /// memory unless told otherwise); `clock` measures the typing bursts.
  static func app(
    _ arguments: DemoArguments, width: @escaping @MainActor () -> Int = { 80 },
    remembered: Persisted<Example> = Persisted(key: "example-form"),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> TerminalApp<Undoable<ExampleForm>> {
    let service = ExampleService.local(ExampleDatabase(), latency: .milliseconds(400))
    let initial = ExampleForm.State(name: arguments.name ?? "", exampleName: arguments.coffee ?? "")
    return TerminalApp(
      store: Store(
        ExampleForm(service: service, remembered: remembered).withUndo(clock: clock),
        initialState: .init(initial)),
      view: { ExampleFormView.screen($0, source: service.name, width: width()) },
      keys: ExampleFormView.keys, text: ExampleFormView.text,
      leaveQuestion: { ExampleFormView.leaveQuestion($0.current, initial: initial) })
  }
}
