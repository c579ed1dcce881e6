import Foundation
import MVI
import Testing

@testable import MVIInspector

@MainActor
struct InspectorActingTests {
  let inspector = Inspector(Doubling())
  let store: Store<Doubling>

  init() {
    store = inspector.store(initialState: .init())
  }

  func post(_ path: String, query: [String: String] = [:], body: String = "") async -> InspectorResponse {
    await inspector.response(
      to: InspectorRequest(method: "POST", path: path, query: query, body: Array(body.utf8)))
  }

  func text(_ response: InspectorResponse) -> String { String(decoding: response.body, as: UTF8.self) }

  @Test func anIntentSentAsJSONReachesTheStore() async throws {
    try inspector.send(json: #"{"add":{"_0":5}}"#)
    #expect(store.value == 5)
    let answer = await post("/api/send", body: #"{"double":{}}"#)
    #expect(answer.status == 200)
    #expect(store.value == 10)
    #expect(inspector.history.count == 4)
  }

  @Test func badJSONOrAnIntentThatDoesNotDecodeIsA400NamingWhereAndTheStoreIsUnchanged() async {
    store.send(.add(1))
    let notJSON = await post("/api/send", body: "{add")
    #expect(notJSON.status == 400)
    #expect(text(notJSON).contains("not JSON"))
    let wrongType = await post("/api/send", body: #"{"add":{"_0":"five"}}"#)
    #expect(wrongType.status == 400)
    #expect(text(wrongType).contains("at add._0"))
    #expect(throws: InspectorError.self) { try inspector.send(json: #"{"triple":{}}"#) }
    #expect(store.value == 1)
    #expect(inspector.history.count == 2)
  }

  @Test func sendingNeedsAStoreADecodableIntentAndTheLiveTimeline() async throws {
    let detached = Inspector(Doubling())
    #expect(throws: InspectorError.noStore) { try detached.send(json: #"{"double":{}}"#) }
    // The page is told why it cannot send: the intent decodes, but no store is attached.
    let update = try detached.update()
    #expect(update.sends == true && update.attached == false)
    #expect(try inspector.update().attached == true)
    let plain = Inspector(Plain())
    #expect(!plain.sendsIntents)
    #expect(throws: InspectorError.intentNotDecodable(feature: "Plain")) { try plain.send(json: "{}") }
    let imported = await post("/api/send", query: ["timeline": "imported"], body: #"{"double":{}}"#)
    #expect(imported.status == 409)
    #expect(store.value == 0)
  }

  @Test func thePageIsOfferedTheIntentsItHasSeenAsJSON() async throws {
    store.send(.add(2))
    store.send(.double)
    store.send(.add(2))
    let answer = await inspector.response(to: InspectorRequest(method: "GET", path: "/api/intents"))
    let intents = try JSONDecoder().decode(IntentsAnswer.self, from: Data(answer.body))
    #expect(
      intents == IntentsAnswer(sends: true, attached: true, seen: [#"{"add":{"_0":2}}"#, #"{"double":{}}"#]))
    // What the page offers sends back as it is.
    try inspector.send(json: intents.seen[1])
    #expect(store.value == 12)
  }

  @Test func aSkippedActionsLaterStatesAreFoldedWithoutIt() throws {
    // ((0 + 1) * 2 + 3) * 2 = 10; without the first add, (0 * 2 + 3) * 2 = 6: doubling does not
    // commute with adding, so the later states are not the recorded ones shifted by 1.
    for intent in [Doubling.Intent.add(1), .double, .add(3), .double] { store.send(intent) }
    #expect(store.value == 10)
    try inspector.skip(1)
    var folded = Doubling.State()
    for action in [Doubling.Intent.double, .add(3), .double] { Doubling().reduce(&folded, action) }
    #expect(try inspector.replay(to: 7).state == folded)
    #expect(folded.value == 6)
    #expect(try inspector.replay(to: 7).skipped == [1])
    let detail = try inspector.detail(7)
    #expect(detail.foldedWithout == [1])
    #expect(detail.state.joined().contains("value: 6"))
    #expect(detail.diff?.contains { $0.contains("value: 3") } == true)
    // The store is unchanged, and no step was recorded.
    #expect(store.value == 10)
    #expect(inspector.history.count == 8)
    inspector.unskip(1)
    #expect(try inspector.replay(to: 7).state.value == 10)
    #expect(try inspector.detail(7).foldedWithout.isEmpty)
  }

  @Test func everyChangeOfTheSkippedStepsRaisesTheVersionThatUpdatesAndAnswersCarry() async throws {
    store.send(.add(1))
    store.send(.double)
    #expect(try inspector.update().skipVersion == 0)
    let skip = await post("/api/skip", query: ["index": "1"])
    let skipped = try JSONDecoder().decode(InspectorFeed.Skipped.self, from: Data(skip.body))
    #expect(skipped == InspectorFeed.Skipped(skipped: [1], skipVersion: 1))
    #expect(try inspector.update().skipVersion == 1)
    let unskip = await post("/api/skip", query: ["index": "1", "skip": "false"])
    #expect(try JSONDecoder().decode(InspectorFeed.Skipped.self, from: Data(unskip.body)).skipVersion == 2)
    inspector.unskipAll()
    let update = try inspector.update()
    #expect(update.skipVersion == 3 && update.skipped == [])
  }

  @Test func onlyALiveActionCanBeSkipped() async throws {
    store.send(.add(1))
    #expect(throws: InspectorError.notAnAction(0)) { try inspector.skip(0) }
    #expect(throws: InspectorError.self) { try inspector.skip(9) }
    try inspector.importSession(jsonLines: try inspector.exportSession())
    let answer = await post("/api/skip", query: ["index": "1", "timeline": "imported"])
    #expect(answer.status == 409)
    #expect(text(answer).contains("live store only"))
    #expect(await post("/api/skip", query: ["index": "1"]).status == 200)
    #expect(inspector.skipped == [1])
    #expect(await post("/api/skip", query: ["index": "1", "skip": "false"]).status == 200)
    #expect(inspector.skipped.isEmpty)
  }
}
