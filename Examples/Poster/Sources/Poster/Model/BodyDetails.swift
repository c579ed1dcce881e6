/// What a response body was, for a screen that cannot show it as a picture: its media type,
/// size, first bytes and the format its first bytes look like.
///
/// Only a short prefix of the body is kept, so a failure state stays small.
public struct BodyDetails: Hashable, Sendable, CustomStringConvertible {
  /// How many leading bytes are kept.
  public static let prefixLength = 16

  /// The `Content-Type` the server sent, without parameters (`text/html`), if any.
  public var contentType: String?
  /// The body's size in bytes.
  public var byteCount: Int
  /// The body's first bytes, at most ``prefixLength``.
  public var firstBytes: [UInt8]
  /// The body's start as text, when it looks like text (and not like an image format): at most
  /// 60 characters, every control character replaced by a space.
  public var textPreview: String?

  /// Describes `body`.
  public init(body: some Collection<UInt8>, contentType: String?) {
    self.contentType = contentType
    byteCount = body.count
    firstBytes = Array(body.prefix(Self.prefixLength))
    textPreview = nil
    if detectedFormat == nil { textPreview = Self.textPreview(Array(body.prefix(240))) }
  }

  /// The image format the first bytes are the signature of (`PNG`, `JPEG`, `GIF`, `WebP`,
  /// `BMP`, `TIFF`, `ICO`, `AVIF`), if any.
  public var detectedFormat: String? {
    let bytes = firstBytes
    func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
    if starts(PNGDecoder.signature) { return "PNG" }
    if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if starts(Array("GIF8".utf8)) { return "GIF" }
    if starts(Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return "WebP"
    }
    if starts(Array("BM".utf8)) { return "BMP" }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
    if starts([0x00, 0x00, 0x01, 0x00]) { return "ICO" }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      return Array(bytes[8..<12]) == Array("avif".utf8) ? "AVIF" : "HEIF/MP4"
    }
    return nil
  }

  /// The first bytes in hex, `89 50 4E 47 …`.
  public var hexPrefix: String {
    let hex = firstBytes.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
    return byteCount > firstBytes.count ? hex + " …" : hex
  }

  /// What arrived: `text/html · 1,234 bytes`, with the detected format when there is one
  /// (`image/jpeg · 5,120 bytes · JPEG`).
  public var summary: String {
    var parts = [contentType ?? "no Content-Type", "\(Self.grouped(byteCount)) bytes"]
    if let detectedFormat { parts.append(detectedFormat) }
    return parts.joined(separator: " · ")
  }

  /// How it starts: `3C 21 44 4F … · "<!DOCTYPE html>…"`; empty for an empty body.
  public var preview: String {
    var parts: [String] = []
    if !firstBytes.isEmpty { parts.append(hexPrefix) }
    if let textPreview { parts.append("\"\(textPreview)\"") }
    return parts.joined(separator: " · ")
  }

  /// One line: `text/html · 1,234 bytes · 3C 21 44 4F … · "<!DOCTYPE html>…"`.
  public var description: String {
    preview.isEmpty ? summary : summary + " · " + preview
  }

  /// `1234567` → `1,234,567`.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  /// The start of `bytes` as one line of text, or `nil` when it is not mostly printable UTF-8.
  private static func textPreview(_ bytes: [UInt8]) -> String? {
    guard !bytes.isEmpty else { return nil }
    var text = String(decoding: bytes, as: UTF8.self)
    if bytes.count == 240 { text = String(text.dropLast()) }  // a character cut at the end
    let scalars = text.unicodeScalars
    let unreadable = scalars.filter {
      $0 == "\u{FFFD}" || ($0.value < 0x20 && !"\t\n\r".unicodeScalars.contains($0))
    }
    guard unreadable.count * 10 <= scalars.count else { return nil }
    var line = ""
    var lastWasSpace = false
    for scalar in scalars {
      let isSpace =
        scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      if isSpace {
        if !lastWasSpace, !line.isEmpty { line.append(" ") }
        lastWasSpace = true
      } else {
        line.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
    }
    line = String(line.reversed().drop(while: { $0 == " " }).reversed())
    guard !line.isEmpty else { return nil }
    return line.count > 60 ? String(line.prefix(59)) + "…" : line
  }
}
