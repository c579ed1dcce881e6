import TerminalUI
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
  @Test func escBELAndOtherC0ControlsBecomeCaretNotation() {
    #expect(TerminalText.sanitize("a\u{1B}[2Jb") == "a^[[2Jb")
    #expect(TerminalText.sanitize("ding\u{07}") == "ding^G")
    #expect(TerminalText.sanitize("line\nbreak\r\t") == "line^Jbreak^M^I")
    #expect(TerminalText.sanitize("\u{00}") == "^@")
    #expect(TerminalText.sanitize("del\u{7F}") == "del^?")
  }

  @Test func c1ControlsBidiOverridesAndLineSeparatorsBecomeUFFFD() {
    #expect(TerminalText.sanitize("\u{9B}31m") == "\u{FFFD}31m")
    #expect(TerminalText.sanitize("\u{9D}0;title\u{9C}") == "\u{FFFD}0;title\u{FFFD}")
    #expect(TerminalText.sanitize("abc\u{202E}def") == "abc\u{FFFD}def")
    #expect(TerminalText.sanitize("a\u{2028}b") == "a\u{FFFD}b")
  }

  @Test func aMessageOfSeveralLinesKeepsItsLineBreaksAndNothingElse() {
    #expect(TerminalText.sanitizeLines("usage:\n  mvi-demo\u{1B}[2J\n") == "usage:\n  mvi-demo^[[2J\n")
    #expect(TerminalText.sanitizeLines("a\r\nb") == "a^M\nb")
  }

  @Test func safeTextKoreanAndEmojiPassUnchanged() {
    for text in ["검색 결과🔍", "잠시만 기다려주세요💨", "사진 불러오기에 실패했습니다🥺", "café", "👩‍👩‍👧"] {
      #expect(TerminalText.sanitize(text) == text)
    }
  }

  @Test func noOutputOfSanitizeContainsAControlCharacter() {
    let controls = (0x00...0x1F).map { Unicode.Scalar($0)! } + (0x7F...0x9F).map { Unicode.Scalar($0)! }
    var text = ""
    text.unicodeScalars.append(contentsOf: controls)
    let safe = TerminalText.sanitize(text)
    #expect(!safe.unicodeScalars.contains { TerminalText.isUnsafe($0) })
  }

  @Test func widthsASCII1HangulAndEmoji2CombiningMarks0() {
    #expect(TerminalText.width("abc") == 3)
    #expect(TerminalText.width("강아지") == 6)
    #expect(TerminalText.width("검색 결과🔍") == 11)
    #expect(TerminalText.width("e\u{301}") == 1)
    #expect(TerminalText.width("❤️") == 2)
    #expect(TerminalText.width("ｱ漢") == 3)
  }

  @Test func truncationNeverSplitsAWideCharacterAndMarksTheCut() {
    #expect(TerminalText.truncate("강아지", toWidth: 6) == "강아지")
    #expect(TerminalText.truncate("강아지", toWidth: 5) == "강아…")
    #expect(TerminalText.truncate("강아지", toWidth: 4) == "강…")
    #expect(TerminalText.truncate("abcdef", toWidth: 3) == "ab…")
    #expect(TerminalText.truncate("abc", toWidth: 0) == "")
    #expect(TerminalText.tail("abcdef", toWidth: 3) == "…ef")
    #expect(TerminalText.tail("강아지", toWidth: 5) == "…아지")
    #expect(TerminalText.tail("강아지", toWidth: 6) == "강아지")
    #expect(TerminalText.tail("abc", toWidth: 0) == "")
    #expect(TerminalText.width(TerminalText.truncate("🔍🔍🔍", toWidth: 4)) <= 4)
  }

  @Test func fitPadsToTheExactWidth() {
    #expect(TerminalText.fit("강", toWidth: 4) == "강  ")
    #expect(TerminalText.width(TerminalText.fit("강아지 사진", toWidth: 7)) == 7)
  }
}
