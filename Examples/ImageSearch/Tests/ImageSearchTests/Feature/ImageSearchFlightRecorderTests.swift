import ImageSearch
import MVI
import MVITesting
import Testing

/// The image search with a flight recorder, as `mvi-demo image-search --flight-recorder FILE`
/// runs it: the dump of its last moments is a session that replays.
@MainActor
@Suite("ImageSearch flight recorder")
struct ImageSearchFlightRecorderTests {
  @Test func aDumpOfTheLastEntriesStartsMidSessionFromTheStateItRecordedAndReplays() async throws {
    let clock = TestClock()
    let feature = ImageSearch(service: .offline(), clock: clock)
    let recorder = FlightRecorder<ImageSearch>(capacity: 12)
    let store = TestStore(
      feature, initialState: .init(query: "강아지"), exhaustivity: .off, interceptors: [recorder.interceptor])
    await store.send(.viewAppeared)
    await clock.advance()
    for _ in 0..<3 { await store.send(.focusMoved(by: 1)) }
    for text in ["c", "ca", "cat"] { await store.send(.queryChanged(text)) }
    await clock.advance(by: .milliseconds(300))
    await store.send(.focusMoved(by: 1))
    await store.finish()

    let dump = try #require(try recorder.dump())
    let session = try RecordedSession<ImageSearch>(jsonLines: dump)
    #expect(recorder.count == 12)
    #expect(session.initialState.query == "강아지", "the ring dropped the search on appear and the first moves")
    #expect(
      session.initialState.focusedIndex > 0, "it starts from the state the store had, not the initial one")
    #expect(assertReplays(session, through: ImageSearch(service: ImageSearchService { _, _ in [] })) > 0)
  }
}
