/// A pixel canvas with the few shapes the generator draws, blending by alpha.
struct Canvas {
  private(set) var image: PixelImage

  init(width: Int, height: Int) {
    image = PixelImage(width: width, height: height, filling: RGBA(red: 0, green: 0, blue: 0))
  }

  mutating func plot(_ x: Int, _ y: Int, _ colour: RGBA) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
    image[x, y] = colour.over(image[x, y])
  }

  mutating func verticalGradient(from top: RGBA, to bottom: RGBA) {
    for y in 0..<image.height {
      let t = image.height > 1 ? Double(y) / Double(image.height - 1) : 0
      func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
      let colour = RGBA(
        red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
      for x in 0..<image.width { image[x, y] = colour }
    }
  }

  mutating func fillRect(x: Int, y: Int, width: Int, height: Int, colour: RGBA) {
    let (x0, x1) = (max(x, 0), min(x + width, image.width))
    let (y0, y1) = (max(y, 0), min(y + height, image.height))
    guard x0 < x1, y0 < y1 else { return }
    for row in y0..<y1 {
      for column in x0..<x1 { plot(column, row, colour) }
    }
  }

  mutating func fillCircle(x: Double, y: Double, radius: Double, colour: RGBA) {
    let top = max(Int(y - radius), 0)
    let bottom = min(Int(y + radius) + 1, image.height)
    guard top < bottom else { return }
    for row in top..<bottom {
      for column in 0..<image.width {
        let dx = Double(column) + 0.5 - x
        let dy = Double(row) + 0.5 - y
        if dx * dx + dy * dy <= radius * radius { plot(column, row, colour) }
      }
    }
  }

  mutating func fillTriangle(
    _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double), colour: RGBA
  ) {
    func edge(_ p: (Double, Double), _ q: (Double, Double), _ x: Double, _ y: Double) -> Double {
      (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
    }
    let top = max(Int(min(a.1, b.1, c.1)), 0)
    let bottom = min(Int(max(a.1, b.1, c.1)) + 1, image.height)
    guard top < bottom else { return }
    for row in top..<bottom {
      for column in 0..<image.width {
        let (x, y) = (Double(column) + 0.5, Double(row) + 0.5)
        let e1 = edge(a, b, x, y)
        let e2 = edge(b, c, x, y)
        let e3 = edge(c, a, x, y)
        if (e1 >= 0 && e2 >= 0 && e3 >= 0) || (e1 <= 0 && e2 <= 0 && e3 <= 0) { plot(column, row, colour) }
      }
    }
  }
}
