import Poster
import Testing

@Suite("RGBA")
struct RGBATests {
  @Test func drawingOverABackgroundBlendsByAlpha() {
    let white = RGBA(red: 255, green: 255, blue: 255)
    #expect(RGBA(red: 0, green: 0, blue: 0, alpha: 0).over(white) == white)
    #expect(RGBA(red: 10, green: 20, blue: 30).over(white) == RGBA(red: 10, green: 20, blue: 30))
    #expect(RGBA(red: 0, green: 0, blue: 0, alpha: 128).over(white) == RGBA(red: 127, green: 127, blue: 127))
  }

  @Test func describedAsHex() {
    #expect(RGBA(red: 255, green: 8, blue: 0).description == "#ff0800")
    #expect(RGBA(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
  }
}
