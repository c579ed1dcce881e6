import Foundation
import MVI
import Testing

@testable import MVIInspector

/// The page's JSON API (`Inspector.respond(to:)`), without a socket.
@MainActor
struct InspectorAPITests {
  let inspector = Inspector(Tally())
  let store: Store<Tally>

  init() {
    store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
  }

  func importing(_ text: String, limit: Int = InspectorFeed.importLimit) -> HTTPResponse {
    inspector.respond(
      to: HTTPRequest(method: "POST", path: "/api/import", body: Array(text.utf8)), importLimit: limit)
  }

  @Test func aSessionOverTheLimitIsRefusedAndTheEarlierImportKept() throws {
    store.send(.add(1))
    let session = try inspector.exportSession()
    #expect(importing(session).status == 200)
    let answer = importing(session + String(repeating: " ", count: 100), limit: session.utf8.count)
    #expect(answer.status == 413)
    #expect(String(decoding: answer.body, as: UTF8.self).contains("too large to import"))
    #expect(inspector.imported?.count == 3)
  }

  @Test func aMalformedSessionIsABadSessionAndTheEarlierImportKept() throws {
    store.send(.add(1))
    #expect(importing(try inspector.exportSession()).status == 200)
    let answer = importing("{\"feature\":\"Tally\"}\nnot json\n")
    #expect(answer.status == 400)
    #expect(String(decoding: answer.body, as: UTF8.self).contains("could not be imported"))
    let binary = inspector.respond(
      to: HTTPRequest(method: "POST", path: "/api/import", body: [0xFF, 0xFE, 0x00]))
    #expect(binary.status == 400)
    #expect(inspector.imported?.count == 3)
  }

  @Test func aStepThatIsNotANumberIsRefusedNotReadAsAnother() {
    store.send(.add(1))
    for (path, query) in [("/api/step", ["index": "abc"]), ("/api/steps", ["from": "1x"])] {
      let answer = inspector.respond(to: HTTPRequest(method: "GET", path: path, query: query))
      #expect(answer.status == 400)
      #expect(String(decoding: answer.body, as: UTF8.self).contains("is not a whole number"))
    }
    let missing = inspector.respond(to: HTTPRequest(method: "GET", path: "/api/step"))
    #expect(String(decoding: missing.body, as: UTF8.self).contains("The step's index is missing."))
  }

  @Test func continuingFromAnImportedStepNeedsTheConfirmation() throws {
    store.send(.add(1))
    #expect(importing(try inspector.exportSession()).status == 200)
    var continued: [Int] = []
    inspector.continueHandler = { _, step in continued.append(step) }
    let request = HTTPRequest(
      method: "POST", path: "/api/continue", query: ["index": "1", "timeline": "imported"])
    let refused = inspector.respond(to: request)
    #expect(refused.status == 428)
    #expect(String(decoding: refused.body, as: UTF8.self).contains("confirm it first"))
    #expect(continued.isEmpty)
    var confirmed = request
    confirmed.query["confirm"] = "true"
    #expect(inspector.respond(to: confirmed).status == 200)
    #expect(continued == [1])
  }

  @Test func theAsyncResponseDumpsAStepOffTheMainActor() async throws {
    let inspector = Inspector(Witnessed())
    let store = Store(
      Witnessed(), initialState: .init(witness: Witness(id: 5)), interceptors: [inspector.interceptor])
    store.send(.fill(3))
    let request = InspectorRequest(method: "GET", path: "/api/step", query: ["index": "1"])
    let answer = await inspector.response(to: request)
    #expect(answer.status == 200)
    #expect(String(decoding: answer.body, as: UTF8.self).contains("id: 5"))
    #expect(Witness.seen(5).count > 0 && !Witness.seen(5).onMain)
    #expect(
      inspector.respond(to: HTTPRequest(method: "GET", path: "/api/step", query: ["index": "1"])).body
        == answer.body)
  }
}
