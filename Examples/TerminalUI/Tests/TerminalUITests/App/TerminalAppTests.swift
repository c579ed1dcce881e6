import Foundation
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

  /// A text field: one intent per change, counted.
  struct Field: Feature {
    struct State: Equatable {
      var text = ""
      var changes = 0
      var ups = 0
    }
    enum Intent: Sendable {
      case textChanged(String)
      case up
    }
    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .textChanged(let text):
        state.text = text
        state.changes += 1
      case .up: state.ups += 1
      }
    }
  }

  /// Counts how often the view is asked for a screen (once per draw).
  @MainActor
  final class Draws {
    var count = 0
  }

  func app(finishAt limit: Int = .max) -> TerminalApp<Counter> {
    TerminalApp(
      store: Store(Counter(), initialState: .init()),
      view: { Screen(lines: [Line("count: \($0.count)")]) },
      keys: { key, _ in
        switch key {
        case .character("+"): return .send(.increment)
        case .character("q"), .escape: return .quit
        default: return .ignore
        }
      },
      isFinished: { $0.count >= limit })
  }

  func field(draws: Draws = Draws(), asking: Bool = true) -> TerminalApp<Field> {
    TerminalApp(
      store: Store(Field(), initialState: .init()),
      view: { state in
        draws.count += 1
        return Screen(lines: [Line("› \(state.text)")], footer: [Line("Esc 나가기")])
      },
      keys: { key, state in
        switch key {
        case .escape: return .quit
        case .up: return .send(.up)
        case .character(let character): return .send(.textChanged(state.text + String(character)))
        default: return .ignore
        }
      },
      text: { text, state in .send(.textChanged(state.text + text)) },
      leaveQuestion: { asking && !$0.text.isEmpty ? "버리고 나갈까요? y/n" : nil })
  }

  @Test func keysBecomeIntentsAndTheViewShowsTheNewState() {
    let app = app()
    #expect(app.handle(.character("+")) == nil)
    #expect(app.handle(.character("x")) == nil)
    #expect(app.store.state.count == 1)
    #expect(app.rows(size: TerminalSize(rows: 2, columns: 20)) == ["count: 1", ""])
  }

  @Test func ctrlCInterruptsAQuitKeyQuitsCtrlDQuitsAFinishedStateFinishes() {
    #expect(app().handle(.interrupt) == .interrupted)
    #expect(app().handle(.character("q")) == .quit)
    #expect(app().handle(.endOfInput) == .quit)
    let finishing = app(finishAt: 2)
    #expect(finishing.handle(.character("+")) == nil)
    #expect(finishing.handle(.character("+")) == .finished)
  }

  @Test func aPastedBurstOf5000CharactersIsOneIntentAndOneDraw() async {
    let draws = Draws()
    let app = field(draws: draws, asking: false)
    let paste = Array(String(repeating: "a", count: 5_000).utf8)
    let terminal = Terminal.scripted([paste])
    #expect(await app.run(on: terminal) == .inputClosed)
    #expect(app.store.state.text.count == 5_000)
    #expect(app.store.state.changes == 1)
    #expect(draws.count == 2, "the first screen, then one after the paste")
  }

  @Test func ctrlCBehindABurstOfKeysEndsTheAppAtOnceBeforeTheBurstIsApplied() async {
    let app = field(asking: false)
    let terminal = Terminal.scripted([Array(String(repeating: "a", count: 5_000).utf8) + [0x03]])
    #expect(await app.run(on: terminal) == .interrupted)
    #expect(app.store.state.text.isEmpty)
  }

  @Test func arrowsCutBetweenReadsWithAnESCAtTheEndOfAReadStayArrowsAndDoNotLeave() async {
    let app = field(asking: false)
    let burst = Array(String(repeating: "\u{1B}[A", count: 400).utf8)
    let terminal = Terminal.scripted([Array(burst[..<1024]), Array(burst[1024...])])
    #expect(await app.run(on: terminal) == .inputClosed)
    #expect(app.store.state.ups == 400)
  }

  @Test func altXDoesNotLeaveTheScreen() async {
    let app = field(asking: false)
    let terminal = Terminal.scripted([Array("\u{1B}x".utf8), Array("b".utf8)])
    #expect(await app.run(on: terminal) == .inputClosed)
    #expect(app.store.state.text == "b")
  }

  @Test func escWithTypedTextAsksFirstNStaysAndKeepsTheTextYLeaves() async {
    let app = field()
    #expect(app.handle(Array("hi".utf8).map { .character(Character(Unicode.Scalar($0))) }) == nil)
    #expect(app.handle(.escape) == nil)
    #expect(app.pendingLeaveQuestion == "버리고 나갈까요? y/n")
    #expect(app.rows(size: TerminalSize(rows: 3, columns: 30)).last?.contains("버리고 나갈까요?") == true)
    #expect(app.handle(.character("n")) == nil)
    #expect(app.pendingLeaveQuestion == nil)
    #expect(app.store.state.text == "hi")
    #expect(app.handle(.endOfInput) == nil, "Ctrl-D asks as Esc does")
    #expect(app.handle(.character("y")) == .quit)
    #expect(app.store.state.text == "hi")
  }

  @Test func whileAskingAnotherKeyStaysOnTheScreenAndIsHandledAsUsual() {
    let app = field()
    _ = app.handle(.character("a"))
    _ = app.handle(.escape)
    #expect(app.handle(.character("b")) == nil)
    #expect(app.pendingLeaveQuestion == nil)
    #expect(app.store.state.text == "ab")
  }

  @Test func keysAfterTheOneThatLeavesAreHandedBackToTheTerminalForTheNextApp() async {
    let app = app()
    let terminal = Terminal.scripted([Array("+q+2".utf8)])
    #expect(await app.run(on: terminal) == .quit)
    #expect(app.store.state.count == 1)
    #expect(terminal.takeUnreadKeys() == [.character("+"), .character("2")])
    let next = self.app()
    terminal.unread([.character("+"), .character("q")])
    #expect(await next.run(on: terminal) == .quit)
    #expect(next.store.state.count == 1)
  }
}
