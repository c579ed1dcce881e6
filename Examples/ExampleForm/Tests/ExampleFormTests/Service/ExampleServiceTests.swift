import ExampleForm
import MVITesting
import Testing

@Suite("ExampleService")
struct ExampleServiceTests {
  @Test func localSavesIntoTheDatabaseAfterTheLatencyOnTheClock() async throws {
    let clock = TestClock()
    let database = ExampleDatabase()
    let service = ExampleService.local(database, latency: .milliseconds(500), clock: clock)
    #expect(service.name == "local database")
    let update = Task { try await service.update(Example(name: "Ann", exampleName: "Mocha")) }
    await clock.waitForSleepers(1)
    #expect(await database.saved == nil)
    await clock.advance(by: .milliseconds(500))
    #expect(try await update.value == Example(name: "Ann", exampleName: "Mocha"))
    #expect(await database.saved == Example(name: "Ann", exampleName: "Mocha"))
  }

  @Test func localARefusalIsThrownAsTheTypedError() async {
    let service = ExampleService.local(ExampleDatabase())
    await #expect(throws: ExampleUpdateError.rejected("Name cannot be empty!")) {
      try await service.update(Example(name: "", exampleName: "Mocha"))
    }
  }
}
