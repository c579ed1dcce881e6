import MVI
import Testing

@MainActor
struct TextDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(TextDiff.lines(["a", "b"], ["a", "b"]) == nil)
    #expect(TextDiff.lines([], []) == nil)
  }

  @Test func aChangedLineIsRemovedThenAdded() {
    #expect(TextDiff.lines(["a", "b", "c"], ["a", "x", "c"]) == ["  a", "- b", "+ x", "  c"])
  }

  @Test func insertionsAndDeletionsKeepTheCommonLines() {
    #expect(
      TextDiff.lines(["a", "b", "c", "d"], ["a", "c", "d", "e"]) == ["  a", "- b", "  c", "  d", "+ e"])
    #expect(TextDiff.lines([], ["a"]) == ["+ a"])
    #expect(TextDiff.lines(["a"], []) == ["- a"])
    #expect(TextDiff.lines(["x", "a", "y"], ["a"]) == ["- x", "  a", "- y"])
  }

  @Test func longUnchangedRunsAreFolded() {
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[9] = "changed"
    #expect(
      TextDiff.lines(old, new) == [
        "  … (6 unchanged lines)",
        "  line 7", "  line 8", "  line 9",
        "- line 10",
        "+ changed",
        "  line 11", "  line 12", "  line 13",
        "  … (7 unchanged lines)",
      ])
  }

  @Test func theContextAroundAChangeCanBeChosen() {
    let old = (1...9).map { "\($0)" }
    var new = old
    new[4] = "five"
    #expect(
      TextDiff.lines(old, new, context: 0) == [
        "  … (4 unchanged lines)", "- 5", "+ five", "  … (4 unchanged lines)",
      ])
    #expect(TextDiff.lines(old, new, context: 10)?.count == 10)
  }

  @Test func distantChangesAreSeparateHunksAndCloseOnesOne() {
    let old = (1...30).map { "\($0)" }
    var distant = old
    distant[2] = "three"
    distant[27] = "twenty-eight"
    #expect(
      TextDiff.lines(old, distant) == [
        "  1", "  2", "- 3", "+ three", "  4", "  5", "  6",
        "  … (18 unchanged lines)",
        "  25", "  26", "  27", "- 28", "+ twenty-eight", "  29", "  30",
      ])
    var close = old
    close[10] = "eleven"
    close[16] = "seventeen"
    let lines = TextDiff.lines(old, close) ?? []
    #expect(lines.filter { $0.hasPrefix("  …") }.count == 2)
    #expect(lines.contains("  14"))
  }

  @Test func veryLongChangedPartsAreShownWhole() {
    let old = (0..<2_001).map { "old \($0)" }
    let new = (0..<2_001).map { "new \($0)" }
    let lines = TextDiff.lines(old, new) ?? []
    #expect(lines.count == 4_002)
    #expect(lines.first == "- old 0")
    #expect(lines.last == "+ new 2000")
  }
}
