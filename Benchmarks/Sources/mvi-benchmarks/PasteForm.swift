import ExampleForm
import MVI
import TerminalUI

/// The demo's form as a terminal app (`mvi-demo form`), with the keys of its text fields: what
/// case 9 pastes into. The screen mirrors the demo's: the fields, the button, the hints.
@MainActor
enum PasteForm {
  /// The app; `byRuns` sends a run of typed characters as one intent, as the demo does.
  static func app(byRuns: Bool) -> TerminalApp<ExampleForm> {
    TerminalApp(
      store: Store(ExampleForm(service: .local(ExampleDatabase())), initialState: .init()),
      view: screen, keys: keys,
      text: byRuns ? { text, state in edit(state) { $0 + text } } : nil)
  }

  static func screen(_ state: ExampleForm.State) -> Screen {
    Screen {
      Line("폼 · Form", style: [.bold, .cyan])
      Line.rule
      field(ExampleForm.Texts.name, state.name, focused: state.focusedField == .name)
      field(ExampleForm.Texts.exampleName, state.exampleName, focused: state.focusedField == .exampleName)
      Line.blank
      Line("[ \(ExampleForm.Texts.update) ]", style: .bold)
      Line.rule
    } footer: {
      Line("Tab/↑↓ 이동 · Enter 다음 칸/Update · Ctrl-U 지우기 · Esc 메뉴 · Ctrl-C 종료", style: .dim)
    }
  }

  static func field(_ label: String, _ value: String, focused: Bool) -> Line {
    Line([
      Span((focused ? "▸ " : "  ") + TerminalText.fit(label, toWidth: 14), style: .bold),
      Span("› ", style: .dim),
      Span(value, style: focused ? [.underline] : []),
    ])
  }

  static func keys(_ key: Key, _ state: ExampleForm.State) -> KeyCommand<ExampleForm.Intent> {
    switch key {
    case .backspace: return edit(state) { String($0.dropLast()) }
    case .character(let character): return edit(state) { $0 + String(character) }
    default: return .ignore
    }
  }

  static func edit(_ state: ExampleForm.State, _ change: (String) -> String) -> KeyCommand<ExampleForm.Intent>
  {
    switch state.focusedField {
    case .name: return .send(.nameChanged(change(state.name)))
    case .exampleName: return .send(.exampleNameChanged(change(state.exampleName)))
    case .updateButton: return .ignore
    }
  }
}
