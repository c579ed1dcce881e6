import Poster
import Testing

@Suite("BlockPicture")
struct BlockPictureTests {
  let red = RGBA(red: 255, green: 0, blue: 0)
  let green = RGBA(red: 0, green: 255, blue: 0)
  let blue = RGBA(red: 0, green: 0, blue: 255)
  let white = RGBA(red: 255, green: 255, blue: 255)
  let black = RGBA(red: 0, green: 0, blue: 0)

  @Test func twoPixelRowsACellUpperPixelAsSForegroundLowerAsItsBackground() throws {
    var image = PixelImage(width: 2, height: 2, filling: red)
    image[1, 0] = green
    image[0, 1] = blue
    image[1, 1] = white
    let picture = BlockPicture(image, columns: 2, rows: 1, background: black)
    #expect(picture.cells == [[.init(top: red, bottom: blue), .init(top: green, bottom: white)]])
    #expect(
      picture.rows == [
        "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀\u{1B}[38;2;0;255;0m\u{1B}[48;2;255;255;255m▀\u{1B}[0m"
      ])
  }

  @Test func aColourIsWrittenOnceForARunOfCellsAnOddLastRowsLowerHalfIsTheBackground() {
    let picture = BlockPicture(
      PixelImage(width: 3, height: 1, filling: red), columns: 3, rows: 5, background: black)
    #expect(picture.rows == ["\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;0m▀▀▀\u{1B}[0m"])
  }

  @Test func scaledToFitAspectRatioKeptNeverLargerThanTheArea() {
    #expect(BlockPicture.fittedSize(width: 120, height: 180, columns: 80, rows: 20) == (27, 40))
    #expect(BlockPicture.fittedSize(width: 400, height: 100, columns: 80, rows: 30) == (80, 20))
    #expect(BlockPicture.fittedSize(width: 2, height: 3, columns: 80, rows: 30) == (40, 60))
    #expect(BlockPicture.fittedSize(width: 10_000, height: 1, columns: 80, rows: 30) == (80, 1))
    #expect(BlockPicture.fittedSize(width: 5, height: 5, columns: 0, rows: 0) == (1, 1))
    let picture = BlockPicture(
      Fixtures.pattern(width: 120, height: 180), columns: 80, rows: 20, background: black)
    #expect(picture.columns == 27)
    #expect(picture.cells.count == 20)
  }

  @Test func shrinkingAveragesThePixelsACellCoversEnlargingRepeatsThem() {
    var checker = PixelImage(width: 2, height: 2, filling: black)
    checker[0, 0] = white
    checker[1, 1] = white
    let shrunk = BlockPicture(checker, columns: 1, rows: 1, background: black)
    #expect(shrunk.cells[0][0].top == RGBA(red: 128, green: 128, blue: 128))

    let grown = BlockPicture(
      PixelImage(width: 1, height: 1, filling: red), columns: 3, rows: 2, background: black)
    #expect(
      grown.cells == [
        Array(repeating: .init(top: red, bottom: red), count: 3),
        Array(repeating: .init(top: red, bottom: black), count: 3),  // 3 pixel rows: the last half is empty
      ])
  }

  @Test func transparentPixelsAreDrawnOverTheBackground() {
    let picture = BlockPicture(
      PixelImage(width: 1, height: 2, filling: RGBA(red: 255, green: 0, blue: 0, alpha: 0)), columns: 1,
      rows: 1,
      background: blue)
    #expect(picture.cells == [[.init(top: blue, bottom: blue)]])
  }
}
