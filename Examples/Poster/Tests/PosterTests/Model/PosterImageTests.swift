import Poster
import Testing

@Suite("PosterImage")
struct PosterImageTests {
  @Test func aPNGBodyDecodesWithASummaryOfItsFormat() throws {
    let image = Fixtures.pattern(width: 4, height: 6)
    let bytes = PNGEncoder.encode(image)
    let poster = try PosterImage(decoding: bytes, contentType: "image/png", source: "test")
    #expect(poster.picture == image)
    #expect(poster.body.byteCount == bytes.count)
    #expect(poster.body.contentType == "image/png")
    #expect(poster.summary == "4×6 px · PNG RGB 8-bit · \(bytes.count) bytes")
    let interlaced = try PosterImage(decoding: PythonFixtures.interlacedRGB, contentType: nil, source: "test")
    #expect(interlaced.summary.contains("PNG RGB 8-bit interlaced"))
  }

  @Test func aPNGSignatureIsEnoughWhateverTheMediaTypeSays() throws {
    let poster = try PosterImage(
      decoding: Fixtures.tinyPNG, contentType: "application/octet-stream", source: "t")
    #expect(poster.picture.width == 1)
  }

  @Test func bodiesThatAreNotPNGsAreTypedErrorsWithTheirDetails() {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
    #expect(throws: PosterError.unsupportedFormat("JPEG", BodyDetails(body: jpeg, contentType: "image/jpeg")))
    {
      try PosterImage(decoding: jpeg, contentType: "image/jpeg", source: "t")
    }
    let unknown: [UInt8] = [1, 2, 3]
    #expect(
      throws: PosterError.unsupportedFormat("AVIF", BodyDetails(body: unknown, contentType: "image/avif"))
    ) {
      try PosterImage(decoding: unknown, contentType: "image/avif", source: "t")
    }
    let html = Array("<html>nope</html>".utf8)
    #expect(throws: PosterError.notAnImage(BodyDetails(body: html, contentType: "text/html"))) {
      try PosterImage(decoding: html, contentType: "text/html", source: "t")
    }
    #expect(throws: PosterError.notAnImage(BodyDetails(body: [], contentType: nil))) {
      try PosterImage(decoding: [], contentType: nil, source: "t")
    }
  }

  @Test func aBrokenPNGIsUndecodableWithTheDecodersReasonAndTheBodysDetails() {
    var broken = Fixtures.tinyPNG
    broken[20] ^= 0xFF
    #expect {
      try PosterImage(decoding: broken, contentType: "image/png", source: "t")
    } throws: { error in
      guard case .undecodable(.badCRC(let chunk, _, _), let details) = error as? PosterError else {
        return false
      }
      return chunk == "IHDR" && details.byteCount == broken.count && details.detectedFormat == "PNG"
    }
    let claimsPNG = Array("not really".utf8)
    #expect(throws: PosterError.undecodable(.notPNG, BodyDetails(body: claimsPNG, contentType: "image/png")))
    {
      try PosterImage(decoding: claimsPNG, contentType: "image/png", source: "t")
    }
  }
}
