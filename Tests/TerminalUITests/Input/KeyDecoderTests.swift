import TerminalUI
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test("arrows, in CSI and SS3 form, and navigation keys")
  func arrows() {
    #expect(decode(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
    #expect(decode(Array("\u{1B}OA\u{1B}OB".utf8)) == [.up, .down])
    #expect(
      decode(Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[F".utf8)) == [
        .pageUp, .pageDown, .delete, .home, .end,
      ])
    #expect(decode(Array("\u{1B}[1;5A".utf8)) == [.up])
  }

  @Test("Enter, Backspace, Tab, Esc alone, Ctrl-C")
  func controlKeys() {
    #expect(decode([0x0D, 0x7F, 0x08, 0x09, 0x1B]) == [.enter, .backspace, .backspace, .tab, .escape])
    #expect(decode([0x03]) == [.interrupt])
    #expect(decode([0x15]) == [.control("u")])
    #expect(decode([0x1B, 0x1B]) == [.escape, .escape])
  }

  @Test("printable UTF-8: ASCII, Korean, emoji")
  func characters() {
    #expect(decode(Array("a강🔍".utf8)) == [.character("a"), .character("강"), .character("🔍")])
  }

  @Test("a character or sequence split across reads is decoded when complete")
  func splitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("강".utf8)
    #expect(decoder.decode(bytes[0..<1]).isEmpty)
    #expect(decoder.decode(bytes[1..<3]) == [.character("강")])
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.decode(Array("A".utf8)) == [.up])
  }

  @Test("invalid bytes and C1 controls never become characters")
  func invalid() {
    #expect(decode([0x80, 0xFF]) == [.unknown, .unknown])
    #expect(decode([0xC2, 0x9B]) == [.unknown])
    #expect(decode(Array("\u{1B}[99x".utf8)) == [.unknown])
  }
}
