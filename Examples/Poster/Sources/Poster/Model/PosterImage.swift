/// A poster that arrived and was decoded: the picture, its PNG header, the body it came from
/// and where it came from.
public struct PosterImage: Hashable, Sendable {
  /// The decoded pixels.
  public var picture: PixelImage
  /// The PNG header: colour type, bit depth, interlacing.
  public var header: PNGHeader
  /// The body's media type, size and first bytes.
  public var body: BodyDetails
  /// Where it came from: `generator · seed 42`, or the URL.
  public var source: String

  /// Creates a poster from parts.
  public init(picture: PixelImage, header: PNGHeader, body: BodyDetails, source: String) {
    self.picture = picture
    self.header = header
    self.body = body
    self.source = source
  }

  /// Decodes a response body (status 2xx) into a poster.
  ///
  /// A body with the PNG signature, or sent as `image/png`, is decoded as PNG; another image
  /// format is ``PosterError/unsupportedFormat(_:_:)``; anything else is
  /// ``PosterError/notAnImage(_:)``.
  ///
  /// - Throws: ``PosterError`` with the body's details.
  public init(
    decoding body: [UInt8], contentType: String?, source: String, decoder: PNGDecoder = PNGDecoder()
  ) throws(PosterError) {
    let details = BodyDetails(body: body, contentType: contentType)
    let format = details.detectedFormat
    guard format == "PNG" || contentType == "image/png" else {
      if let format { throw .unsupportedFormat(format, details) }
      if let contentType, contentType.hasPrefix("image/") {
        throw .unsupportedFormat(String(contentType.dropFirst(6)).uppercased(), details)
      }
      throw .notAnImage(details)
    }
    do {
      let picture = try decoder.decode(body)
      self.init(picture: picture, header: try decoder.header(body), body: details, source: source)
    } catch {
      throw .undecodable(error, details)
    }
  }

  /// The file's format: `PNG RGB 8-bit`, `PNG palette 4-bit interlaced`.
  public var format: String {
    let kind: String
    switch header.colourType {
    case .gray: kind = "grey"
    case .rgb: kind = "RGB"
    case .palette: kind = "palette"
    case .grayAlpha: kind = "grey+alpha"
    case .rgba: kind = "RGBA"
    }
    return "PNG \(kind) \(header.bitDepth)-bit" + (header.interlaced ? " interlaced" : "")
  }

  /// One line: `120×180 px · PNG RGB 8-bit · 64,911 bytes`.
  public var summary: String {
    "\(picture.width)×\(picture.height) px · \(format) · \(BodyDetails.grouped(body.byteCount)) bytes"
  }
}
