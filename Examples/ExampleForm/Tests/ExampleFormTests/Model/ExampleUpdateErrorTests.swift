import ExampleForm
import Testing

@Suite("ExampleUpdateError")
struct ExampleUpdateErrorTests {
  @Test func everyCaseHasAMessageThatSaysTheUpdateFailed() {
    let errors: [ExampleUpdateError] = [.rejected("too long"), .notFound, .timedOut, .unavailable("offline")]
    for error in errors {
      #expect(error.description.hasPrefix("Update failed: "))
    }
    #expect(ExampleUpdateError.rejected("too long").description == "Update failed: too long")
    #expect(Set(errors.map(\.description)).count == errors.count)
  }

  @Test func aThrownErrorBecomesItselfIfTypedElseUnavailable() {
    #expect(ExampleUpdateError(ExampleUpdateError.notFound as any Error) == .notFound)
    struct Other: Error {}
    guard case .unavailable(let reason) = ExampleUpdateError(Other()) else {
      Issue.record("expected .unavailable")
      return
    }
    #expect(reason.contains("Other"))
  }
}
