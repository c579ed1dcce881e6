import Testing

@testable import MVI

@Suite("UndoCoalescing")
struct UndoCoalescingTests {
  enum Edit: Sendable { case typed(String), moved }

  @Test func neverGivesNoKeyEveryChangeIsItsOwnStep() {
    let rule = UndoCoalescing<Edit>.never
    #expect(rule.key(.typed("a")) == nil && rule.key(.moved) == nil)
    #expect(rule.window == nil)
  }

  @Test func byKeyKeepsTheRulesKeysAndItsWindow() {
    let rule = UndoCoalescing<Edit>.byKey(within: .milliseconds(500)) {
      if case .typed = $0 { "text" } else { nil }
    }
    #expect(rule.key(.typed("a")) == "text" && rule.key(.moved) == nil)
    #expect(rule.window == .milliseconds(500))
    #expect(UndoCoalescing<Edit>.byKey { _ in "any" }.window == nil)
  }
}
