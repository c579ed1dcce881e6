import Testing

/// `mvi-demo form` run as a script would: fill the fields, press Update, print the form.
@Suite("ExampleFormRunner")
struct ExampleFormRunnerTests {
  @Test("valid fields: Update Successful, exit 0")
  func valid() async throws {
    let outcome = try await Demo.run(["form", "--name", "John Doe", "--coffee", "SwiftUI", "--once"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    #expect(outcome.output.contains("✓ Update Successful"))
    #expect(!outcome.output.contains("cannot be empty"))
  }

  @Test("empty fields: the seed's messages under each field, exit 1")
  func invalid() async throws {
    let outcome = try await Demo.run(["form", "--name", " ", "--json"])
    #expect(outcome.status == 1)
    let state = try Demo.json(outcome)
    #expect(state["nameError"] as? String == "Name cannot be empty!")
    #expect(state["exampleNameError"] as? String == "Coffee name cannot be empty")
    #expect(state["saved"] == nil)
    #expect(outcome.errors.contains("Name cannot be empty!"))
  }
}
