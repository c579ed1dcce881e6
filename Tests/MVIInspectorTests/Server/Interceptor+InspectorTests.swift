import Foundation
import MVI
import Testing

@testable import MVIInspector

/// The one-line attach, `Interceptor.inspector(_:limit:configuration:)`, over a real socket.
@MainActor
struct InterceptorInspectorTests {
  /// A port nothing listens on: one our own server had, then gave back.
  func freePort() throws -> Int {
    let server = try Inspector(Tally()).serve(.init())
    defer { server.stop() }
    return server.port
  }

  func configuration(port: Int) -> InspectorServer.Configuration {
    var configuration = InspectorServer.Configuration(port: port)
    // Other tests of the run may hold the main actor for seconds.
    configuration.mainActorWait = .seconds(120)
    return configuration
  }

  @Test func recordsEveryKindOfActivityAndServesAsLongAsTheStoreLives() async throws {
    let port = try freePort()
    var store: Store<Tally>? = Store(
      Tally(), initialState: .init(),
      interceptors: [try .inspector(Tally(), configuration: configuration(port: port))])
    store?.send(.add(2))
    store?.send(.announce)
    await store?.send(.fail).finish()
    let client = RawHTTPClient(port: port)
    let steps = try await client.get("/api/steps")
    let update = try JSONDecoder().decode(InspectorFeed.Update.self, from: Data(steps.body.utf8))
    #expect(
      update.steps.map(\.kind) == ["intent", "action", "action", "intent", "event", "intent", "failure"])
    // The store holds the inspector, and the inspector its server: both go with the store.
    store = nil
    #expect(throws: POSIXError(.ECONNREFUSED)) { try client.connect() }
  }
}
