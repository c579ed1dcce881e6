/// A PNG's `IHDR` chunk: size, pixel format and interlacing.
public struct PNGHeader: Hashable, Sendable {
  /// How a PNG stores colour.
  public enum ColourType: UInt8, Hashable, Sendable {
    /// Grey levels (bit depth 1, 2, 4, 8 or 16).
    case gray = 0
    /// Red, green, blue (8 or 16).
    case rgb = 2
    /// Indices into a `PLTE` palette (1, 2, 4 or 8).
    case palette = 3
    /// Grey and alpha (8 or 16).
    case grayAlpha = 4
    /// Red, green, blue, alpha (8 or 16).
    case rgba = 6

    /// The samples per pixel.
    public var channels: Int {
      switch self {
      case .gray, .palette: return 1
      case .grayAlpha: return 2
      case .rgb: return 3
      case .rgba: return 4
      }
    }

    /// The bit depths the format allows for this colour type.
    public var allowedBitDepths: [Int] {
      switch self {
      case .gray: return [1, 2, 4, 8, 16]
      case .palette: return [1, 2, 4, 8]
      case .rgb, .grayAlpha, .rgba: return [8, 16]
      }
    }
  }

  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// Bits per sample (per palette index for palette images).
  public var bitDepth: Int
  /// The colour type.
  public var colourType: ColourType
  /// Whether the image is stored Adam7-interlaced.
  public var interlaced: Bool

  /// Creates a header.
  public init(width: Int, height: Int, bitDepth: Int, colourType: ColourType, interlaced: Bool = false) {
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colourType = colourType
    self.interlaced = interlaced
  }

  /// The bits one pixel takes.
  public var bitsPerPixel: Int { bitDepth * colourType.channels }

  /// The bytes of one scanline of `width` pixels, without its filter byte.
  public func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The 13 bytes of the `IHDR` chunk's data.
  public var chunkData: [UInt8] {
    PNGHeader.bigEndian(UInt32(width)) + PNGHeader.bigEndian(UInt32(height)) + [
      UInt8(bitDepth), colourType.rawValue, 0, 0, interlaced ? 1 : 0,
    ]
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
