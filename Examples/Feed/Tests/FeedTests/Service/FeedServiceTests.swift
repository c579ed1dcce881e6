import Feed
import Foundation
import MVITesting
import Testing

@Suite("FeedService")
struct FeedServiceTests {
  @Test func offlineAnswersFromTheBundledFeed() async throws {
    let service = FeedService.offline()
    #expect(service.name == "offline")
    #expect(try await service.posts() == OfflineFeed.standard.posts)
    #expect(try await service.comments(24).map(\.id) == [1, 2, 3])
    await #expect(throws: FeedError.postNotFound(0)) { try await service.comments(0) }
  }

  @Test func offlineLatencyIsMeasuredOnTheInjectedClock() async throws {
    let clock = TestClock()
    let service = FeedService.offline(latency: .milliseconds(500), clock: clock)
    let load = Task { try await service.posts() }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(499))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await load.value.count == 24)
  }

  @Test func theHttpServiceNamesItsServer() {
    let client = FeedHTTPClient(baseURL: URL(string: "http://127.0.0.1:8080/api")!)
    #expect(FeedService.http(client).name == "http 127.0.0.1:8080")
    #expect(FeedService.http(FeedHTTPClient()).name == "http jsonplaceholder.typicode.com")
  }
}
