import TerminalUI
import Testing

@Suite("Screen")
struct ScreenTests {
  @Test func theBuilderTakesLinesArraysIfsAndLoops() {
    let loading = false
    let screen = Screen {
      Line("title")
      if loading { Line("loading") } else { Line("loaded") }
      for index in 1...2 { Line("\(index)") }
      [Line("x"), Line("y")]
    } footer: {
      Line("hint")
    }
    #expect(screen.lines.map(\.plainText) == ["title", "loaded", "1", "2", "x", "y"])
    #expect(screen.footer.map(\.plainText) == ["hint"])
  }

  @Test func plainTextIsSanitizedAndCutToTheWidth() {
    let screen = Screen(lines: [Line("a\u{1B}[31mb"), Line.rule, Line("강아지 강아지")])
    #expect(screen.plainText(width: 6) == ["a^[[3…", "──────", "강아…"])
  }
}
