import ImageSearch
import Testing

@Suite("ImageItem")
struct ImageItemTests {
  @Test func theSizeTextIsWidthHeight() {
    let image = ImageItem(imageURL: "u", width: 1200, height: 800, siteName: "s", documentURL: "d")
    #expect(image.sizeText == "1200×800")
  }
}
