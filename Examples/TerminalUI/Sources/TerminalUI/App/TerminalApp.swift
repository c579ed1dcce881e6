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
/// Keys arrive in bursts (a held key, a paste): the app applies a burst's keys in order and
/// draws once after them, and a run of typed characters can become one intent (`text`). Ctrl-C
/// anywhere in a burst ends the app at once with ``TerminalAppExit/interrupted``; Ctrl-D leaves
/// like a quit key. A quit key on a state with typed text (`leaveQuestion`) asks first. Only
/// rows that changed are rewritten; a resize redraws everything.
@MainActor
public final class TerminalApp<F: Feature> {
  /// The store the app runs.
  public let store: Store<F>
  /// The question shown while the app asks whether to leave (after a quit key on a state with
  /// typed text), or `nil`: `y` leaves, `n` or Esc stays, another key stays and is handled.
  public private(set) var pendingLeaveQuestion: String?

  private let view: (F.State) -> Screen
  private let keys: (Key, F.State) -> KeyCommand<F.Intent>
  private let text: ((String, F.State) -> KeyCommand<F.Intent>?)?
  private let leaveQuestion: (F.State) -> String?
  private let isFinished: (F.State) -> Bool
  private var display: Display?

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - store: The store; the app keeps it while it runs.
  ///   - view: The screen for a state.
  ///   - keys: What a key does in a state.
  ///   - text: What a run of typed characters (a paste, fast typing) does as a whole: one
  ///     command for the run, or `nil` to handle each character with `keys`. A text field
  ///     answers with one "text changed" intent instead of one per character.
  ///   - leaveQuestion: The question to ask before a quit key leaves a state, because leaving
  ///     would lose what the user typed; `nil` leaves at once.
  ///   - isFinished: Whether a state ends the app (a menu entry was chosen); checked after each key.
  public init(
    store: Store<F>, view: @escaping (F.State) -> Screen,
    keys: @escaping (Key, F.State) -> KeyCommand<F.Intent>,
    text: ((String, F.State) -> KeyCommand<F.Intent>?)? = nil,
    leaveQuestion: @escaping (F.State) -> String? = { _ in nil },
    isFinished: @escaping (F.State) -> Bool = { _ in false }
  ) {
    self.store = store
    self.view = view
    self.keys = keys
    self.text = text
    self.leaveQuestion = leaveQuestion
    self.isFinished = isFinished
  }

  /// Handles one key: sends its intent, or tells whether the app ends.
  ///
  /// - Returns: How the app ends after this key, or `nil` to keep running.
  public func handle(_ key: Key) -> TerminalAppExit? {
    handle([key])?.exit
  }

  /// Handles a burst of keys in order and draws once after them (when running).
  ///
  /// Ctrl-C anywhere in the burst ends the app before any key is applied. A run of characters
  /// goes to `text` first.
  ///
  /// - Returns: How the app ends and the keys after the one that ended it (for the next app),
  ///   or `nil` to keep running.
  public func handle(_ burst: [Key]) -> (exit: TerminalAppExit, unhandled: [Key])? {
    if burst.contains(.interrupt) { return (.interrupted, []) }
    display?.isDeferring = true
    defer {
      display?.isDeferring = false
      display?.drawIfNeeded(store.state)
    }
    var index = 0
    while index < burst.count {
      var end = index
      while end < burst.count, case .character = burst[end] { end += 1 }
      if end - index > 1, pendingLeaveQuestion == nil, let text,
        let command = text(String(burst[index..<end].map(\.character)), store.state)
      {
        if let exit = apply(command) { return (exit, Array(burst[end...])) }
        index = end
        continue
      }
      if let exit = handleOne(burst[index]) { return (exit, Array(burst[(index + 1)...])) }
      index += 1
    }
    return nil
  }

  /// The rows shown for the current state at `size`.
  public func rows(size: TerminalSize) -> [String] {
    ScreenRenderer(size: size).rows(for: screen(store.state))
  }

