import ExampleForm
import Testing

@Suite("ValidationErrors")
struct ValidationErrorsTests {
  @Test func theSeedsMessagesVerbatim() {
    #expect(ValidationErrors.emptyName == "Name cannot be empty!")
    #expect(ValidationErrors.emptyExampleName == "Coffee name cannot be empty")
  }

  @Test(
    "each empty field gets its message",
    arguments: [
      ("", "", "Name cannot be empty!", "Coffee name cannot be empty"),
      ("John Doe", "", nil, "Coffee name cannot be empty"),
      (" \t", "SwiftUI", "Name cannot be empty!", nil),
      ("John Doe", "SwiftUI", nil, nil),
    ] as [(String, String, String?, String?)])
  func validate(name: String, exampleName: String, nameMessage: String?, exampleNameMessage: String?) {
    let errors = ValidationErrors(validatingName: name, exampleName: exampleName)
    #expect(errors.name == nameMessage)
    #expect(errors.exampleName == exampleNameMessage)
    #expect(errors.isEmpty == (nameMessage == nil && exampleNameMessage == nil))
  }
}
