import TerminalUI
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test func arrowsInCSIAndSS3FormAndNavigationKeys() {
    #expect(decode(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
    #expect(decode(Array("\u{1B}OA\u{1B}OB".utf8)) == [.up, .down])
    #expect(
      decode(Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[F".utf8)) == [
        .pageUp, .pageDown, .delete, .home, .end,
      ])
    #expect(decode(Array("\u{1B}[1;5A".utf8)) == [.up])
  }

  @Test func enterBackspaceTabEscAloneCtrlCCtrlD() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D, 0x7F, 0x08, 0x09, 0x1B]) == [.enter, .backspace, .backspace, .tab])
    #expect(decoder.flush() == [.escape])
    #expect(decode([0x03]) == [.interrupt])
    #expect(decode([0x04]) == [.endOfInput])
    #expect(decode([0x15]) == [.control("u")])
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test func anESCAtTheEndOfAReadWaitsForTheNextReadABurstOfArrowsCutAnywhereStaysArrows() {
    let burst = Array(String(repeating: "\u{1B}[A", count: 400).utf8)
    for cut in [1, 2, 1023, 1024, 1025] {
      var decoder = KeyDecoder()
      let keys = decoder.decode(burst[..<cut]) + decoder.decode(burst[cut...])
      #expect(keys == Array(repeating: .up, count: 400), "cut at \(cut)")
      #expect(!decoder.isWaiting)
    }
  }

  @Test func aLoneESCIsEscapeOnlyOnceTheReaderFlushesItAfterAQuietTime() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
    // A sequence cut short and never finished: Alt with its first character, then the rest.
    #expect(decoder.decode(Array("\u{1B}[1".utf8)).isEmpty)
    #expect(decoder.flush() == [.alt("["), .character("1")])
    // A Korean character cut short and never finished is not a character.
    #expect(decoder.decode(Array("강".utf8).prefix(2)).isEmpty)
    #expect(decoder.flush() == [.unknown])
  }

  @Test func altKeyIsESCAndACharacterAltNeverEscape() {
    let keys = decode(Array("\u{1B}x\u{1B}Q\u{1B}강".utf8))
    #expect(!keys.contains(.escape))
    #expect(keys == [.alt("x"), .alt("Q"), .alt("강")])
  }

  @Test func printableUTF8ASCIIKoreanEmoji() {
    #expect(decode(Array("a강🔍".utf8)) == [.character("a"), .character("강"), .character("🔍")])
  }

  @Test func aCharacterOrSequenceSplitAcrossReadsIsDecodedWhenComplete() {
    var decoder = KeyDecoder()
    let bytes = Array("강".utf8)
    #expect(decoder.decode(bytes[0..<1]).isEmpty)
    #expect(decoder.decode(bytes[1..<3]) == [.character("강")])
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.decode(Array("A".utf8)) == [.up])
  }

  @Test func invalidBytesAndC1ControlsNeverBecomeCharacters() {
    #expect(decode([0x80, 0xFF]) == [.unknown, .unknown])
    #expect(decode([0xC2, 0x9B]) == [.unknown])
    #expect(decode(Array("\u{1B}[99x".utf8)) == [.unknown])
  }

  @Test func anEscapeSequenceThatNeverEndsIsNotKeptWithoutBound() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Array("\u{1B}[".utf8))
    // 100,000 parameter bytes in reads of 1,000, as a hostile paste would send them.
    for _ in 0..<100 {
      keys += decoder.decode([UInt8](repeating: UInt8(ascii: "1"), count: 1_000))
    }
    keys += decoder.decode(Array("\u{1B}[A".utf8))
    #expect(keys.first == .unknown, "the first 32 bytes are one unknown key")
    #expect(keys.last == .up, "a key after it is still read")
    #expect(keys.dropFirst().dropLast().allSatisfy { $0 == .character("1") }, "the rest is read as typed")
    #expect(keys.count == 1 + (100_000 + 2 - 32) + 1)
    #expect(!decoder.isWaiting)
  }

  @Test func aLongButRealSequenceIsStillOneKey() {
    #expect(decode(Array("\u{1B}[3;5;1;1;1;1;1;1;1;1;1;1;1;1~".utf8)) == [.delete])
  }
}
