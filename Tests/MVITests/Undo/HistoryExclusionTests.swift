import Testing

@testable import MVI

@Suite("HistoryExclusion")
struct HistoryExclusionTests {
  struct Draft: Equatable { var text = "", cursor = 0 }

  @Test("field copies the current value into the restored state, and nothing else")
  func field() {
    var restored = Draft(text: "old", cursor: 1)
    HistoryExclusion<Draft>.field(\.cursor).carry(&restored, Draft(text: "new", cursor: 9))
    #expect(restored == Draft(text: "old", cursor: 9))
  }

  @Test("custom runs its closure with the restored and the current state")
  func custom() {
    var restored = Draft(text: "ab", cursor: 0)
    HistoryExclusion<Draft>.custom { restored, current in
      restored.cursor = min(current.cursor, restored.text.count)
    }
    .carry(&restored, Draft(text: "abcdef", cursor: 5))
    #expect(restored == Draft(text: "ab", cursor: 2))
  }
}
