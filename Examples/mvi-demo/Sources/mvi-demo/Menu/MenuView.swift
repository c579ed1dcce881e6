import TerminalUI

/// The menu in the terminal.
enum MenuView {
  static func screen(_ state: Menu.State) -> Screen {
    Screen {
      Line("swift-mvi 샘플 · samples", style: [.bold, .cyan])
      Line.rule
      for (index, entry) in state.entries.enumerated() {
        if index == state.focusedIndex {
          Line([Span("▸ \(index + 1). \(entry.title)", style: [.inverse, .bold])])
        } else {
          Line("  \(index + 1). \(entry.title)")
        }
        Line("     \(entry.summary)", style: .dim)
      }
      Line.rule
    } footer: {
      Line("↑↓ 이동 · Enter 열기 · 1-\(state.entries.count) 바로 열기 · q/Esc/Ctrl-D 종료 · Ctrl-C 종료", style: .dim)
    }
  }

  static func keys(_ key: Key, _ state: Menu.State) -> KeyCommand<Menu.Intent> {
    switch key {
    case .up, .character("k"): return .send(.focusMoved(by: -1))
    case .down, .character("j"), .tab: return .send(.focusMoved(by: 1))
    case .enter, .right: return .send(.openTapped)
    case .escape, .character("q"): return .quit
    case .character(let character):
      if let number = character.wholeNumberValue, state.entries.indices.contains(number - 1) {
        return .send(.entryChosen(number - 1))
      }
      return .ignore
    default: return .ignore
    }
  }

  /// The menu printed when there is no terminal to run it in.
  static func printed() -> String {
    var text = "swift-mvi 샘플 · samples\n"
    for entry in Menu.entries {
      text += "  \(entry.sample.rawValue.padding(12))  \(entry.title) — \(entry.summary)\n"
    }
    text += """

      Not a terminal: the interactive menu needs one. Run a sample non-interactively, e.g.
        swift run mvi-demo image-search --query 강아지 --once
        swift run mvi-demo image-search --query cat --once --json
        swift run mvi-demo poster --seed 42 --once
        swift run mvi-demo onboarding --once --permission granted
        swift run mvi-demo form --name "John Doe" --coffee SwiftUI --once
        swift run mvi-demo feed --once --post 17
        echo "++-" | swift run mvi-demo counter
      or see: swift run mvi-demo --help

      """
    return text
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
