/// Decodes PNG files (ISO/IEC 15948) into ``PixelImage``s, with no dependency.
///
/// Supports every colour type (grey, RGB, palette, grey + alpha, RGBA) at every bit depth the
/// format allows (1, 2, 4, 8, 16; 16-bit samples are reduced to 8), `tRNS` transparency, all
/// five scanline filters and Adam7 interlacing. Each chunk's CRC and the zlib stream's Adler-32
/// are checked. Ancillary chunks other than `tRNS` are skipped; an unknown critical chunk is
/// ``PNGError/unsupported(_:)``.
///
/// ```swift
/// let image = try PNGDecoder().decode(bytes)
/// ```
///
/// The size limits are checked against the header before any pixel memory is allocated, and
/// the decompressed data can never exceed what the header's size needs.
public struct PNGDecoder: Sendable {
  /// The eight bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The widest image accepted, in pixels.
  public var maxWidth: Int
  /// The tallest image accepted, in pixels.
  public var maxHeight: Int
  /// The most pixels accepted (width × height).
  public var maxPixels: Int

  /// Creates a decoder with size limits.
  public init(maxWidth: Int = 16_384, maxHeight: Int = 16_384, maxPixels: Int = 16_777_216) {
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.maxPixels = maxPixels
  }

  /// Whether `bytes` start with the PNG signature.
  public static func hasSignature(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: signature)
  }

  /// The chunks a decode collected.
  private struct Chunks {
    var header: PNGHeader?
    var palette: [RGBA] = []
    var transparency: [UInt8]?
    var imageData: [UInt8] = []
    var sawImageData = false
    var imageDataEnded = false
    var ended = false
  }

  /// Decodes a whole PNG file.
  ///
  /// - Throws: ``PNGError`` for every malformed, truncated, unsupported or too large file.
  public func decode(_ bytes: [UInt8]) throws(PNGError) -> PixelImage {
    let chunks = try readChunks(bytes)
    guard let header = chunks.header else { throw .missingChunk("IHDR") }
    guard chunks.sawImageData else { throw .missingChunk("IDAT") }
    guard chunks.ended else { throw .truncated("no IEND chunk") }
    if header.colourType == .palette, chunks.palette.isEmpty { throw .missingChunk("PLTE") }

    let passes = Self.passes(header)
    let expected = passes.reduce(0) { total, pass in
      pass.width == 0 || pass.height == 0
        ? total : total + pass.height * (1 + header.rowBytes(width: pass.width))
    }
    var raw: [UInt8]
    do {
      raw = try Inflater.zlib(chunks.imageData, maxOutputSize: expected)
    } catch {
      throw .compressedData(error)
    }
    guard raw.count == expected else { throw .imageDataSize(expected: expected, actual: raw.count) }

    var output = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var offset = 0
    for pass in passes where pass.width > 0 && pass.height > 0 {
      let rowBytes = header.rowBytes(width: pass.width)
      try Self.unfilter(&raw, start: offset, rows: pass.height, rowBytes: rowBytes, header: header)
      try Self.convert(raw, start: offset, pass: pass, header: header, chunks: chunks, into: &output)
      offset += pass.height * (rowBytes + 1)
    }
    return PixelImage(width: header.width, height: header.height, rgba: output)!
  }

  /// Reads only the header (checking its CRC), for describing a file without decoding it.
  public func header(_ bytes: [UInt8]) throws(PNGError) -> PNGHeader {
    guard Self.hasSignature(bytes) else { throw .notPNG }
    guard bytes.count >= 8 + 8 + 13 + 4 else { throw .truncated("IHDR") }
    guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .missingChunk("IHDR") }
    let stored = Self.uint32(bytes, at: 29)
    let computed = Checksum.crc32(bytes[12..<29])
    guard stored == computed else { throw .badCRC(chunk: "IHDR", expected: stored, actual: computed) }
    return try parseHeader(Array(bytes[16..<29]))
  }

  // MARK: - Chunks

  private func readChunks(_ bytes: [UInt8]) throws(PNGError) -> Chunks {
    guard bytes.count >= 8 else {
      throw bytes.isEmpty || !Self.signature.starts(with: bytes) ? .notPNG : .truncated("signature")
    }
    guard Self.hasSignature(bytes) else { throw .notPNG }
    var chunks = Chunks()
    var position = 8
    while !chunks.ended {
      guard position < bytes.count else { throw .truncated("no IEND chunk") }
      guard bytes.count - position >= 8 else { throw .truncated("chunk header at byte \(position)") }
      let length = Self.uint32(bytes, at: position)
      let typeBytes = Array(bytes[(position + 4)..<(position + 8)])
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw .badChunkType(typeBytes)
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else { throw .invalidHeader("chunk \(type) claims \(length) bytes") }
      let dataStart = position + 8
      guard bytes.count - dataStart >= Int(length) + 4 else { throw .truncated("chunk \(type)") }
      let dataEnd = dataStart + Int(length)
      let stored = Self.uint32(bytes, at: dataEnd)
      let computed = Checksum.crc32(bytes[(position + 4)..<dataEnd])
      guard stored == computed else { throw .badCRC(chunk: type, expected: stored, actual: computed) }
      try handle(type, bytes[dataStart..<dataEnd], &chunks)
      position = dataEnd + 4
    }
    return chunks
  }

  private func handle(_ type: String, _ data: ArraySlice<UInt8>, _ chunks: inout Chunks) throws(PNGError) {
    guard let header = chunks.header else {
      guard type == "IHDR" else { throw .missingChunk("IHDR") }
      chunks.header = try parseHeader(Array(data))
      return
    }
    if chunks.sawImageData, type != "IDAT" { chunks.imageDataEnded = true }
    switch type {
    case "IHDR":
      throw .misplacedChunk("a second IHDR")
    case "PLTE":
      guard !chunks.sawImageData else { throw .misplacedChunk("PLTE after IDAT") }
      guard chunks.palette.isEmpty else { throw .misplacedChunk("a second PLTE") }
      guard header.colourType != .gray, header.colourType != .grayAlpha else {
        throw .misplacedChunk("PLTE in a greyscale image")
      }
      guard !data.isEmpty, data.count % 3 == 0, data.count / 3 <= 256 else {
        throw .badPalette("PLTE has \(data.count) bytes, not 3 × 1…256")
      }
      if header.colourType == .palette, data.count / 3 > 1 << header.bitDepth {
        throw .badPalette("\(data.count / 3) colours for bit depth \(header.bitDepth)")
      }
      let bytes = Array(data)
      chunks.palette = stride(from: 0, to: bytes.count, by: 3).map {
        RGBA(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2])
      }
    case "tRNS":
      guard !chunks.sawImageData else { throw .misplacedChunk("tRNS after IDAT") }
      switch header.colourType {
      case .palette:
        guard !chunks.palette.isEmpty else { throw .misplacedChunk("tRNS before PLTE") }
        guard data.count <= chunks.palette.count else {
          throw .badPalette("tRNS has \(data.count) entries for \(chunks.palette.count) colours")
        }
      case .gray:
        guard data.count == 2 else { throw .badPalette("grey tRNS has \(data.count) bytes, not 2") }
      case .rgb:
        guard data.count == 6 else { throw .badPalette("RGB tRNS has \(data.count) bytes, not 6") }
      case .grayAlpha, .rgba:
        throw .misplacedChunk("tRNS in an image with an alpha channel")
      }
      chunks.transparency = Array(data)
    case "IDAT":
      guard !chunks.imageDataEnded else { throw .misplacedChunk("IDAT chunks are not consecutive") }
      chunks.sawImageData = true
      chunks.imageData.append(contentsOf: data)
    case "IEND":
      chunks.ended = true
    default:
      if let first = type.utf8.first, (65...90).contains(first) {
        throw .unsupported("critical chunk \(type)")
      }
    }
  }

  private func parseHeader(_ data: [UInt8]) throws(PNGError) -> PNGHeader {
    guard data.count == 13 else { throw .invalidHeader("IHDR has \(data.count) bytes, not 13") }
    let width = Int(Self.uint32(data, at: 0))
    let height = Int(Self.uint32(data, at: 4))
    guard width > 0, height > 0 else { throw .invalidHeader("zero width or height (\(width)×\(height))") }
    guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw .invalidHeader("width or height over 2^31 - 1")
    }
    guard let colourType = PNGHeader.ColourType(rawValue: data[9]) else {
      throw .invalidHeader("unknown colour type \(data[9])")
    }
    let bitDepth = Int(data[8])
    guard colourType.allowedBitDepths.contains(bitDepth) else {
      throw .invalidHeader("bit depth \(bitDepth) is not allowed for colour type \(colourType.rawValue)")
    }
    guard data[10] == 0 else { throw .invalidHeader("unknown compression method \(data[10])") }
    guard data[11] == 0 else { throw .invalidHeader("unknown filter method \(data[11])") }
    guard data[12] <= 1 else { throw .invalidHeader("unknown interlace method \(data[12])") }
    if width > maxWidth || height > maxHeight {
      throw .imageTooLarge(width: width, height: height, reason: "the limit is \(maxWidth)×\(maxHeight)")
    }
    if width * height > maxPixels {
      throw .imageTooLarge(width: width, height: height, reason: "more than \(maxPixels) pixels")
    }
    return PNGHeader(
      width: width, height: height, bitDepth: bitDepth, colourType: colourType, interlaced: data[12] == 1)
  }

  // MARK: - Pixels

  /// One sub-image: the whole image, or one of Adam7's seven passes.
  struct Pass {
    var x0: Int, y0: Int, dx: Int, dy: Int
    var width: Int, height: Int
  }

  static func passes(_ header: PNGHeader) -> [Pass] {
    guard header.interlaced else {
      return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: header.width, height: header.height)]
    }
    let adam7 = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]
    return adam7.map { x0, y0, dx, dy in
      Pass(
        x0: x0, y0: y0, dx: dx, dy: dy,
        width: header.width > x0 ? (header.width - x0 + dx - 1) / dx : 0,
        height: header.height > y0 ? (header.height - y0 + dy - 1) / dy : 0)
    }
  }

  /// Reverses the scanline filters of `rows` rows starting at `start`, in place.
  static func unfilter(
    _ raw: inout [UInt8], start: Int, rows: Int, rowBytes: Int, header: PNGHeader
  ) throws(PNGError) {
    let bpp = max(1, header.bitsPerPixel / 8)
    let stride = rowBytes + 1
    let badRow: (row: Int, type: UInt8)? = raw.withUnsafeMutableBufferPointer { buffer in
      for row in 0..<rows {
        let line = start + row * stride + 1
        let previous = line - stride
        let hasPrevious = row > 0
        switch buffer[line - 1] {
        case 0:
          break
        case 1:
          for i in bpp..<rowBytes { buffer[line + i] &+= buffer[line + i - bpp] }
        case 2:
          guard hasPrevious else { break }
          for i in 0..<rowBytes { buffer[line + i] &+= buffer[previous + i] }
        case 3:
          for i in 0..<rowBytes {
            let left = i >= bpp ? Int(buffer[line + i - bpp]) : 0
            let up = hasPrevious ? Int(buffer[previous + i]) : 0
            buffer[line + i] &+= UInt8((left + up) / 2)
          }
        case 4:
          for i in 0..<rowBytes {
            let left = i >= bpp ? Int(buffer[line + i - bpp]) : 0
            let up = hasPrevious ? Int(buffer[previous + i]) : 0
            let upLeft = hasPrevious && i >= bpp ? Int(buffer[previous + i - bpp]) : 0
            buffer[line + i] &+= UInt8(paeth(left, up, upLeft))
          }
        case let type:
          return (row, type)
        }
      }
      return nil
    }
    if let badRow { throw .badFilter(type: badRow.type, row: badRow.row) }
  }

  /// The Paeth predictor: whichever of left, up and upper-left is closest to left + up − upper-left.
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb, pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// Turns one pass's unfiltered scanlines into RGBA pixels of `output`.
  private static func convert(
    _ raw: [UInt8], start: Int, pass: Pass, header: PNGHeader, chunks: Chunks, into output: inout [UInt8]
  ) throws(PNGError) {
    let depth = header.bitDepth
    let rowBytes = header.rowBytes(width: pass.width)
    let maxSample = (1 << depth) - 1
    let transparency = chunks.transparency
    // The transparent grey or RGB value, at the image's bit depth.
    var key = [-1, -1, -1]
    if let transparency, header.colourType == .gray || header.colourType == .rgb {
      for index in 0..<(transparency.count / 2) {
        key[index] = Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
      }
    }
    let (key0, key1, key2) = (key[0], key[1], key[2])
    let paletteAlpha = header.colourType == .palette ? (transparency ?? []) : []
    var badIndex: Int?
    raw.withUnsafeBufferPointer { raw in
      output.withUnsafeMutableBufferPointer { output in
        for y in 0..<pass.height {
          let line = start + y * (rowBytes + 1) + 1
          /// Sample `index` of the row, at the image's bit depth.
          func sample(_ index: Int) -> Int {
            switch depth {
            case 8: return Int(raw[line + index])
            case 16: return Int(raw[line + index * 2]) << 8 | Int(raw[line + index * 2 + 1])
            default:
              let bit = index * depth
              let shift = 8 - depth - bit % 8
              return Int(raw[line + bit / 8] >> UInt8(shift)) & maxSample
            }
          }
          /// A sample scaled to 8 bits.
          func eight(_ value: Int) -> UInt8 {
            switch depth {
            case 8: return UInt8(value)
            case 16: return UInt8(value >> 8)
            default: return UInt8(value * 255 / maxSample)
            }
          }
          let outY = pass.y0 + y * pass.dy
          for x in 0..<pass.width {
            let o = ((outY * header.width) + pass.x0 + x * pass.dx) * 4
            var r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255
            switch header.colourType {
            case .gray:
              let v = sample(x)
              r = eight(v)
              (g, b) = (r, r)
              if v == key0 { a = 0 }
            case .grayAlpha:
              r = eight(sample(x * 2))
              (g, b) = (r, r)
              a = eight(sample(x * 2 + 1))
            case .rgb:
              let (vr, vg, vb) = (sample(x * 3), sample(x * 3 + 1), sample(x * 3 + 2))
              (r, g, b) = (eight(vr), eight(vg), eight(vb))
              if vr == key0, vg == key1, vb == key2 { a = 0 }
            case .rgba:
              (r, g, b, a) = (
                eight(sample(x * 4)), eight(sample(x * 4 + 1)), eight(sample(x * 4 + 2)),
                eight(sample(x * 4 + 3))
              )
            case .palette:
              let index = sample(x)
              guard index < chunks.palette.count else {
                badIndex = index
                return
              }
              let colour = chunks.palette[index]
              (r, g, b) = (colour.red, colour.green, colour.blue)
              if index < paletteAlpha.count { a = paletteAlpha[index] }
            }
            output[o] = r
            output[o + 1] = g
            output[o + 2] = b
            output[o + 3] = a
          }
        }
      }
    }
    if let badIndex { throw .paletteIndexOutOfRange(index: badIndex, paletteSize: chunks.palette.count) }
  }

  static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
