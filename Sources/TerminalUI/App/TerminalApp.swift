import MVI

/// Runs a feature in the terminal: owns its ``Store``, redraws when the state changes, turns
/// keys into intents. Every sample app of the demo is one of these.
///
/// The view is a function of state and keys map to intents, so both are tested without a
/// terminal:
///
/// ```swift
/// let app = TerminalApp(
///   store: Store(Counter(), initialState: .init()),
///   view: { state in Screen(lines: [Line("count: \(state.count)")]) },
///   keys: { key, _ in key == .character("+") ? .send(.increment) : .ignore })
/// let exit = await app.run(on: terminal)
/// ```
///
/// Ctrl-C always ends the app with ``TerminalAppExit/interrupted``. Only rows that changed are
/// rewritten; a resize redraws everything.
@MainActor
public final class TerminalApp<F: Feature> {
  /// The store the app runs.
  public let store: Store<F>
  private let view: (F.State) -> Screen
  private let keys: (Key, F.State) -> KeyCommand<F.Intent>
  private let isFinished: (F.State) -> Bool

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - store: The store; the app keeps it while it runs.
  ///   - view: The screen for a state.
  ///   - keys: What a key does in a state.
  ///   - isFinished: Whether a state ends the app (a menu entry was chosen); checked after each key.
  public init(
    store: Store<F>, view: @escaping (F.State) -> Screen,
    keys: @escaping (Key, F.State) -> KeyCommand<F.Intent>,
    isFinished: @escaping (F.State) -> Bool = { _ in false }
  ) {
    self.store = store
    self.view = view
    self.keys = keys
    self.isFinished = isFinished
  }

  /// Handles one key: sends its intent, or tells whether the app ends.
  ///
  /// - Returns: How the app ends after this key, or `nil` to keep running.
  public func handle(_ key: Key) -> TerminalAppExit? {
    if key == .interrupt { return .interrupted }
    switch keys(key, store.state) {
    case .send(let intent):
      store.send(intent)
      return isFinished(store.state) ? .finished : nil
    case .quit:
      return .quit
    case .ignore:
      return nil
    }
  }

  /// The rows shown for the current state at `size`.
  public func rows(size: TerminalSize) -> [String] {
    ScreenRenderer(size: size).rows(for: view(store.state))
  }

  /// Runs until a key quits, Ctrl-C, or the input closes.
  ///
  /// - Parameters:
  ///   - terminal: The terminal, already open.
  ///   - intents: Intents sent once the first screen is drawn (`viewAppeared`).
  public func run(on terminal: Terminal, sending intents: [F.Intent] = []) async -> TerminalAppExit {
    let frame = Frame(size: terminal.size.drawable)
    let draw: @MainActor (F.State) -> Void = { [view] state in
      let rows = ScreenRenderer(size: frame.size).rows(for: view(state))
      terminal.write(ScreenRenderer.update(from: frame.rows, to: rows))
      frame.rows = rows
    }
    terminal.write("\u{1B}[2J")
    let subscription = store.subscribe(draw)
    defer { subscription.cancel() }
    for intent in intents { store.send(intent) }
    for await event in terminal.events {
      switch event {
      case .key(let key):
        if let exit = handle(key) { return exit }
      case .resize(let size):
        frame.size = size.drawable
        frame.rows = nil
        terminal.write("\u{1B}[2J")
        draw(store.state)
      }
    }
    return .inputClosed
  }

  /// What is on the terminal now.
  @MainActor
  private final class Frame {
    var size: TerminalSize
    var rows: [String]?

    init(size: TerminalSize) {
      self.size = size
    }
  }
}

/// How a ``TerminalApp`` ended.
public enum TerminalAppExit: Hashable, Sendable {
  /// A key asked to quit (Esc, `q`).
  case quit
  /// The state said the app is done (`isFinished`).
  case finished
  /// Ctrl-C.
  case interrupted
  /// Standard input closed.
  case inputClosed
}
