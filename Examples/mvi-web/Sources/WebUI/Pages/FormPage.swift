import ExampleForm
import MVI

/// The form as seed 003 draws it: Name and Example name, their validation messages, Update and
/// "Update Successful"; with Undo and Redo buttons over its history (`ExampleForm.withUndo`).
struct FormPage: WebPage {
  typealias F = Undoable<ExampleForm>

  func view(_ history: Undoable<ExampleForm>.State) -> HTMLNode {
    let state = history.current
    return H.group([
      H.navigationTitle("Form"),
      H.element(
        "div", [.init("class", "form-group")],
        [
          field(
            ExampleForm.Texts.name, id: "name", value: state.name, intent: "nameChanged",
            error: state.errors.name),
          field(
            ExampleForm.Texts.exampleName, id: "example-name", value: state.exampleName,
            intent: "exampleNameChanged",
            error: state.errors.exampleName),
        ]),
      H.element(
        "button",
        [
          .init("type", "button"), .init("class", "button primary"), .init("id", "update"),
          .init("data-intent", "updateButtonTapped"),
        ] + (state.isUpdating ? [.init("disabled", "disabled")] : []),
        [H.text(state.isUpdating ? ExampleForm.Texts.updating : ExampleForm.Texts.update)]),
      H.element(
        "div", [.init("class", "history")],
        [
          historyButton("Undo", id: "undo", enabled: history.canUndo && !state.isUpdating),
          historyButton("Redo", id: "redo", enabled: history.canRedo && !state.isUpdating),
        ]),
      state.successMessage.map { H.p("success", $0) } ?? H.group([]),
      state.updateError.map { H.p("status error", $0.description) } ?? H.group([]),
      state.persistenceError.map { H.p("status error", "Not remembered: \($0)") } ?? H.group([]),
    ])
  }

  /// An undo or redo button: its intent is its id; disabled with nothing to undo or redo, or
  /// while a save runs.
  private func historyButton(_ title: String, id: StaticString, enabled: Bool) -> HTMLNode {
    H.element(
      "button",
      [
        .init("type", "button"), .init("class", "button"), .init("id", "\(id)"),
        .init("data-intent", "\(id)"),
      ] + (enabled ? [] : [.init("disabled", "disabled")]),
      [H.text(title)])
  }

  private func field(_ label: String, id: StaticString, value: String, intent: StaticString, error: String?)
    -> HTMLNode
  {
    H.element(
      "label", [.init("class", "field")],
      [
        H.element("span", [.init("class", "field-label")], [H.text(label)]),
        H.void(
          "input",
          [
            .init("type", "text"), .init("id", "\(id)"), .init("placeholder", label), .init("value", value),
            .init("data-input", "\(intent)"), .init("autocomplete", "off"),
          ]),
        error.map { H.p("validation", $0) } ?? H.group([]),
      ])
  }

  func title(_ state: F.State) -> String { "Form" }

  func path(_ state: F.State) -> String { SampleID.form.path }

  func intent(_ payload: IntentPayload, state: F.State) throws(WebError) -> F.Intent? {
    switch payload.type {
    case "nameChanged": return .base(.nameChanged(try payload.requireText()))
    case "exampleNameChanged": return .base(.exampleNameChanged(try payload.requireText()))
    case "updateButtonTapped": return .base(.updateButtonTapped)
    case "undo": return .undo
    case "redo": return .redo
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: F.State?, to new: F.State) -> [F.Intent] {
    old == nil ? [.base(.launched)] : []
  }
}
