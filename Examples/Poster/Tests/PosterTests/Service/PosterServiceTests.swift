import MVITesting
import Poster
import Testing

@Suite("PosterService")
struct PosterServiceTests {
  @Test func theGeneratorRequestNDrawsSeedN1ThroughThePNGEncoderAndDecoder() async throws {
    let service = PosterService.generator(seed: 100)
    #expect(service.name == "generator · seed 100")
    let first = try await service.fetch(1)
    let second = try await service.fetch(2)
    #expect(first.source == "generator · seed 100")
    #expect(second.source == "generator · seed 101")
    #expect(first.picture == PosterGenerator().poster(seed: 100))
    #expect(second.picture == PosterGenerator().poster(seed: 101))
    #expect(first.picture != second.picture)
    #expect(first.body.contentType == "image/png")
    #expect(first.body.detectedFormat == "PNG")
    #expect(first.body.byteCount > 120 * 180 * 3)
    #expect(try await service.fetch(1) == first)
  }

  @Test func theGeneratorsLatencyIsMeasuredOnTheInjectedClock() async throws {
    let clock = TestClock()
    let service = PosterService.generator(
      seed: 1, generator: PosterGenerator(width: 4, height: 6), latency: .milliseconds(300), clock: clock)
    let fetch = Task { try await service.fetch(1) }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await fetch.value.picture.width == 4)
  }
}
