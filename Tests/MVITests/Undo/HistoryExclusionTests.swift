import Testing

@testable import MVI

@Suite("HistoryExclusion")
struct HistoryExclusionTests {
  struct Draft: Equatable { var text = "", cursor = 0 }

  @Test func fieldCopiesTheCurrentValueIntoTheRestoredStateAndNothingElse() {
    var restored = Draft(text: "old", cursor: 1)
    HistoryExclusion<Draft>.field(\.cursor).carry(&restored, Draft(text: "new", cursor: 9))
    #expect(restored == Draft(text: "old", cursor: 9))
  }

  @Test func customRunsItsClosureWithTheRestoredAndTheCurrentState() {
    var restored = Draft(text: "ab", cursor: 0)
    HistoryExclusion<Draft>.custom { restored, current in
      restored.cursor = min(current.cursor, restored.text.count)
    }
    .carry(&restored, Draft(text: "abcdef", cursor: 5))
    #expect(restored == Draft(text: "ab", cursor: 2))
  }
}
