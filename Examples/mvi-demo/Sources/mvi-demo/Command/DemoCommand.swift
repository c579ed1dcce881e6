import DemoCLI
import MVI
import TerminalUI

/// `mvi-demo`: the menu of samples, or one sample, interactive or once.
@MainActor
enum DemoCommand {
  static func main(_ arguments: [String]) async -> Int32 {
    let parsed: DemoArguments
    do {
      switch try DemoCommandLine.parse(arguments) {
      case .print(let text):
        print(text)
        return 0
      case .run(let arguments):
        parsed = arguments
      }
    } catch {
      printError("\(error)\nThe samples and their options: mvi-demo --help")
      return 64
    }
    if !parsed.once, Terminal.isInteractive {
      // Options that only shape what `--once` prints would be ignored by the interactive app.
      if parsed.post != nil {
        printError("--post needs --once: it prints one post with its comments and exits")
        return 64
      }
      if parsed.width != nil {
        printError("--width needs --once: it sets the width of the printed screen")
        return 64
      }
    }
    switch parsed.sample {
    case .imageSearch where parsed.once || !Terminal.isInteractive:
      return await ImageSearchRunner.runOnce(parsed)
    case .poster where parsed.once || !Terminal.isInteractive:
      return await PosterRunner.runOnce(parsed)
    case .onboarding where parsed.once || !Terminal.isInteractive:
      return await OnboardingRunner.runOnce(parsed)
    case .form where parsed.once || !Terminal.isInteractive:
      return await ExampleFormRunner.runOnce(parsed)
    case .feed where parsed.once || !Terminal.isInteractive:
      return await FeedRunner.runOnce(parsed)
    case .counter where !Terminal.isInteractive:
      CounterView.runLines()
      return 0
    case nil where !Terminal.isInteractive:
      print(MenuView.printed())
      return 0
    default:
      return await interactive(parsed)
    }
  }

  /// Opens the terminal once and runs the menu and samples on it until the user quits.
  static func interactive(_ arguments: DemoArguments) async -> Int32 {
    // Before the terminal is taken over, so that a file that cannot be written is said plainly.
    let recording: SessionFile?
    do {
      recording = try ImageSearchRunner.sessionFile(arguments)
    } catch {
      printError("\(error)")
      return 73
    }
    let terminal: Terminal
    do {
      terminal = try Terminal.open()
    } catch {
      printError("\(error)")
      return 1
    }
    var status = await interactive(arguments, on: terminal, recording: recording)
    terminal.close()
    let unsaved = DemoState.unsaved.withLock { $0 }
    for line in unsaved { printError("not saved: \(line)") }
    if !unsaved.isEmpty, status == 0 { status = 74 }
    return recording?.finish(status) ?? status
  }

  /// The menu and the samples (or only `--sample`) on `terminal`, until the user quits; the
  /// exit status.
  static func interactive(
    _ arguments: DemoArguments, on terminal: Terminal, recording: SessionFile? = nil
  ) async -> Int32 {
    if let sample = arguments.sample {
      return code(await run(sample, arguments, on: terminal, recording: recording))
    }
    var focused = 0
    while true {
      var state = Menu.State()
      state.focusedIndex = focused
      let menu = TerminalApp(
        store: Store(Menu(), initialState: state), view: MenuView.screen, keys: MenuView.keys,
        isFinished: { $0.opened != nil })
      let exit = await menu.run(on: terminal)
      guard exit == .finished, let sample = menu.store.state.opened else { return code(exit) }
      focused = menu.store.state.focusedIndex
      let sampleExit = await run(sample, arguments, on: terminal)
      if sampleExit == .interrupted || sampleExit == .inputClosed { return code(sampleExit) }
    }
  }

  static func run(
    _ sample: DemoArguments.Sample, _ arguments: DemoArguments, on terminal: Terminal,
    recording: SessionFile? = nil
  ) async -> TerminalAppExit {
    switch sample {
    case .imageSearch:
      return await ImageSearchRunner.runInteractive(arguments, on: terminal, recording: recording)
    case .poster:
      return await PosterRunner.runInteractive(arguments, on: terminal)
    case .counter:
      let app = TerminalApp(
        store: Store(Counter(), initialState: .init()), view: CounterView.screen, keys: CounterView.keys)
      return await app.run(on: terminal)
    case .onboarding:
      return await OnboardingRunner.runInteractive(arguments, on: terminal)
    case .form:
      return await ExampleFormRunner.runInteractive(arguments, on: terminal)
    case .feed:
      return await FeedRunner.runInteractive(arguments, on: terminal)
    }
  }

  static func code(_ exit: TerminalAppExit) -> Int32 {
    exit == .interrupted ? 130 : 0
  }
}
