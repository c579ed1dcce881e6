import ExampleForm

/// The form as seed 003 draws it: Name and Example name, their validation messages, Update and
/// "Update Successful".
struct FormPage: WebPage {
  typealias F = ExampleForm

  func view(_ state: ExampleForm.State) -> HTMLNode {
    H.group([
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
      state.successMessage.map { H.p("success", $0) } ?? H.group([]),
      state.updateError.map { H.p("status error", $0.description) } ?? H.group([]),
      state.persistenceError.map { H.p("status error", "Not remembered: \($0)") } ?? H.group([]),
    ])
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

  func title(_ state: ExampleForm.State) -> String { "Form" }

  func path(_ state: ExampleForm.State) -> String { SampleID.form.path }

  func intent(_ payload: IntentPayload, state: ExampleForm.State) throws(WebError) -> ExampleForm.Intent? {
    switch payload.type {
    case "nameChanged": return .nameChanged(try payload.requireText())
    case "exampleNameChanged": return .exampleNameChanged(try payload.requireText())
    case "updateButtonTapped": return .updateButtonTapped
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: ExampleForm.State?, to new: ExampleForm.State) -> [ExampleForm.Intent] {
    old == nil ? [.launched] : []
  }
}
