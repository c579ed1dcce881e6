import Poster
import Testing

@Suite("PNGHeader")
struct PNGHeaderTests {
  @Test func bitsPerPixelAndScanlineBytesForEachColourTypeAndDepth() {
    #expect(PNGHeader(width: 10, height: 1, bitDepth: 1, colourType: .gray).rowBytes(width: 10) == 2)
    #expect(PNGHeader(width: 3, height: 1, bitDepth: 2, colourType: .palette).rowBytes(width: 3) == 1)
    #expect(PNGHeader(width: 5, height: 1, bitDepth: 8, colourType: .rgb).bitsPerPixel == 24)
    #expect(PNGHeader(width: 5, height: 1, bitDepth: 16, colourType: .rgba).rowBytes(width: 5) == 40)
    #expect(PNGHeader(width: 5, height: 1, bitDepth: 8, colourType: .grayAlpha).bitsPerPixel == 16)
  }

  @Test func theAllowedBitDepthsFollowTheFormat() {
    #expect(PNGHeader.ColourType.gray.allowedBitDepths == [1, 2, 4, 8, 16])
    #expect(PNGHeader.ColourType.palette.allowedBitDepths == [1, 2, 4, 8])
    #expect(PNGHeader.ColourType.rgb.allowedBitDepths == [8, 16])
  }

  @Test func theIHDRDataBigEndianSizeDepthColourTypeZeroMethodsInterlaceFlag() {
    let header = PNGHeader(width: 0x0102_0304, height: 5, bitDepth: 4, colourType: .palette, interlaced: true)
    #expect(header.chunkData == [1, 2, 3, 4, 0, 0, 0, 5, 4, 3, 0, 0, 1])
  }
}
