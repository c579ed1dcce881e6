import Testing

@testable import MVI

@Suite("SessionRedaction")
struct SessionRedactionTests {
  struct Vault: Feature {
    struct State: Equatable { var secret = "s3cret", shown = "hello" }
    enum Intent: Sendable, Equatable { case typed(String) }
    enum Action: Sendable, Equatable { case stored(String) }
    enum Event: Sendable, Equatable { case copied(String) }
    func handle(_ intent: Intent, state: State) -> Effect<Action, Event> { .none }
    func reduce(_ state: inout State, _ action: Action) {}
  }

  @Test func noneKeepsEveryValueAsItIsAndSaysSo() {
    let redaction = SessionRedaction<Vault>.none
    #expect(redaction.isEmpty)
    #expect(redaction.redacted(Vault.State()) == Vault.State())
    #expect(redaction.redacted("boom") == "boom")
  }

  @Test func eachClosureChangesItsKindOfValueOnly() {
    let redaction = SessionRedaction<Vault>(
      state: { $0.secret = "" }, intent: { $0 = .typed("") }, action: { $0 = .stored("") },
      event: { $0 = .copied("") },
      failure: { $0 = $0.replacingOccurrences(of: "s3cret", with: "•") })
    #expect(!redaction.isEmpty)
    #expect(redaction.redacted(Vault.State()) == Vault.State(secret: "", shown: "hello"))
    #expect(redaction.redacted(Vault.Intent.typed("s3cret")) == .typed(""))
    #expect(redaction.redacted(Vault.Action.stored("s3cret")) == .stored(""))
    #expect(redaction.redacted(Vault.Event.copied("s3cret")) == .copied(""))
    #expect(redaction.redacted("failed with s3cret") == "failed with •")
  }
}
