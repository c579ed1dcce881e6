import Poster
import Testing

@Suite("PNGDecoder")
struct PNGDecoderTests {
  let decoder = PNGDecoder()

  func pixels(_ image: PixelImage) -> [RGBA] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
  }

  func grey(_ value: UInt8, alpha: UInt8 = 255) -> RGBA {
    RGBA(red: value, green: value, blue: value, alpha: alpha)
  }

  // MARK: - Files from elsewhere

  @Test func aPNGCompressedByPythonsZlibEveryFilterTypeInTurn() throws {
    let image = try decoder.decode(PythonFixtures.rgbaGradient)
    #expect(image.width == 16 && image.height == 16)
    for y in 0..<16 {
      for x in 0..<16 {
        #expect(
          image[x, y]
            == RGBA(
              red: UInt8(x * 16), green: UInt8(y * 16), blue: UInt8((x + y) * 8), alpha: UInt8(255 - x * 8)),
          "(\(x), \(y))")
      }
    }
  }

  @Test func anAdam7InterlacedPNGFromPython() throws {
    let header = try decoder.header(PythonFixtures.interlacedRGB)
    #expect(header == PNGHeader(width: 7, height: 5, bitDepth: 8, colourType: .rgb, interlaced: true))
    let image = try decoder.decode(PythonFixtures.interlacedRGB)
    for y in 0..<5 {
      for x in 0..<7 {
        #expect(image[x, y] == RGBA(red: UInt8(x * 30), green: UInt8(y * 50), blue: 200), "(\(x), \(y))")
      }
    }
  }

  @Test func a11InterlacedImageSixOfTheSevenPassesAreEmpty() throws {
    let header = PNGHeader(width: 1, height: 1, bitDepth: 8, colourType: .gray, interlaced: true)
    let image = try decoder.decode(Fixtures.png(header, scanlines: [0, 77]))
    #expect(pixels(image) == [grey(77)])
  }

  // MARK: - Colour types and bit depths

  @Test func grey8Bit() throws {
    let header = PNGHeader(width: 2, height: 2, bitDepth: 8, colourType: .gray)
    let image = try decoder.decode(Fixtures.png(header, scanlines: [0, 0x00, 0xFF, 0, 0x80, 0x40]))
    #expect(pixels(image) == [grey(0), grey(255), grey(128), grey(64)])
  }

  @Test func grey1BitAcrossAByteBoundary2BitAnd4BitScaledTo8Bits() throws {
    let one = PNGHeader(width: 10, height: 1, bitDepth: 1, colourType: .gray)
    let ones = try decoder.decode(Fixtures.png(one, scanlines: [0, 0b1010_1100, 0b1100_0000]))
    #expect(pixels(ones).map(\.red) == [255, 0, 255, 0, 255, 255, 0, 0, 255, 255])

    let two = PNGHeader(width: 3, height: 1, bitDepth: 2, colourType: .gray)
    #expect(
      pixels(try decoder.decode(Fixtures.png(two, scanlines: [0, 0b0001_1100]))).map(\.red) == [0, 85, 255])

    let four = PNGHeader(width: 3, height: 1, bitDepth: 4, colourType: .gray)
    #expect(
      pixels(try decoder.decode(Fixtures.png(four, scanlines: [0, 0xF7, 0x30]))).map(\.red) == [255, 119, 51])
  }

  @Test func grey16BitKeepsTheHighByteTRNSMakesTheExact16BitValueTransparent() throws {
    let header = PNGHeader(width: 2, height: 1, bitDepth: 16, colourType: .gray)
    let image = try decoder.decode(
      Fixtures.png(header, extra: [("tRNS", [0x12, 0x34])], scanlines: [0, 0x12, 0x34, 0x12, 0x35]))
    #expect(pixels(image) == [grey(0x12, alpha: 0), grey(0x12)])
  }

  @Test func greyWithTRNSAt8And2Bits() throws {
    let eight = PNGHeader(width: 2, height: 1, bitDepth: 8, colourType: .gray)
    let image = try decoder.decode(
      Fixtures.png(eight, extra: [("tRNS", [0, 0x80])], scanlines: [0, 0x80, 0x81]))
    #expect(pixels(image) == [grey(0x80, alpha: 0), grey(0x81)])

    let two = PNGHeader(width: 2, height: 1, bitDepth: 2, colourType: .gray)
    let low = try decoder.decode(Fixtures.png(two, extra: [("tRNS", [0, 1])], scanlines: [0, 0b0110_0000]))
    #expect(pixels(low) == [grey(85, alpha: 0), grey(170)])
  }

  @Test func rgbAt8BitsWithTRNSAndAt16Bits() throws {
    let eight = PNGHeader(width: 2, height: 1, bitDepth: 8, colourType: .rgb)
    let image = try decoder.decode(
      Fixtures.png(eight, extra: [("tRNS", [0, 1, 0, 2, 0, 3])], scanlines: [0, 1, 2, 3, 1, 2, 4]))
    #expect(pixels(image) == [RGBA(red: 1, green: 2, blue: 3, alpha: 0), RGBA(red: 1, green: 2, blue: 4)])

    let sixteen = PNGHeader(width: 1, height: 1, bitDepth: 16, colourType: .rgb)
    let wide = try decoder.decode(Fixtures.png(sixteen, scanlines: [0, 0xAB, 0xCD, 0x12, 0x34, 0xFF, 0x00]))
    #expect(pixels(wide) == [RGBA(red: 0xAB, green: 0x12, blue: 0xFF)])
  }

  @Test func paletteAt8BitsWithAShorterTRNSAndAt12And4Bits() throws {
    let plte: (type: String, data: [UInt8]) = ("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
    let eight = PNGHeader(width: 3, height: 1, bitDepth: 8, colourType: .palette)
    let image = try decoder.decode(
      Fixtures.png(eight, extra: [plte, ("tRNS", [128])], scanlines: [0, 2, 0, 1]))
    #expect(
      pixels(image) == [
        RGBA(red: 0, green: 0, blue: 255), RGBA(red: 255, green: 0, blue: 0, alpha: 128),
        RGBA(red: 0, green: 255, blue: 0),
      ])

    let one = PNGHeader(width: 3, height: 1, bitDepth: 1, colourType: .palette)
    let twoColours: (type: String, data: [UInt8]) = ("PLTE", [255, 0, 0, 0, 255, 0])
    #expect(
      pixels(try decoder.decode(Fixtures.png(one, extra: [twoColours], scanlines: [0, 0b0100_0000]))).map(
        \.green) == [
          0, 255, 0,
        ])
    let two = PNGHeader(width: 3, height: 1, bitDepth: 2, colourType: .palette)
    #expect(
      pixels(try decoder.decode(Fixtures.png(two, extra: [plte], scanlines: [0, 0b1001_0000]))).map(\.blue)
        == [255, 0, 0])
    let four = PNGHeader(width: 3, height: 1, bitDepth: 4, colourType: .palette)
    #expect(
      pixels(try decoder.decode(Fixtures.png(four, extra: [plte], scanlines: [0, 0x12, 0x00]))).map(\.red)
        == [0, 0, 255])
  }

  @Test func greyAlphaAt8And16BitsRGBAAt16Bits() throws {
    let greyAlpha = PNGHeader(width: 2, height: 1, bitDepth: 8, colourType: .grayAlpha)
    #expect(
      pixels(try decoder.decode(Fixtures.png(greyAlpha, scanlines: [0, 10, 20, 30, 40]))) == [
        grey(10, alpha: 20), grey(30, alpha: 40),
      ])
    let greyAlpha16 = PNGHeader(width: 1, height: 1, bitDepth: 16, colourType: .grayAlpha)
    #expect(
      pixels(try decoder.decode(Fixtures.png(greyAlpha16, scanlines: [0, 9, 1, 7, 2]))) == [grey(9, alpha: 7)]
    )
    let rgba16 = PNGHeader(width: 1, height: 1, bitDepth: 16, colourType: .rgba)
    #expect(
      pixels(try decoder.decode(Fixtures.png(rgba16, scanlines: [0, 1, 0, 2, 0, 3, 0, 4, 0]))) == [
        RGBA(red: 1, green: 2, blue: 3, alpha: 4)
      ])
  }

  // MARK: - Filters

  /// The rows [10, 20, 30] and [40, 50, 60] of a 3 × 2 grey image, filtered by hand.
  static let filtered: [(name: String, scanlines: [UInt8])] = [
    ("none", [0, 10, 20, 30, 0, 40, 50, 60]),
    ("sub", [1, 10, 10, 10, 1, 40, 10, 10]),
    ("up", [2, 10, 20, 30, 2, 30, 30, 30]),
    ("average", [3, 10, 15, 20, 3, 35, 20, 20]),
    ("paeth", [4, 10, 10, 10, 4, 30, 10, 10]),
  ]

  @Test(arguments: 0..<5) func eachFilterTypeWrittenByHand(_ index: Int) throws {
    let header = PNGHeader(width: 3, height: 2, bitDepth: 8, colourType: .gray)
    let image = try decoder.decode(Fixtures.png(header, scanlines: Self.filtered[index].scanlines))
    #expect(pixels(image).map(\.red) == [10, 20, 30, 40, 50, 60], "\(Self.filtered[index].name)")
  }

  @Test func subStepsAWholePixel3BytesForRGBAndWrapsAround256() throws {
    let header = PNGHeader(width: 2, height: 1, bitDepth: 8, colourType: .rgb)
    let image = try decoder.decode(Fixtures.png(header, scanlines: [1, 200, 2, 3, 156, 5, 6]))
    #expect(pixels(image) == [RGBA(red: 200, green: 2, blue: 3), RGBA(red: 100, green: 7, blue: 9)])
  }

  @Test func ancillaryChunksAreSkippedDataAfterIENDIsIgnored() throws {
    let bytes = Fixtures.file([
      Fixtures.ihdr(Fixtures.tinyHeader), ("tEXt", Array("Title\0poster".utf8)),
      ("IDAT", PNGEncoder.zlibStored(Fixtures.tinyScanlines)), ("IEND", []),
    ])
    #expect(pixels(try decoder.decode(bytes + [1, 2, 3])) == [RGBA(red: 10, green: 20, blue: 30)])
  }

  @Test func imageDataSplitOverSeveralIDATChunks() throws {
    let stream = PNGEncoder.zlibStored(Fixtures.tinyScanlines)
    let bytes = Fixtures.file([
      Fixtures.ihdr(Fixtures.tinyHeader), ("IDAT", Array(stream.prefix(3))), ("IDAT", []),
      ("IDAT", Array(stream.dropFirst(3))), ("IEND", []),
    ])
    #expect(pixels(try decoder.decode(bytes)) == [RGBA(red: 10, green: 20, blue: 30)])
  }

  // MARK: - Errors

  @Test func notAPNGEmptyAnotherFormatACutSignature() {
    #expect(throws: PNGError.notPNG) { try decoder.decode([]) }
    #expect(throws: PNGError.notPNG) { try decoder.decode(Array("GIF89a......".utf8)) }
    #expect(throws: PNGError.notPNG) { try decoder.decode(Array("<!DOCTYPE html>".utf8)) }
    #expect(throws: PNGError.truncated("signature")) {
      try decoder.decode(Array(PNGDecoder.signature.prefix(5)))
    }
    #expect(throws: PNGError.notPNG) { try decoder.header(Array("<html></html>".utf8)) }
  }

  @Test func everyCutOfAValidFileAfterItsSignatureIsTruncated() {
    let bytes = Fixtures.tinyPNG
    for length in 8..<bytes.count {
      #expect {
        try decoder.decode(Array(bytes.prefix(length)))
      } throws: { error in
        guard case .truncated = error as? PNGError else { return false }
        return true
      }
    }
  }

  @Test func aChangedByteInAChunkFailsItsCRC() {
    var header = Fixtures.tinyPNG
    header[16 + 3] ^= 0x01  // width
    #expect {
      try decoder.decode(header)
    } throws: { error in
      guard case .badCRC(let chunk, let stored, let computed) = error as? PNGError else { return false }
      return chunk == "IHDR" && stored != computed
    }
    #expect {
      try decoder.header(header)
    } throws: { error in
      guard case .badCRC(let chunk, _, _) = error as? PNGError else { return false }
      return chunk == "IHDR"
    }
    var data = Fixtures.tinyPNG
    data[8 + 25 + 8 + 3] ^= 0x40  // inside IDAT
    #expect {
      try decoder.decode(data)
    } throws: { error in
      guard case .badCRC(let chunk, _, _) = error as? PNGError else { return false }
      return chunk == "IDAT"
    }
  }

  @Test func chunkOrderAndPresence() {
    let idat: (type: String, data: [UInt8]) = ("IDAT", PNGEncoder.zlibStored(Fixtures.tinyScanlines))
    let ihdr = Fixtures.ihdr(Fixtures.tinyHeader)
    let plte: (type: String, data: [UInt8]) = ("PLTE", [1, 2, 3])
    let cases: [([(type: String, data: [UInt8])], PNGError)] = [
      ([idat, ihdr, ("IEND", [])], .missingChunk("IHDR")),
      ([ihdr, ("IEND", [])], .missingChunk("IDAT")),
      ([ihdr, ihdr, idat, ("IEND", [])], .misplacedChunk("a second IHDR")),
      ([ihdr, idat, plte, ("IEND", [])], .misplacedChunk("PLTE after IDAT")),
      ([ihdr, plte, plte, idat, ("IEND", [])], .misplacedChunk("a second PLTE")),
      (
        [ihdr, idat, ("tEXt", [65, 0, 66]), idat, ("IEND", [])],
        .misplacedChunk("IDAT chunks are not consecutive")
      ),
      ([ihdr, idat, ("tRNS", [0, 0, 0, 0, 0, 0]), ("IEND", [])], .misplacedChunk("tRNS after IDAT")),
      ([ihdr, ("ZZZZ", []), idat, ("IEND", [])], .unsupported("critical chunk ZZZZ")),
      ([ihdr, idat], .truncated("no IEND chunk")),
      ([("IHDR", [0, 0, 0, 1]), idat, ("IEND", [])], .invalidHeader("IHDR has 4 bytes, not 13")),
    ]
    for (chunks, expected) in cases {
      #expect(throws: expected) { try decoder.decode(Fixtures.file(chunks)) }
    }
  }

  @Test func aChunkTypeThatIsNotFourLetters() {
    var bytes = Fixtures.tinyPNG
    bytes[8 + 25 + 4] = UInt8(ascii: "1")
    #expect(throws: PNGError.badChunkType([UInt8(ascii: "1"), 0x44, 0x41, 0x54])) {
      try decoder.decode(bytes)
    }
  }

  @Test func invalidHeaderFields() {
    let idat: (type: String, data: [UInt8]) = ("IDAT", PNGEncoder.zlibStored(Fixtures.tinyScanlines))
    let cases: [((type: String, data: [UInt8]), String)] = [
      (Fixtures.ihdr(width: 0, height: 1), "zero width or height (0×1)"),
      (Fixtures.ihdr(width: 1, height: 0x8000_0000), "width or height over 2^31 - 1"),
      (Fixtures.ihdr(width: 1, height: 1, colour: 5), "unknown colour type 5"),
      (
        Fixtures.ihdr(width: 1, height: 1, depth: 4, colour: 2),
        "bit depth 4 is not allowed for colour type 2"
      ),
      (
        Fixtures.ihdr(width: 1, height: 1, depth: 16, colour: 3),
        "bit depth 16 is not allowed for colour type 3"
      ),
      (Fixtures.ihdr(width: 1, height: 1, compression: 1), "unknown compression method 1"),
      (Fixtures.ihdr(width: 1, height: 1, filter: 1), "unknown filter method 1"),
      (Fixtures.ihdr(width: 1, height: 1, interlace: 2), "unknown interlace method 2"),
    ]
    for (ihdr, reason) in cases {
      #expect(throws: PNGError.invalidHeader(reason)) {
        try decoder.decode(Fixtures.file([ihdr, idat, ("IEND", [])]))
      }
    }
  }

  @Test func absurdSizesAreRejectedFromTheHeaderBeforeAnyPixelIsAllocated() {
    let idat: (type: String, data: [UInt8]) = ("IDAT", PNGEncoder.zlibStored([0, 0, 0, 0]))
    let huge = Fixtures.file([Fixtures.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), idat, ("IEND", [])])
    #expect(
      throws: PNGError.imageTooLarge(
        width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, reason: "the limit is 16384×16384")
    ) {
      try decoder.decode(huge)
    }
    let small = PNGDecoder(maxWidth: 100, maxHeight: 100, maxPixels: 99)
    let tooMany = Fixtures.file([Fixtures.ihdr(width: 10, height: 10), idat, ("IEND", [])])
    #expect(throws: PNGError.imageTooLarge(width: 10, height: 10, reason: "more than 99 pixels")) {
      try small.decode(tooMany)
    }
    #expect(throws: PNGError.imageTooLarge(width: 10, height: 10, reason: "more than 99 pixels")) {
      try small.header(tooMany)
    }
  }

  @Test func paletteErrors() {
    let header = PNGHeader(width: 1, height: 1, bitDepth: 2, colourType: .palette)
    let scanlines: [UInt8] = [0, 0]
    let cases: [([(type: String, data: [UInt8])], PNGError)] = [
      ([], .missingChunk("PLTE")),
      ([("PLTE", [1, 2, 3, 4])], .badPalette("PLTE has 4 bytes, not 3 × 1…256")),
      ([("PLTE", [UInt8](repeating: 9, count: 15))], .badPalette("5 colours for bit depth 2")),
      ([("PLTE", [1, 2, 3]), ("tRNS", [1, 2])], .badPalette("tRNS has 2 entries for 1 colours")),
      ([("tRNS", [1])], .misplacedChunk("tRNS before PLTE")),
    ]
    for (extra, expected) in cases {
      #expect(throws: expected) {
        try decoder.decode(Fixtures.png(header, extra: extra, scanlines: scanlines))
      }
    }
    let grey = PNGHeader(width: 1, height: 1, bitDepth: 8, colourType: .gray)
    #expect(throws: PNGError.misplacedChunk("PLTE in a greyscale image")) {
      try decoder.decode(Fixtures.png(grey, extra: [("PLTE", [1, 2, 3])], scanlines: [0, 0]))
    }
    #expect(throws: PNGError.badPalette("grey tRNS has 1 bytes, not 2")) {
      try decoder.decode(Fixtures.png(grey, extra: [("tRNS", [1])], scanlines: [0, 0]))
    }
    #expect(throws: PNGError.badPalette("RGB tRNS has 2 bytes, not 6")) {
      try decoder.decode(
        Fixtures.png(Fixtures.tinyHeader, extra: [("tRNS", [1, 2])], scanlines: Fixtures.tinyScanlines))
    }
    let rgba = PNGHeader(width: 1, height: 1, bitDepth: 8, colourType: .rgba)
    #expect(throws: PNGError.misplacedChunk("tRNS in an image with an alpha channel")) {
      try decoder.decode(Fixtures.png(rgba, extra: [("tRNS", [1, 2])], scanlines: [0, 1, 2, 3, 4]))
    }
    let indexOutside = Fixtures.png(
      header, extra: [("PLTE", [1, 2, 3, 4, 5, 6])], scanlines: [0, 0b1100_0000])
    #expect(throws: PNGError.paletteIndexOutOfRange(index: 3, paletteSize: 2)) {
      try decoder.decode(indexOutside)
    }
  }

  @Test func badCompressedDataHeaderChecksumTruncatedStream() {
    func file(_ idat: [UInt8]) -> [UInt8] {
      Fixtures.file([Fixtures.ihdr(Fixtures.tinyHeader), ("IDAT", idat), ("IEND", [])])
    }
    let stream = PNGEncoder.zlibStored(Fixtures.tinyScanlines)
    #expect(throws: PNGError.compressedData(.badZlibHeader("header check bits"))) {
      try decoder.decode(file([0x78, 0x00] + stream.dropFirst(2)))
    }
    var wrongSum = stream
    wrongSum[wrongSum.count - 1] ^= 1
    #expect {
      try decoder.decode(file(wrongSum))
    } throws: { error in
      guard case .compressedData(.checksumMismatch) = error as? PNGError else { return false }
      return true
    }
    #expect(throws: PNGError.compressedData(.truncated)) { try decoder.decode(file(Array(stream.prefix(8)))) }
  }

  @Test func tooLittleOrTooMuchImageDataForTheHeadersSize() {
    let header = PNGHeader(width: 1, height: 2, bitDepth: 8, colourType: .rgb)
    #expect(throws: PNGError.imageDataSize(expected: 8, actual: 4)) {
      try decoder.decode(Fixtures.png(header, scanlines: [0, 1, 2, 3]))
    }
    #expect(throws: PNGError.compressedData(.outputTooLarge(limit: 8))) {
      try decoder.decode(Fixtures.png(header, scanlines: [0, 1, 2, 3, 0, 4, 5, 6, 0]))
    }
  }

  @Test func anUnknownFilterTypeNamesItsRow() {
    let header = PNGHeader(width: 1, height: 2, bitDepth: 8, colourType: .gray)
    #expect(throws: PNGError.badFilter(type: 5, row: 1)) {
      try decoder.decode(Fixtures.png(header, scanlines: [0, 1, 5, 2]))
    }
  }

  @Test func everyErrorHasADescription() {
    #expect(
      PNGError.badCRC(chunk: "IDAT", expected: 1, actual: 0xAB).description
        == "CRC mismatch in chunk IDAT (stored 0x00000001, computed 0x000000ab)")
    #expect(
      PNGError.compressedData(.invalidCode).description
        == "bad compressed image data: invalid Huffman code in the compressed data")
    #expect(PNGError.badChunkType([0x31, 0x0A]).description == "invalid chunk type 31 a")
  }
}
