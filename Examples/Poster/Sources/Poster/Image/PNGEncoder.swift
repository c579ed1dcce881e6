/// Writes PNG files: 8-bit RGB or RGBA, one filter type for every scanline, the image data in
/// stored (uncompressed) DEFLATE blocks. The embedded poster generator's output goes through it,
/// so a generated poster is decoded like any downloaded one.
///
/// ```swift
/// let bytes = PNGEncoder.encode(image)
/// ```
public enum PNGEncoder {
  /// A PNG scanline filter.
  public enum Filter: UInt8, CaseIterable, Sendable {
    /// The bytes as they are.
    case none = 0
    /// Each byte minus the byte one pixel to the left.
    case sub = 1
    /// Each byte minus the byte above.
    case up = 2
    /// Each byte minus the mean of left and above.
    case average = 3
    /// Each byte minus the Paeth predictor of left, above and upper left.
    case paeth = 4
  }

  /// Encodes `image` as a PNG; RGB when every pixel is opaque, else RGBA.
  public static func encode(_ image: PixelImage, filter: Filter = .none) -> [UInt8] {
    let opaque = stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }
    let header = PNGHeader(
      width: image.width, height: image.height, bitDepth: 8, colourType: opaque ? .rgb : .rgba)
    var rows: [[UInt8]] = []
    rows.reserveCapacity(image.height)
    for y in 0..<image.height {
      var row: [UInt8] = []
      row.reserveCapacity(image.width * header.colourType.channels)
      for x in 0..<image.width {
        let offset = (y * image.width + x) * 4
        row.append(contentsOf: image.rgba[offset..<(offset + (opaque ? 3 : 4))])
      }
      rows.append(row)
    }
    return file(header: header, imageData: filtered(rows, filter: filter, bytesPerPixel: opaque ? 3 : 4))
  }

  /// Filters scanlines (each without its filter byte), returning them with their filter bytes.
  public static func filtered(_ rows: [[UInt8]], filter: Filter, bytesPerPixel bpp: Int) -> [UInt8] {
    var output: [UInt8] = []
    for (index, row) in rows.enumerated() {
      let previous = index > 0 ? rows[index - 1] : [UInt8](repeating: 0, count: row.count)
      output.append(filter.rawValue)
      for i in row.indices {
        let left = i >= bpp ? Int(row[i - bpp]) : 0
        let up = Int(previous[i])
        let upLeft = i >= bpp ? Int(previous[i - bpp]) : 0
        let prediction: Int
        switch filter {
        case .none: prediction = 0
        case .sub: prediction = left
        case .up: prediction = up
        case .average: prediction = (left + up) / 2
        case .paeth: prediction = PNGDecoder.paeth(left, up, upLeft)
        }
        output.append(row[i] &- UInt8(prediction))
      }
    }
    return output
  }

  /// A complete PNG: signature, `IHDR`, the `extra` chunks (`PLTE`, `tRNS`), `IDAT` with the
  /// filtered scanlines zlib-wrapped in stored blocks, and `IEND`.
  public static func file(
    header: PNGHeader, extra: [(type: String, data: [UInt8])] = [], imageData: [UInt8]
  ) -> [UInt8] {
    var bytes = PNGDecoder.signature
    bytes += chunk("IHDR", header.chunkData)
    for (type, data) in extra { bytes += chunk(type, data) }
    bytes += chunk("IDAT", zlibStored(imageData))
    bytes += chunk("IEND", [])
    return bytes
  }

  /// One chunk: length, type, data, CRC.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return PNGHeader.bigEndian(UInt32(data.count)) + typeBytes + data
      + PNGHeader.bigEndian(Checksum.crc32(typeBytes + data))
  }

  /// `data` as a zlib stream of stored DEFLATE blocks (no compression), with its Adler-32.
  public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, data.count - offset)
      let isFinal = offset + length == data.count
      output.append(isFinal ? 1 : 0)
      output += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
      ]
      output += data[offset..<(offset + length)]
      offset += length
    } while offset < data.count
    return output + PNGHeader.bigEndian(Checksum.adler32(data))
  }
}
