import ExampleForm
import Testing

@Suite("ExampleDatabase")
struct ExampleDatabaseTests {
  @Test func savesTrimmedValuesAndCountsUpdates() async throws {
    let database = ExampleDatabase()
    let saved = try await database.save(Example(name: " John Doe ", exampleName: "SwiftUI"))
    #expect(saved == Example(name: "John Doe", exampleName: "SwiftUI"))
    #expect(await database.saved == saved)
    #expect(await database.updateCount == 1)
  }

  @Test(
    "refuses empty and overlong values and keeps what it had",
    arguments: [
      (Example(name: "", exampleName: "Latte"), "Name cannot be empty!"),
      (Example(name: "Ann", exampleName: " "), "Coffee name cannot be empty"),
      (
        Example(name: String(repeating: "a", count: 41), exampleName: "Latte"),
        "Name is too long (at most 40 characters)"
      ),
      (
        Example(name: "Ann", exampleName: String(repeating: "b", count: 41)),
        "Coffee name is too long (at most 40 characters)"
      ),
    ])
  func refuses(example: Example, reason: String) async {
    let before = Example(name: "Old", exampleName: "Espresso")
    let database = ExampleDatabase(saved: before)
    await #expect(throws: ExampleUpdateError.rejected(reason)) {
      try await database.save(example)
    }
    #expect(await database.saved == before)
    #expect(await database.updateCount == 0)
  }

  @Test func exactlyTheLongestLengthIsAccepted() async throws {
    let name = String(repeating: "a", count: ExampleDatabase.maxLength)
    let saved = try await ExampleDatabase().save(Example(name: name, exampleName: "Latte"))
    #expect(saved.name == name)
  }
}
