/// A decoded picture: 8-bit RGBA pixels, row by row from the top left.
///
/// ```swift
/// var image = PixelImage(width: 2, height: 1, filling: RGBA(red: 255, green: 0, blue: 0))
/// image[1, 0] = RGBA(red: 0, green: 0, blue: 255)
/// ```
public struct PixelImage: Hashable, Sendable {
  /// The width in pixels, at least 1.
  public let width: Int
  /// The height in pixels, at least 1.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
  public private(set) var rgba: [UInt8]

  /// Creates an image from its RGBA bytes, or `nil` when the sizes do not match.
  public init?(width: Int, height: Int, rgba: [UInt8]) {
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
      rgba.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Creates an image of one colour.
  public init(width: Int, height: Int, filling colour: RGBA) {
    precondition(width > 0 && height > 0, "an image has at least one pixel")
    self.width = width
    self.height = height
    rgba = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      rgba[index * 4] = colour.red
      rgba[index * 4 + 1] = colour.green
      rgba[index * 4 + 2] = colour.blue
      rgba[index * 4 + 3] = colour.alpha
    }
  }

  /// The pixel at column `x`, row `y` (both from 0).
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      let offset = (y * width + x) * 4
      return RGBA(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }
    set {
      let offset = (y * width + x) * 4
      rgba[offset] = newValue.red
      rgba[offset + 1] = newValue.green
      rgba[offset + 2] = newValue.blue
      rgba[offset + 3] = newValue.alpha
    }
  }
}
