import Poster
import Testing

@Suite("PixelImage")
struct PixelImageTests {
  @Test("RGBA bytes must match the size")
  func validation() {
    #expect(PixelImage(width: 1, height: 1, rgba: [1, 2, 3, 4]) != nil)
    #expect(PixelImage(width: 1, height: 1, rgba: [1, 2, 3]) == nil)
    #expect(PixelImage(width: 0, height: 1, rgba: []) == nil)
    #expect(PixelImage(width: Int.max, height: 2, rgba: []) == nil)
  }

  @Test("pixels are read and written by column and row")
  func subscripts() {
    var image = PixelImage(width: 3, height: 2, filling: RGBA(red: 1, green: 2, blue: 3))
    image[2, 1] = RGBA(red: 9, green: 8, blue: 7, alpha: 6)
    #expect(image[2, 1] == RGBA(red: 9, green: 8, blue: 7, alpha: 6))
    #expect(image[0, 0] == RGBA(red: 1, green: 2, blue: 3))
    #expect(Array(image.rgba.suffix(4)) == [9, 8, 7, 6])
  }
}
