import TerminalUI
import Testing

@Suite("ScreenRenderer")
struct ScreenRendererTests {
  /// The output with the renderer's own sequences removed: cursor moves, clears and SGR codes.
  static func withoutOwnSequences(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*[mHKJ]/, with: "")
  }

  @Test func terminalSafetyATitleWithESCBELAndOtherControlsIsRenderedInert() {
    let title = "귀여운 강아지\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31m빨강\u{9B}1;1H\u{7F}\u{08}\r\n끝"
    let screen = Screen {
      Line(title, style: .bold)
      Line([Span("site: "), Span("evil\u{1B}[?1049l\u{1B}c")])
    }
    let renderer = ScreenRenderer(size: TerminalSize(rows: 5, columns: 120))
    let output = ScreenRenderer.update(from: nil, to: renderer.rows(for: screen))
    let rest = Self.withoutOwnSequences(output)

    #expect(!rest.unicodeScalars.contains { TerminalText.isUnsafe($0) }, "\(rest.debugDescription)")
    #expect(rest.contains("귀여운 강아지^[]0;pwned^G^[[2J^[[31m빨강\u{FFFD}1;1H^?^H^M^J끝"))
    #expect(rest.contains("evil^[[?1049l^[c"))
    // The plain text used by the non-interactive modes is just as safe.
    for line in screen.plainText(width: 200) {
      #expect(!line.unicodeScalars.contains { TerminalText.isUnsafe($0) })
    }
  }

  @Test func contentFromTheTopFooterAtTheBottomBlankRowsBetween() {
    let screen = Screen(lines: [Line("a"), Line("b")], footer: [Line("hint")])
    let rows = ScreenRenderer(size: TerminalSize(rows: 5, columns: 10)).rows(for: screen)
    #expect(rows == ["a", "b", "", "", "hint"])
  }

  @Test func contentTallerThanTheTerminalEndsWith() {
    let screen = Screen(lines: (1...10).map { Line("\($0)") }, footer: [Line("f")])
    let rows = ScreenRenderer(size: TerminalSize(rows: 4, columns: 10)).rows(for: screen)
    #expect(rows.count == 4)
    #expect(rows[0] == "1" && rows[1] == "2")
    #expect(Self.withoutOwnSequences(rows[2]) == "…")
    #expect(rows[3] == "f")
  }

  @Test func rowsAreCutToTheWidthWideCharactersWholeRulesFillIt() {
    let screen = Screen(lines: [Line("강아지 강아지"), Line.rule, Line([Span("ab"), Span("cdef", style: .bold)])])
    let rows = ScreenRenderer(size: TerminalSize(rows: 3, columns: 5)).rows(for: screen)
    #expect(rows[0] == "강아…")
    #expect(rows[1] == "─────")
    #expect(Self.withoutOwnSequences(rows[2]) == "abcd…")
    #expect(rows[2] == "ab\u{1B}[1mcd…\u{1B}[0m")
  }

  @Test func anUpdateRewritesOnlyTheRowsThatChanged() {
    let first = ["a", "b", "c"]
    #expect(ScreenRenderer.update(from: first, to: first).isEmpty)
    let update = ScreenRenderer.update(from: first, to: ["a", "B", "c"])
    #expect(update == "\u{1B}[2;1H\u{1B}[0mB\u{1B}[0m\u{1B}[K")
    #expect(ScreenRenderer.update(from: nil, to: ["x"]).contains("\u{1B}[1;1H"))
  }

  @Test func anAppDrawsInEveryRowAndAllColumnsButTheLastAtLeastOne() {
    #expect(TerminalSize(rows: 30, columns: 100).drawable == TerminalSize(rows: 30, columns: 99))
    #expect(TerminalSize(rows: 1, columns: 1).drawable == TerminalSize(rows: 1, columns: 1))
    #expect(TerminalSize(rows: 0, columns: 0).drawable == TerminalSize(rows: 0, columns: 1))
  }
}
