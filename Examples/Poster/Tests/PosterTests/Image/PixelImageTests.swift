import Poster
import Testing

@Suite("PixelImage")
struct PixelImageTests {
  @Test func rgbaBytesMustMatchTheSize() {
    #expect(PixelImage(width: 1, height: 1, rgba: [1, 2, 3, 4]) != nil)
    #expect(PixelImage(width: 1, height: 1, rgba: [1, 2, 3]) == nil)
    #expect(PixelImage(width: 0, height: 1, rgba: []) == nil)
    #expect(PixelImage(width: Int.max, height: 2, rgba: []) == nil)
  }

  @Test func pixelsAreReadAndWrittenByColumnAndRow() {
    var image = PixelImage(width: 3, height: 2, filling: RGBA(red: 1, green: 2, blue: 3))
    image[2, 1] = RGBA(red: 9, green: 8, blue: 7, alpha: 6)
    #expect(image[2, 1] == RGBA(red: 9, green: 8, blue: 7, alpha: 6))
    #expect(image[0, 0] == RGBA(red: 1, green: 2, blue: 3))
    #expect(Array(image.rgba.suffix(4)) == [9, 8, 7, 6])
  }
}
