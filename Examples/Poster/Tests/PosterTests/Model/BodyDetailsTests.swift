import Poster
import Testing

@Suite("BodyDetails")
struct BodyDetailsTests {
  @Test func anHTMLPageMediaTypeSizeFirstBytesAndItsStartAsOneLineOfText() {
    let body = Array("<!DOCTYPE html>\n<html>\n  <body>Not found</body>\n</html>\n".utf8)
    let details = BodyDetails(body: body, contentType: "text/html")
    #expect(details.byteCount == body.count)
    #expect(details.firstBytes == Array(body.prefix(16)))
    #expect(details.hexPrefix == "3C 21 44 4F 43 54 59 50 45 20 68 74 6D 6C 3E 0A …")
    #expect(details.textPreview == "<!DOCTYPE html> <html> <body>Not found</body> </html>")
    #expect(details.detectedFormat == nil)
    #expect(
      details.description
        == "text/html · 56 bytes · 3C 21 44 4F 43 54 59 50 45 20 68 74 6D 6C 3E 0A … · \"<!DOCTYPE html> <html> <body>Not found</body> </html>\""
    )
  }

  @Test func controlCharactersAndEscapeSequencesInABodyNeverSurviveIntoThePreview() throws {
    let body = Array(
      "Server says: oops\u{1B}]0;title\u{07}\u{1B}[2J\u{9B}31m\u{202E}done, try again later".utf8)
    let preview = try #require(BodyDetails(body: body, contentType: nil).textPreview)
    #expect(
      !preview.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
      })
    #expect(preview == "Server says: oops ]0;title [2J 31m done, try again later")
  }

  @Test func binaryBodiesHaveNoTextPreviewALongTextIsCut() {
    let binary = BodyDetails(
      body: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1, 0x01], contentType: "image/jpeg")
    #expect(binary.textPreview == nil)
    #expect(binary.hexPrefix == "FF D8 FF E0 00 10 4A 46 49 46 00 01 01")
    let long = BodyDetails(body: Array(String(repeating: "abc ", count: 100).utf8), contentType: "text/plain")
    #expect(long.textPreview?.count == 60)
    #expect(long.textPreview?.hasSuffix("…") == true)
    #expect(binary.summary == "image/jpeg · 13 bytes · JPEG")
    #expect(binary.preview == "FF D8 FF E0 00 10 4A 46 49 46 00 01 01")
    let signed = BodyDetails(
      body: PNGDecoder.signature + Array("garbage text after the signature".utf8), contentType: nil)
    #expect(signed.textPreview == nil, "a body with an image signature is not shown as text")
    let empty = BodyDetails(body: [], contentType: nil)
    #expect(empty.preview == "")
    #expect(empty.description == "no Content-Type · 0 bytes")
  }

  @Test func imageFormatsAreRecognisedByTheirFirstBytes() {
    let cases: [([UInt8], String?)] = [
      (PNGDecoder.signature, "PNG"),
      ([0xFF, 0xD8, 0xFF, 0xDB], "JPEG"),
      (Array("GIF89a".utf8), "GIF"),
      (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8), "WebP"),
      (Array("BM".utf8) + [0, 0], "BMP"),
      ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
      ([0x00, 0x00, 0x01, 0x00, 1, 0], "ICO"),
      ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), "AVIF"),
      (Array("{\"error\": 1}".utf8), nil),
    ]
    for (bytes, format) in cases {
      #expect(BodyDetails(body: bytes, contentType: nil).detectedFormat == format, "\(bytes)")
    }
  }

  @Test func numbersAreGroupedByThousands() {
    #expect(BodyDetails.grouped(0) == "0")
    #expect(BodyDetails.grouped(999) == "999")
    #expect(BodyDetails.grouped(1000) == "1,000")
    #expect(BodyDetails.grouped(8_388_608) == "8,388,608")
    #expect(BodyDetails.grouped(-1234) == "-1,234")
  }
}
