import Poster

/// PNG files built by hand for the decoder's tests: the scanlines (with their filter bytes)
/// are written out in each test; only the zlib and chunk framing come from `PNGEncoder`.
enum Fixtures {
  /// A PNG of `header` whose image data is `scanlines`, with `extra` chunks before `IDAT`.
  static func png(_ header: PNGHeader, extra: [(type: String, data: [UInt8])] = [], scanlines: [UInt8])
    -> [UInt8]
  {
    PNGEncoder.file(header: header, extra: extra, imageData: scanlines)
  }

  /// The signature followed by `chunks`, in order, each with a correct CRC.
  static func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    PNGDecoder.signature + chunks.flatMap { PNGEncoder.chunk($0.type, $0.data) }
  }

  /// The `IHDR` chunk of `header`.
  static func ihdr(_ header: PNGHeader) -> (type: String, data: [UInt8]) { ("IHDR", header.chunkData) }

  /// An `IHDR` from raw fields, for invalid headers.
  static func ihdr(
    width: UInt32, height: UInt32, depth: UInt8 = 8, colour: UInt8 = 2, compression: UInt8 = 0,
    filter: UInt8 = 0,
    interlace: UInt8 = 0
  ) -> (type: String, data: [UInt8]) {
    ("IHDR", bigEndian(width) + bigEndian(height) + [depth, colour, compression, filter, interlace])
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// A 1 × 1 RGB header and its one scanline.
  static let tinyHeader = PNGHeader(width: 1, height: 1, bitDepth: 8, colourType: .rgb)
  static let tinyScanlines: [UInt8] = [0, 10, 20, 30]
  static var tinyPNG: [UInt8] { png(tinyHeader, scanlines: tinyScanlines) }

  /// A small opaque image with a different colour in every pixel.
  static func pattern(width: Int = 5, height: Int = 4, alpha: Bool = false) -> PixelImage {
    var image = PixelImage(width: width, height: height, filling: RGBA(red: 0, green: 0, blue: 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBA(
          red: UInt8(x * 50 % 256), green: UInt8(y * 60 % 256), blue: UInt8((x * 7 + y * 31) % 256),
          alpha: alpha ? UInt8((x + y) * 40 % 256) : 255)
      }
    }
    return image
  }

  /// A decoded poster for feature tests: a `width × height` image of one colour.
  static func poster(_ shade: UInt8, width: Int = 2, height: Int = 3, source: String = "stub") -> PosterImage
  {
    let png = PNGEncoder.encode(
      PixelImage(width: width, height: height, filling: RGBA(red: shade, green: 0, blue: 255 - shade)))
    return try! PosterImage(decoding: png, contentType: "image/png", source: source)
  }
}
