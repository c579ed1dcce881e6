/// A picture for a true-colour terminal: each character cell is `▀` with the upper pixel as the
/// foreground colour and the lower pixel as the background (24-bit SGR), two pixel rows a cell.
///
/// ```swift
/// let picture = BlockPicture(image, columns: 80, rows: 24, background: RGBA(red: 0, green: 0, blue: 0))
/// for row in picture.rows { print(row) }
/// ```
///
/// The image is scaled to fit `columns × rows` cells, keeping its aspect ratio (a half-block
/// pixel is about square); transparent pixels are drawn over `background`. The rows contain
/// only the renderer's own escape sequences, never bytes of the image file.
public struct BlockPicture: Hashable, Sendable {
  /// One character cell: the colour of its upper and its lower half.
  public struct Cell: Hashable, Sendable {
    /// The upper pixel (the `▀` glyph's foreground).
    public var top: RGBA
    /// The lower pixel (the cell's background).
    public var bottom: RGBA

    /// Creates a cell.
    public init(top: RGBA, bottom: RGBA) {
      self.top = top
      self.bottom = bottom
    }
  }

  /// The cells, top row first; every row has ``columns`` cells.
  public let cells: [[Cell]]

  /// The width in cells.
  public var columns: Int { cells.first?.count ?? 0 }

  /// Scales `image` to fit `columns × rows` cells.
  public init(_ image: PixelImage, columns: Int, rows: Int, background: RGBA) {
    let size = Self.fittedSize(width: image.width, height: image.height, columns: columns, rows: rows)
    let pixels = Self.resample(image, width: size.width, height: size.height, background: background)
    var cells: [[Cell]] = []
    for cellRow in 0..<((size.height + 1) / 2) {
      cells.append(
        (0..<size.width).map { x in
          let y = cellRow * 2
          return Cell(
            top: pixels[y * size.width + x],
            bottom: y + 1 < size.height ? pixels[(y + 1) * size.width + x] : background)
        })
    }
    self.cells = cells
  }

  /// The size in pixels (one column, half a row each) of an image of `width × height` scaled
  /// to fit `columns × rows` cells with its aspect ratio kept; at least 1 × 1.
  public static func fittedSize(width: Int, height: Int, columns: Int, rows: Int) -> (width: Int, height: Int)
  {
    let maxWidth = max(columns, 1)
    let maxHeight = max(rows, 1) * 2
    let scale = min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
    let fittedWidth = min(max(Int((Double(width) * scale).rounded()), 1), maxWidth)
    let fittedHeight = min(max(Int((Double(height) * scale).rounded()), 1), maxHeight)
    return (fittedWidth, fittedHeight)
  }

  /// The rows as terminal text: `▀` cells with 24-bit colours, each row ending in a reset.
  public var rows: [String] {
    cells.map { row in
      var text = ""
      var foreground: RGBA?
      var background: RGBA?
      for cell in row {
        if cell.top != foreground {
          text += "\u{1B}[38;2;\(cell.top.red);\(cell.top.green);\(cell.top.blue)m"
          foreground = cell.top
        }
        if cell.bottom != background {
          text += "\u{1B}[48;2;\(cell.bottom.red);\(cell.bottom.green);\(cell.bottom.blue)m"
          background = cell.bottom
        }
        text += "▀"
      }
      return text + "\u{1B}[0m"
    }
  }

  /// Box-filter resampling (nearest pixel when enlarging), each pixel drawn over `background`
  /// first; a box samples at most 8 × 8 source pixels.
  static func resample(_ image: PixelImage, width: Int, height: Int, background: RGBA) -> [RGBA] {
    var result: [RGBA] = []
    result.reserveCapacity(width * height)
    for ty in 0..<height {
      let y0 = ty * image.height / height
      let y1 = max(y0 + 1, (ty + 1) * image.height / height)
      let yStep = max(1, (y1 - y0) / 8)
      for tx in 0..<width {
        let x0 = tx * image.width / width
        let x1 = max(x0 + 1, (tx + 1) * image.width / width)
        let xStep = max(1, (x1 - x0) / 8)
        var (red, green, blue, count) = (0, 0, 0, 0)
        for y in stride(from: y0, to: y1, by: yStep) {
          for x in stride(from: x0, to: x1, by: xStep) {
            let pixel = image[x, y].over(background)
            red += Int(pixel.red)
            green += Int(pixel.green)
            blue += Int(pixel.blue)
            count += 1
          }
        }
        result.append(
          RGBA(
            red: UInt8((red + count / 2) / count), green: UInt8((green + count / 2) / count),
            blue: UInt8((blue + count / 2) / count)))
      }
    }
    return result
  }
}
