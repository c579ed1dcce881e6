import MVIInspector
import Testing

@testable import WebUI

/// An inspected tab: its panel's requests reach its inspector through the registry; a step's
/// screen, a branch and back to live.
@MainActor
@Suite("An inspected tab: the panel's API, time travel and a branch")
struct TabRegistryTests {
  func message(_ intent: String, tab: String) -> String {
    #"{"tab":"\#(tab)","sample":"form","intent":\#(intent)}"#
  }

  @Test func aStepsScreenABranchThatDivergesAndTheLiveStoreUntouched() async throws {
    var patches: [String] = []
    let tab = "tab-inspected-0001"
    let session = TabSession(tab: tab, sample: .form, services: .offline(), inspected: true) { message in
      if case .patch(let html, _, _) = message { patches.append(html) }
    }
    session.start()
    defer { session.close() }
    #expect(TabRegistry.shared.session(tab) === session)
    session.receive(message(#"{"type":"nameChanged","text":"J"}"#, tab: tab))
    session.receive(message(#"{"type":"nameChanged","text":"Jo"}"#, tab: tab))
    let steps = await session.inspectorRespond(InspectorRequest(method: "GET", path: "/api/steps"))
    #expect(
      String(decoding: steps.body, as: UTF8.self).contains("ExampleForm.Action.nameUpdated(\\\"Jo\\\")"))
    // Step 0 is the intent the page sends when it appears (launched), 1 the typed J, 2 its action.
    let screen = await session.inspectorRespond(
      InspectorRequest(method: "GET", path: "/api/screen", query: ["index": "2"]))
    #expect(screen.status == 200)
    #expect(String(decoding: screen.body, as: UTF8.self).contains(#"value=\"J\""#))
    let continued = await session.inspectorRespond(
      InspectorRequest(method: "POST", path: "/api/continue", query: ["index": "2"]))
    #expect(continued.status == 200)
    #expect(patches.last?.contains(#"value="J""#) == true)
    session.receive(message(#"{"type":"nameChanged","text":"Jane"}"#, tab: tab))
    #expect(patches.last?.contains(#"value="Jane""#) == true)
    let after = await session.inspectorRespond(InspectorRequest(method: "GET", path: "/api/steps"))
    #expect(after.body == steps.body, "the branch wrote into the live store's history")
    _ = await session.inspectorRespond(InspectorRequest(method: "POST", path: "/api/live"))
    #expect(patches.last?.contains(#"value="Jo""#) == true)
  }

  @Test func aTabOpenedWithoutTheInspectorHasNoPanelToAnswerAndAClosedTabLeaves() async {
    let tab = "tab-plain-000001"
    let plain = TabSession(tab: tab, sample: .form, services: .offline()) { _ in }
    plain.start()
    #expect(TabRegistry.shared.session(tab) == nil)
    #expect(await plain.inspectorRespond(InspectorRequest(method: "GET", path: "/api/steps")).status == 404)
    let inspected = TabSession(tab: tab, sample: .form, services: .offline(), inspected: true) { _ in }
    inspected.start()
    inspected.close()
    #expect(TabRegistry.shared.session(tab) == nil)
  }
}