  /// Runs until a key quits, Ctrl-C, or the input closes. Keys an earlier app handed back
  /// (``Terminal/unread(_:)``) come first; keys after the one that ends this app are handed
  /// back for the next.
  ///
  /// - Parameters:
  ///   - terminal: The terminal, already open.
  ///   - intents: Intents sent once the first screen is drawn (`viewAppeared`).
  public func run(on terminal: Terminal, sending intents: [F.Intent] = []) async -> TerminalAppExit {
    let display = Display(size: terminal.size.drawable) { [weak self] state in
      self?.screen(state) ?? Screen(lines: [])
    } write: {
      terminal.write($0)
    }
    self.display = display
    defer { self.display = nil }
    terminal.write("\u{1B}[2J")
    let subscription = store.subscribe { state in display.stateChanged(state) }
    defer { subscription.cancel() }
    for intent in intents { store.send(intent) }
    let unread = terminal.takeUnreadKeys()
    if !unread.isEmpty, let end = handle(unread) {
      terminal.unread(end.unhandled)
      return end.exit
    }
    for await event in terminal.events {
      switch event {
      case .keys(let keys):
        if let end = handle(keys) {
          terminal.unread(end.unhandled)
          return end.exit
        }
      case .resize(let size):
        display.resize(to: size.drawable)
        terminal.write("\u{1B}[2J")
        display.draw(store.state)
      }
    }
    return .inputClosed
  }

  /// The view's screen, with the question replacing the key hints while one is asked.
  private func screen(_ state: F.State) -> Screen {
    var screen = view(state)
    if let question = pendingLeaveQuestion {
      let line = Line([Span(question, style: [.bold, .inverse])])
      if screen.footer.isEmpty {
        screen.footer = [line]
      } else {
        screen.footer[screen.footer.count - 1] = line
      }
    }
    return screen
  }

  private func handleOne(_ key: Key) -> TerminalAppExit? {
    if pendingLeaveQuestion != nil {
      setQuestion(nil)
      switch key {
      case .character("y"), .character("Y"): return .quit
      case .character("n"), .character("N"), .escape: return nil
      default: break
      }
    }
    let command = key == .endOfInput ? .quit : keys(key, store.state)
    return apply(command)
  }

  private func apply(_ command: KeyCommand<F.Intent>) -> TerminalAppExit? {
    switch command {
    case .send(let intent):
      store.send(intent)
      return isFinished(store.state) ? .finished : nil
    case .quit:
      if let question = leaveQuestion(store.state) {
        setQuestion(question)
        return nil
      }
      return .quit
    case .ignore:
      return nil
    }
  }

  private func setQuestion(_ question: String?) {
    guard question != pendingLeaveQuestion else { return }
    pendingLeaveQuestion = question
    display?.stateChanged(store.state)
  }

  /// What is on the terminal now, and whether it must be drawn again.
  @MainActor
  private final class Display {
    private var size: TerminalSize
    private var rows: [String]?
    private let screen: (F.State) -> Screen
    private let write: (String) -> Void
    /// While a burst is handled: changes mark the display stale instead of drawing.
    var isDeferring = false
    private var isStale = false

    init(size: TerminalSize, screen: @escaping (F.State) -> Screen, write: @escaping (String) -> Void) {
      self.size = size
      self.screen = screen
      self.write = write
    }

    func stateChanged(_ state: F.State) {
      if isDeferring { isStale = true } else { draw(state) }
    }

    func drawIfNeeded(_ state: F.State) {
      if isStale { draw(state) }
    }

    func resize(to size: TerminalSize) {
      self.size = size
      rows = nil
    }

    func draw(_ state: F.State) {
      isStale = false
      let next = ScreenRenderer(size: size).rows(for: screen(state))
      write(ScreenRenderer.update(from: rows, to: next))
      rows = next
    }
  }
}

extension Key {
  /// The character of a ``Key/character(_:)`` key.
  fileprivate var character: Character {
    if case .character(let character) = self { return character }
    preconditionFailure("not a character key: \(self)")
  }
}

/// How a ``TerminalApp`` ended.
public enum TerminalAppExit: Hashable, Sendable {
  /// A key asked to quit (Esc, `q`, Ctrl-D).
  case quit
  /// The state said the app is done (`isFinished`).
  case finished
  /// Ctrl-C.
  case interrupted
  /// Standard input closed.
  case inputClosed
}
