import MVI
import TerminalUI
import Testing

@MainActor
@Suite("TerminalApp")
struct TerminalAppTests {
  struct Counter: Feature {
    struct State: Equatable { var count = 0 }
    enum Intent: Sendable { case increment }
    func reduce(_ state: inout State, _ action: Intent) { state.count += 1 }
  }

  func app(finishAt limit: Int = .max) -> TerminalApp<Counter> {
    TerminalApp(
      store: Store(Counter(), initialState: .init()),
      view: { Screen(lines: [Line("count: \($0.count)")]) },
      keys: { key, _ in
        switch key {
        case .character("+"): return .send(.increment)
        case .character("q"): return .quit
        default: return .ignore
        }
      },
      isFinished: { $0.count >= limit })
  }

  @Test("keys become intents and the view shows the new state")
  func keysToIntents() {
    let app = app()
    #expect(app.handle(.character("+")) == nil)
    #expect(app.handle(.character("x")) == nil)
    #expect(app.store.state.count == 1)
    #expect(app.rows(size: TerminalSize(rows: 2, columns: 20)) == ["count: 1", ""])
  }

  @Test("Ctrl-C interrupts, a quit key quits, a finished state finishes")
  func endings() {
    #expect(app().handle(.interrupt) == .interrupted)
    #expect(app().handle(.character("q")) == .quit)
    let finishing = app(finishAt: 2)
    #expect(finishing.handle(.character("+")) == nil)
    #expect(finishing.handle(.character("+")) == .finished)
  }
}
