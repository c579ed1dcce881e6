import Poster
import Testing

@Suite("Inflater")
struct InflaterTests {
  @Test func aFixedHuffmanStreamFromPythonsZlibZFIXED() throws {
    let output = try Inflater.zlib(PythonFixtures.fixedHuffman, maxOutputSize: 1 << 20)
    #expect(String(decoding: output, as: UTF8.self) == PythonFixtures.fixedText)
  }

  @Test func aDynamicHuffmanStreamFromPythonsZlibLevel9() throws {
    #expect((PythonFixtures.dynamicHuffman[2] >> 1) & 3 == 2, "the fixture's first block is dynamic")
    let output = try Inflater.zlib(PythonFixtures.dynamicHuffman, maxOutputSize: 1 << 20)
    #expect(String(decoding: output, as: UTF8.self) == PythonFixtures.dynamicText)
  }

  @Test func aRawStreamOfHuffmanEmptyStoredAndStoredBlocksAndTheBytesItTook() throws {
    let (output, consumed) = try Inflater.deflate(
      PythonFixtures.multiBlockRaw + [0xAA, 0xBB], maxOutputSize: 1 << 20)
    #expect(
      String(decoding: output, as: UTF8.self) == PythonFixtures.dynamicText + "stored bytes, no compression")
    #expect(consumed == PythonFixtures.multiBlockRaw.count)
  }

  @Test func storedBlocksRoundTripEmptyAndOverOneBlocks65535Bytes() throws {
    #expect(try Inflater.zlib(PNGEncoder.zlibStored([]), maxOutputSize: 0) == [])
    let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 300) }
    let stream = PNGEncoder.zlibStored(data)
    #expect(stream.count == 2 + 3 * 5 + data.count + 4)
    #expect(try Inflater.zlib(stream, maxOutputSize: data.count) == data)
  }

  @Test func aHandWrittenFixedBlockWithABackReferenceThatOverlapsItsOwnOutput() throws {
    var writer = BitWriter()
    writer.bits(1, 1)  // final
    writer.bits(1, 2)  // fixed
    writer.code(0x30 + 0x61, 8)  // literal "a"
    writer.code(0b0000010, 7)  // length symbol 258: length 4
    writer.code(0, 5)  // distance symbol 0: distance 1
    writer.code(0, 7)  // end of block
    let (output, _) = try Inflater.deflate(writer.bytes, maxOutputSize: 100)
    #expect(output == Array("aaaaa".utf8))
  }

  @Test func everyPrefixOfAStreamIsTruncated() {
    let stream = PythonFixtures.dynamicHuffman
    for length in 0..<stream.count {
      #expect(throws: InflateError.truncated, "prefix \(length)") {
        try Inflater.zlib(Array(stream.prefix(length)), maxOutputSize: 1 << 20)
      }
    }
  }

  @Test func badZlibHeaders() {
    #expect(throws: InflateError.badZlibHeader("compression method 7, not 8 (deflate)")) {
      try Inflater.zlib([0x77, 0x01, 0, 0], maxOutputSize: 10)
    }
    #expect {
      try Inflater.zlib([0x88, 0x1C, 0, 0], maxOutputSize: 10)  // window 2^16
    } throws: { error in
      guard case .badZlibHeader(let reason) = error as? InflateError else { return false }
      return reason.contains("window")
    }
    #expect {
      try Inflater.zlib([0x78, 0x02, 0, 0], maxOutputSize: 10)
    } throws: { error in
      guard case .badZlibHeader(let reason) = error as? InflateError else { return false }
      return reason.contains("check")
    }
    #expect(throws: InflateError.presetDictionary) {
      try Inflater.zlib([0x78, 0x20, 0, 0], maxOutputSize: 10)
    }
  }

  @Test func blockType3IsInvalid() {
    #expect(throws: InflateError.invalidBlockType) { try Inflater.deflate([0x07], maxOutputSize: 10) }
  }

  @Test func aStoredBlockWhoseLengthCheckDisagrees() {
    #expect(throws: InflateError.storedLengthMismatch) {
      try Inflater.deflate([0x01, 0x05, 0x00, 0x00, 0x00, 1, 2, 3, 4, 5], maxOutputSize: 10)
    }
  }

  @Test func aBackReferenceBeforeTheStartOfTheOutput() {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    writer.code(0b0000001, 7)  // length symbol 257: length 3
    writer.code(0, 5)  // distance 1, with nothing written
    #expect(throws: InflateError.distanceTooFar(distance: 1, available: 0)) {
      try Inflater.deflate(writer.bytes, maxOutputSize: 10)
    }
  }

  @Test func reservedLengthAndDistanceSymbolsAreInvalidCodes() {
    var length = BitWriter()
    length.bits(1, 1)
    length.bits(1, 2)
    length.code(0b1100_0110, 8)  // symbol 286
    #expect(throws: InflateError.invalidCode) { try Inflater.deflate(length.bytes, maxOutputSize: 10) }

    var distance = BitWriter()
    distance.bits(1, 1)
    distance.bits(1, 2)
    distance.code(0x30 + 0x61, 8)
    distance.code(0b0000001, 7)
    distance.code(30, 5)  // distance symbol 30
    #expect(throws: InflateError.invalidCode) { try Inflater.deflate(distance.bytes, maxOutputSize: 10) }
  }

  /// The start of a dynamic block: 257 literal/length codes, 1 distance code, 19 code-length
  /// code lengths (each 3 bits, in the format's order).
  func dynamicHeader(codeLengthLengths: [Int: Int]) -> BitWriter {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(2, 2)
    writer.bits(0, 5)
    writer.bits(0, 5)
    writer.bits(15, 4)
    for symbol in [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15] {
      writer.bits(codeLengthLengths[symbol] ?? 0, 3)
    }
    return writer
  }

  @Test func overSubscribedCodeLengths() {
    let writer = dynamicHeader(codeLengthLengths: [0: 1, 1: 1, 2: 1])
    #expect(throws: InflateError.invalidCodeLengths("over-subscribed code")) {
      try Inflater.deflate(writer.bytes + [0, 0], maxOutputSize: 10)
    }
  }

  @Test func aRepeatCodeWithNoLengthBeforeIt() {
    var writer = dynamicHeader(codeLengthLengths: [0: 1, 16: 1])  // 0 → code 0, 16 → code 1
    writer.code(1, 1)
    writer.bits(0, 2)
    #expect(throws: InflateError.invalidCodeLengths("repeat with no previous length")) {
      try Inflater.deflate(writer.bytes + [0, 0], maxOutputSize: 10)
    }
  }

  @Test func aRepeatPastTheLastCodeAndACodeWithoutEndOfBlock() {
    var tooLong = dynamicHeader(codeLengthLengths: [0: 1, 18: 1])  // 0 → code 0, 18 → code 1
    tooLong.code(1, 1)
    tooLong.bits(127, 7)  // 138 zeros
    tooLong.code(1, 1)
    tooLong.bits(127, 7)  // 276 > 258
    #expect(throws: InflateError.invalidCodeLengths("repeat runs past the last code")) {
      try Inflater.deflate(tooLong.bytes + [0, 0], maxOutputSize: 10)
    }

    var noEnd = dynamicHeader(codeLengthLengths: [0: 1, 18: 1])
    noEnd.code(1, 1)
    noEnd.bits(127, 7)  // 138
    noEnd.code(1, 1)
    noEnd.bits(109, 7)  // 120: 258 in all, every length 0
    #expect(throws: InflateError.invalidCodeLengths("no end-of-block code")) {
      try Inflater.deflate(noEnd.bytes + [0, 0], maxOutputSize: 10)
    }
  }

  @Test func theOutputLimitStopsStoredFixedAndDynamicBlocks() {
    #expect(throws: InflateError.outputTooLarge(limit: 99)) {
      try Inflater.zlib(PNGEncoder.zlibStored([UInt8](repeating: 1, count: 100)), maxOutputSize: 99)
    }
    #expect(throws: InflateError.outputTooLarge(limit: 10)) {
      try Inflater.zlib(PythonFixtures.fixedHuffman, maxOutputSize: 10)
    }
    #expect(throws: InflateError.outputTooLarge(limit: 1000)) {
      try Inflater.zlib(PythonFixtures.dynamicHuffman, maxOutputSize: 1000)
    }
  }

  @Test func aWrongAdler32IsReportedWithBothValues() {
    var stream = PNGEncoder.zlibStored(Array("poster".utf8))
    stream[stream.count - 1] ^= 0xFF
    #expect {
      try Inflater.zlib(stream, maxOutputSize: 100)
    } throws: { error in
      guard case .checksumMismatch(let expected, let actual) = error as? InflateError else { return false }
      return expected != actual && actual == Checksum.adler32(Array("poster".utf8))
    }
  }
}
