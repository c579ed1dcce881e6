import Poster
import Testing

@Suite("PosterGenerator")
struct PosterGeneratorTests {
  @Test func aSeedAlwaysDrawsTheSamePosterOtherSeedsDrawOthers() {
    let generator = PosterGenerator()
    let first = generator.poster(seed: 42)
    #expect(first.width == 120 && first.height == 180)
    #expect(generator.poster(seed: 42) == first)
    let others = (43..<53).map { generator.poster(seed: $0) }
    #expect(Set(others + [first]).count == 11)
  }

  @Test func aPosterIsAPictureNotOneColourManyColoursFullyOpaque() {
    let image = PosterGenerator(width: 60, height: 90).poster(seed: 7)
    var colours = Set<RGBA>()
    for y in 0..<image.height {
      for x in 0..<image.width { colours.insert(image[x, y]) }
    }
    #expect(colours.count > 20)
    #expect(colours.allSatisfy { $0.alpha == 255 })
  }

  @Test func tinySizesStillDraw() {
    let image = PosterGenerator(width: 1, height: 1).poster(seed: 1)
    #expect(image.width == 1 && image.height == 1)
  }
}
