import ExampleForm
import Foundation

/// The final state of `mvi-demo form --once --json`. Every control character the user typed is
/// escaped, so the output is safe for a terminal.
struct ExampleFormSnapshot: JSONSnapshot {
  var name: String
  var exampleName: String
  var nameError: String?
  var exampleNameError: String?
  var status: String
  var message: String?
  var saved: Example?
  var service: String

  init(_ state: ExampleForm.State, service: String) {
    name = state.name
    exampleName = state.exampleName
    nameError = state.errors.name
    exampleNameError = state.errors.exampleName
    self.service = service
    switch state.update {
    case .idle: status = state.errors.isEmpty ? "idle" : "invalid"
    case .updating: status = "updating"
    case .succeeded(let example):
      status = "succeeded"
      message = ExampleForm.Texts.updateSuccessful
      saved = example
    case .failed(let error):
      status = "failed"
      message = error.description
    }
  }

}
