/// One pixel's colour, 8 bits a channel; alpha 255 is opaque.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) – 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour drawn over `background`, opaque.
  public func over(_ background: RGBA) -> RGBA {
    guard alpha < 255 else { return self }
    let a = Int(alpha)
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Int(top) * a + Int(bottom) * (255 - a) + 127) / 255)
    }
    return RGBA(
      red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
  }

  /// `#rrggbb` or `#rrggbbaa` when not opaque.
  public var description: String {
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#"
      + channels.map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}
