import Foundation
import MVI
import Testing

@testable import MVIInspector

@MainActor
struct InspectorGroupTests {
  let group = InspectorGroup(title: "App")

  func get(_ path: String, _ query: [String: String] = [:]) async -> InspectorResponse {
    await group.response(to: InspectorRequest(method: "GET", path: path, query: query))
  }

  @Test func twoStoresStepsAreMergedInTheOrderTheyHappenedEachLabelled() async throws {
    let tally = group.store(Tally(), initialState: .init(), name: "tally")
    let doubling = group.store(Doubling(), initialState: .init())
    tally.send(.add(1))
    doubling.send(.add(2))
    tally.send(.announce)
    doubling.send(.double)
    let update = try JSONDecoder().decode(InspectorFeed.Update.self, from: Data(await get("/api/steps").body))
    #expect(update.stores == ["tally", "Doubling"])
    #expect(
      update.steps.map { "\($0.store ?? "")#\($0.storeIndex ?? -1)" } == [
        "tally#0", "tally#1", "tally#2", "Doubling#0", "Doubling#1", "tally#3", "tally#4", "Doubling#2",
        "Doubling#3",
      ])
    #expect(update.steps.map(\.index) == update.steps.map(\.index).sorted())
    // An action's cause is its intent's place in the merged timeline.
    #expect(update.steps[1].cause == update.steps[0].index)
    // Only the newer steps from a place on.
    let later = try JSONDecoder().decode(
      InspectorFeed.Update.self,
      from: Data(await get("/api/steps", ["from": "\(update.steps[5].index)"]).body))
    #expect(later.steps.map(\.storeIndex) == [3, 4, 2, 3])
    #expect(later.next == update.next)
  }

  @Test func aMergedStepReplaysAndSkipsInItsOwnStore() async throws {
    let tally = group.store(Tally(), initialState: .init(), name: "tally")
    let doubling = group.store(Doubling(), initialState: .init(), name: "doubling")
    doubling.send(.add(1))
    tally.send(.add(5))
    doubling.send(.double)
    let update = try JSONDecoder().decode(InspectorFeed.Update.self, from: Data(await get("/api/steps").body))
    let last = try #require(update.steps.last)
    #expect(last.store == "doubling" && last.storeIndex == 3)
    let detail = try JSONDecoder().decode(
      InspectorFeed.Detail.self, from: Data(await get("/api/step", ["index": "\(last.index)"]).body))
    #expect(detail.index == last.index && detail.store == "doubling" && detail.storeIndex == 3)
    #expect(detail.state.joined().contains("value: 2"))
    let added = update.steps[1]
    #expect(added.store == "doubling" && added.kind == "action")
    let skip = await group.response(
      to: InspectorRequest(method: "POST", path: "/api/skip", query: ["index": "\(added.index)"]))
    #expect(skip.status == 200)
    #expect(String(decoding: skip.body, as: UTF8.self) == "{\"skipVersion\":1,\"skipped\":[\(added.index)]}")
    let folded = try JSONDecoder().decode(
      InspectorFeed.Detail.self, from: Data(await get("/api/step", ["index": "\(last.index)"]).body))
    #expect(folded.state.joined().contains("value: 0"))
    #expect(folded.foldedWithout == [added.index])
    #expect(doubling.value == 2 && tally.count == 5)
    #expect(await get("/api/step", ["index": "999999"]).status == 404)
  }

  @Test func theSkipVersionGrowsWithASkipInAnyStore() async throws {
    let tally = group.store(Tally(), initialState: .init(), name: "tally")
    let doubling = group.store(Doubling(), initialState: .init(), name: "doubling")
    doubling.send(.add(1))
    tally.send(.add(5))
    let steps = try group.update(from: 0).steps.filter { $0.kind == "action" }
    #expect(try group.update(from: 0).skipVersion == 0)
    for (number, step) in steps.enumerated() {
      let skip = await group.response(
        to: InspectorRequest(method: "POST", path: "/api/skip", query: ["index": "\(step.index)"]))
      let answer = try JSONDecoder().decode(InspectorFeed.Skipped.self, from: Data(skip.body))
      #expect(answer.skipVersion == number + 1)
      #expect(try group.update(from: 0).skipVersion == number + 1)
    }
    #expect(try group.update(from: 0).skipped == steps.map(\.index))
  }

  @Test func aRequestAboutOneStoreGoesToTheStoreItNames() async throws {
    let tally = group.store(Tally(), initialState: .init(), name: "tally")
    let doubling = group.store(Doubling(), initialState: .init(), name: "doubling")
    let sent = await group.response(
      to: InspectorRequest(
        method: "POST", path: "/api/send", query: ["store": "doubling"],
        body: Array(#"{"add":{"_0":4}}"#.utf8)))
    #expect(sent.status == 200)
    #expect(doubling.value == 4 && tally.count == 0)
    #expect(await get("/api/intents", ["store": "nobody"]).status == 404)
    let export = await get("/api/export", ["store": "doubling"])
    #expect(String(decoding: export.body, as: UTF8.self).contains("\"feature\":\"Doubling\""))
  }

  @Test func aSecondStoreOfTheSameNameGetsANumber() {
    _ = group.store(Tally(), initialState: .init())
    _ = group.store(Tally(), initialState: .init())
    #expect(group.names == ["Tally", "Tally 2"])
  }
}
