import MVI
import TerminalUI

/// The counter in the terminal, and in line mode for pipes.
enum CounterView {
  static func screen(_ state: Counter.State) -> Screen {
    Screen {
      Line("카운터 · Counter", style: [.bold, .cyan])
      Line.rule
      Line("count: \(state.count)", style: .bold)
      Line.rule
    } footer: {
      Line("+ 증가 · - 감소 · 0 초기화 · q/Esc 메뉴 · Ctrl-C 종료", style: .dim)
    }
  }

  static func keys(_ key: Key, _ state: Counter.State) -> KeyCommand<Counter.Intent> {
    switch key {
    case .character("+"), .character("="), .up, .right: return .send(.increment)
    case .character("-"), .down, .left: return .send(.decrement)
    case .character("0"): return .send(.reset)
    case .character("q"), .escape: return .quit
    default: return .ignore
    }
  }

  /// Line mode: keys from standard input (`echo "++-" | mvi-demo counter`), each state printed.
  @MainActor
  static func runLines() {
    let store = Store(Counter(), initialState: .init())
    let subscription = store.subscribe { state in print("count: \(state.count)") }
    print("Counter — keys: + increment, - decrement, 0 reset, q quit")
    loop: while let line = readLine() {
      for key in line {
        switch key {
        case "+": store.send(.increment)
        case "-": store.send(.decrement)
        case "0": store.send(.reset)
        case "q": break loop
        case " ": continue
        default: print("unknown key \(TerminalText.sanitize(String(key)).debugDescription): use + - 0 q")
        }
      }
    }
    subscription.cancel()
  }
}
