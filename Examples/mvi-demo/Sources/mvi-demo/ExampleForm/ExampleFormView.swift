import ExampleForm
import MVI
import TerminalUI

/// The form in the terminal: a function of state, and keys mapped to intents. What the user
/// types is shown through the renderer, which strips control characters.
enum ExampleFormView {
  static let labelWidth = 14

  /// The form with its undo history: the form, and the help line says whether Ctrl-Z and
  /// Ctrl-Y have a step to undo or redo.
  static func screen(_ state: Undoable<ExampleForm>.State, source: String, width: Int = 80) -> Screen {
    screen(state.current, source: source, width: width, canUndo: state.canUndo, canRedo: state.canRedo)
  }

  /// The form at `width` columns: a focused field longer than its room shows its end.
  static func screen(
    _ state: ExampleForm.State, source: String, width: Int = 80, canUndo: Bool = false, canRedo: Bool = false
  ) -> Screen {
    let room = width - 2 - labelWidth - 2 - 1
    return Screen {
      Line("폼 · Form", style: [.bold, .cyan])
      Line.rule
      field(ExampleForm.Texts.name, state.name, focused: state.focusedField == .name, room: room)
      if let message = state.errors.name { Line("  ⚠ \(message)", style: .red) }
      field(
        ExampleForm.Texts.exampleName, state.exampleName, focused: state.focusedField == .exampleName,
        room: room)
      if let message = state.errors.exampleName { Line("  ⚠ \(message)", style: .red) }
      Line.blank
      button(focused: state.focusedField == .updateButton, disabled: state.isUpdating)
      Line.blank
      status(state)
      if let error = state.persistenceError { Line("⚠ 기억하지 못함 · not remembered: \(error)", style: .red) }
      Line.rule
    } footer: {
      Line("저장 · service: \(source)", style: .dim)
      Line(
        "Tab/↑↓ 이동 · Enter 다음 칸/Update · Ctrl-U 지우기 · Esc 메뉴 · Ctrl-C 종료", style: .dim)
      Line(
        "Ctrl-Z 실행 취소 · undo\(canUndo ? "" : " (없음)") · Ctrl-Y 다시 실행 · redo\(canRedo ? "" : " (없음)")",
        style: .dim)
    }
  }

  static func field(_ label: String, _ value: String, focused: Bool, room: Int) -> Line {
    let shown = focused ? TerminalText.tail(TerminalText.sanitize(value), toWidth: room) : value
    return Line([
      Span((focused ? "▸ " : "  ") + TerminalText.fit(label, toWidth: labelWidth), style: .bold),
      Span("› ", style: .dim),
      Span(shown, style: focused ? [.underline] : []),
      Span(focused ? "▏" : "", style: .dim),
    ])
  }

  static func button(focused: Bool, disabled: Bool) -> Line {
    let title = "[ \(ExampleForm.Texts.update) ]"
    if disabled { return Line("  \(title)", style: .dim) }
    return Line([Span(focused ? "▸ " : "  "), Span(title, style: focused ? [.inverse, .bold] : [.bold])])
  }

  @ScreenBuilder
  static func status(_ state: ExampleForm.State) -> [Line] {
    switch state.update {
    case .idle: Line.blank
    case .updating: Line(ExampleForm.Texts.updating, style: .dim)
    case .succeeded: Line("✓ \(ExampleForm.Texts.updateSuccessful)", style: .bold)
    case .failed(let error): Line("✗ \(error.description)", style: [.bold, .red])
    }
  }

  static func keys(_ key: Key, _ state: ExampleForm.State) -> KeyCommand<ExampleForm.Intent> {
    let fields = ExampleForm.Field.allCases
    let index = state.focusedField.rawValue
    switch key {
    case .escape: return .quit
    case .tab, .down: return .send(.fieldFocused(fields[(index + 1) % fields.count]))
    case .up: return .send(.fieldFocused(fields[(index + fields.count - 1) % fields.count]))
    case .enter:
      if state.focusedField == .name { return .send(.fieldFocused(.exampleName)) }
      return .send(.updateButtonTapped)
    case .control("u"): return edit(state) { _ in "" }
    case .backspace: return edit(state) { String($0.dropLast()) }
    case .character(let character): return edit(state) { $0 + String(character) }
    default: return .ignore
    }
  }

  /// The form's keys with its undo history: Ctrl-Z undoes the last step, Ctrl-Y redoes it
  /// (refused while a save runs); the other keys are the form's.
  static func keys(_ key: Key, _ state: Undoable<ExampleForm>.State) -> KeyCommand<
    Undoable<ExampleForm>.Intent
  > {
    switch key {
    case .control("z"): return .send(.undo)
    case .control("y"): return .send(.redo)
    default: return lifted(keys(key, state.current))
    }
  }

  /// A paste into the form with its undo history.
  static func text(
    _ text: String, _ state: Undoable<ExampleForm>.State
  ) -> KeyCommand<Undoable<ExampleForm>.Intent>? {
    self.text(text, state.current).map(lifted)
  }

  /// The form's command for the form with its undo history.
  static func lifted(_ command: KeyCommand<ExampleForm.Intent>) -> KeyCommand<Undoable<ExampleForm>.Intent> {
    switch command {
    case .send(let intent): .send(.base(intent))
    case .quit: .quit
    case .ignore: .ignore
    }
  }

  /// A run of typed characters (a paste): one change of the focused field.
  static func text(_ text: String, _ state: ExampleForm.State) -> KeyCommand<ExampleForm.Intent>? {
    edit(state) { $0 + text }
  }

  /// The question asked before leaving with typed text that was not saved.
  static let leaveQuestion = "입력한 내용이 저장되지 않았습니다. 나갈까요? y 나가기 · n/Esc 계속 쓰기"

  /// ``leaveQuestion`` when the fields differ both from `initial` (what the form opened with)
  /// and from the values saved last, and were not saved; `nil` when nothing typed would be lost.
  static func leaveQuestion(_ state: ExampleForm.State, initial: ExampleForm.State) -> String? {
    if case .succeeded = state.update { return nil }
    let shown = Example(name: state.name, exampleName: state.exampleName)
    let typed = shown != Example(name: initial.name, exampleName: initial.exampleName) && shown != state.saved
    return typed ? leaveQuestion : nil
  }

  /// The intent that changes the focused text field; nothing on the button.
  static func edit(
    _ state: ExampleForm.State, _ change: (String) -> String
  ) -> KeyCommand<ExampleForm.Intent> {
    switch state.focusedField {
    case .name: return .send(.nameChanged(change(state.name)))
    case .exampleName: return .send(.exampleNameChanged(change(state.exampleName)))
    case .updateButton: return .ignore
    }
  }
}
