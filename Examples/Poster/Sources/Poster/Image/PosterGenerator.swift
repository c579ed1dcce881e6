/// Draws posters with no network: a gradient sky, a sun, mountains and bands, all chosen by a
/// seeded random generator, so a seed always gives the same poster and the next seed another.
///
/// ```swift
/// let image = PosterGenerator().poster(seed: 42)   // 120 × 180, the same for every run
/// ```
public struct PosterGenerator: Sendable {
  /// The poster's width in pixels.
  public var width: Int
  /// The poster's height in pixels.
  public var height: Int

  /// Creates a generator of `width × height` posters (a 2:3 movie poster by default).
  public init(width: Int = 120, height: Int = 180) {
    precondition(width > 0 && height > 0, "a poster has at least one pixel")
    self.width = width
    self.height = height
  }

  /// The poster for `seed`.
  public func poster(seed: UInt64) -> PixelImage {
    var random = SeededRandom(seed: seed)
    let hue = Double.random(in: 0..<360, using: &random)
    let top = Self.colour(
      hue: hue, saturation: .random(in: 0.4...0.9, using: &random),
      value: .random(in: 0.2...0.5, using: &random))
    let bottom = Self.colour(
      hue: hue + .random(in: 40...160, using: &random), saturation: .random(in: 0.5...1, using: &random),
      value: .random(in: 0.7...1, using: &random))
    var canvas = Canvas(width: width, height: height)
    canvas.verticalGradient(from: top, to: bottom)

    // The sun or moon.
    let radius = Double(width) * .random(in: 0.12...0.3, using: &random)
    canvas.fillCircle(
      x: Double(width) * .random(in: 0.2...0.8, using: &random),
      y: Double(height) * .random(in: 0.15...0.45, using: &random),
      radius: radius,
      colour: Self.colour(
        hue: hue + 180, saturation: .random(in: 0.2...0.7, using: &random), value: 1, alpha: 230))

    // Mountains: two or three ridges, darker towards the front.
    let ridges = Int.random(in: 2...3, using: &random)
    for ridge in 0..<ridges {
      let base = Double(height) * (0.55 + 0.12 * Double(ridge))
      let peaks = Int.random(in: 2...4, using: &random)
      let value = 0.55 - 0.15 * Double(ridge)
      let colour = Self.colour(
        hue: hue + .random(in: -30...30, using: &random), saturation: 0.6, value: value)
      for _ in 0..<peaks {
        let peakX = Double(width) * .random(in: -0.1...1.1, using: &random)
        let half = Double(width) * .random(in: 0.2...0.45, using: &random)
        let peakY = base - Double(height) * .random(in: 0.08...0.25, using: &random)
        canvas.fillTriangle((peakX - half, base), (peakX, peakY), (peakX + half, base), colour: colour)
      }
      canvas.fillRect(x: 0, y: Int(base), width: width, height: height - Int(base), colour: colour)
    }

    // Translucent bands and a frame, like a poster's title blocks.
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let y = Int.random(in: 0..<height, using: &random)
      canvas.fillRect(
        x: 0, y: y, width: width, height: max(1, height / Int.random(in: 12...30, using: &random)),
        colour: Self.colour(
          hue: .random(in: 0..<360, using: &random), saturation: 0.7, value: 0.95, alpha: 110))
    }
    let frame = Self.colour(hue: hue, saturation: 0.15, value: 0.95)
    let thickness = max(1, width / 40)
    canvas.fillRect(x: 0, y: 0, width: width, height: thickness, colour: frame)
    canvas.fillRect(x: 0, y: height - thickness, width: width, height: thickness, colour: frame)
    canvas.fillRect(x: 0, y: 0, width: thickness, height: height, colour: frame)
    canvas.fillRect(x: width - thickness, y: 0, width: thickness, height: height, colour: frame)
    return canvas.image
  }

  /// A colour from hue (degrees, any value), saturation and value (0–1).
  static func colour(hue: Double, saturation: Double, value: Double, alpha: UInt8 = 255) -> RGBA {
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
    let c = value * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    let m = value - c
    func byte(_ v: Double) -> UInt8 { UInt8(min(max((v + m) * 255, 0), 255).rounded()) }
    return RGBA(red: byte(r), green: byte(g), blue: byte(b), alpha: alpha)
  }
}
