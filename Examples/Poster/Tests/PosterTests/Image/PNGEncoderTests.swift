import Poster
import Testing

@Suite("PNGEncoder")
struct PNGEncoderTests {
  @Test(arguments: PNGEncoder.Filter.allCases) func opaqueImagesRoundTripAsRGBThroughEveryFilter(
    _ filter: PNGEncoder.Filter
  ) throws {
    let image = Fixtures.pattern()
    let bytes = PNGEncoder.encode(image, filter: filter)
    #expect(try PNGDecoder().header(bytes) == PNGHeader(width: 5, height: 4, bitDepth: 8, colourType: .rgb))
    #expect(try PNGDecoder().decode(bytes) == image)
  }

  @Test(arguments: PNGEncoder.Filter.allCases) func translucentImagesRoundTripAsRGBAThroughEveryFilter(
    _ filter: PNGEncoder.Filter
  ) throws {
    let image = Fixtures.pattern(width: 9, height: 7, alpha: true)
    let bytes = PNGEncoder.encode(image, filter: filter)
    #expect(try PNGDecoder().header(bytes).colourType == .rgba)
    #expect(try PNGDecoder().decode(bytes) == image)
  }

  @Test func theFileLayoutSignatureIHDRIDATIENDWithTheFilterByteOnEachRow() {
    let bytes = PNGEncoder.encode(
      PixelImage(width: 1, height: 1, filling: RGBA(red: 1, green: 2, blue: 3)), filter: .sub)
    #expect(Array(bytes.prefix(8)) == PNGDecoder.signature)
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    #expect(Array(bytes[16..<29]) == [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
    #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "IDAT")
    #expect(Array(bytes[41..<43]) == [0x78, 0x01])
    #expect(Array(bytes[48..<52]) == [1, 1, 2, 3])  // filter 1, then the pixel (nothing to its left)
    #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test func filteringByHandComputedValues() {
    let rows: [[UInt8]] = [[10, 20, 30], [40, 50, 60]]
    #expect(PNGEncoder.filtered(rows, filter: .average, bytesPerPixel: 1) == [3, 10, 15, 20, 3, 35, 20, 20])
    #expect(PNGEncoder.filtered(rows, filter: .paeth, bytesPerPixel: 1) == [4, 10, 10, 10, 4, 30, 10, 10])
  }
}
