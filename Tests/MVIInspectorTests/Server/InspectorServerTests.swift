import Foundation
import MVI
import Testing

@testable import MVIInspector

/// The inspector's server over a real socket on 127.0.0.1.
@MainActor
struct InspectorServerTests {
  let inspector = Inspector(Tally())
  let store: Store<Tally>

  init() {
    store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
  }

  func serve(_ configuration: InspectorServer.Configuration = .init()) throws -> (
    InspectorServer, RawHTTPClient
  ) {
    var configuration = configuration
    // Other tests of the run may hold the main actor for seconds.
    configuration.mainActorWait = .seconds(120)
    let server = try inspector.serve(configuration)
    return (server, RawHTTPClient(port: server.port))
  }

  @Test func servesThePageAndTheAPI() async throws {
    let (server, client) = try serve()
    defer { server.stop() }
    store.send(.add(2))
    let page = try await client.get("/")
    #expect(page.status == 200)
    #expect(page.contains("data-mvi-inspector-standalone"))
    #expect(try await client.get("/inspector.js").contains("MVIInspector"))
    let steps = try await client.get("/api/steps")
    let update = try JSONDecoder().decode(InspectorFeed.Update.self, from: Data(steps.body.utf8))
    #expect(update.steps.map(\.kind) == ["intent", "action", "action"])
    let step = try await client.get("/api/step?index=1")
    #expect(step.body.contains("count: 2"))
    let export = try await client.get("/api/export")
    #expect(export.contains("swift-mvi session"))
  }

  @Test func liveStepsArriveAsServerSentEvents() async throws {
    let (server, client) = try serve()
    defer { server.stop() }
    store.send(.add(1))
    let events = Task.detached {
      try await client.get("/api/events", until: "\"text\":\"Tally.Intent.add(7)\"")
    }
    // The stream's first event holds step 0; what follows comes live.
    try await waitUntil { inspectorHasStream(server) }
    store.send(.add(7))
    let text = try await events.value
    #expect(text.contains("Content-Type: text/event-stream"))
    #expect(text.contains("event: update"))
    #expect(text.contains("Tally.Intent.add(7)"))
  }

  @Test func badRequestsGet4xxAndTheServerKeepsServing() async throws {
    let (server, client) = try serve(.init(maxImportBytes: 1_000))
    defer { server.stop() }
    #expect(try await client.exchange(Array("nonsense\r\n\r\n".utf8)).status == 400)
    #expect(try await client.get("/api/step?index=99").status == 404)
    #expect(try await client.get("/api/step").status == 400)
    #expect(try await client.get("/api/steps?timeline=other").status == 400)
    #expect(try await client.get("/nothing").status == 404)
    #expect(try await client.post("/api/steps", body: "").status == 405)
    #expect(try await client.post("/api/import", body: "not a session").status == 400)
    let huge = try await client.exchange(
      Array(
        "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nContent-Length: 5000\r\n\r\n".utf8))
    #expect(huge.status == 413)
    let longLine = try await client.exchange(Array(("GET /" + String(repeating: "a", count: 10_000)).utf8))
    #expect(longLine.status == 414)
    #expect(try await client.get("/api/steps").status == 200)
  }

  @Test func aForeignHostOrOriginIsRefused() async throws {
    let (server, client) = try serve()
    defer { server.stop() }
    #expect(try await client.get("/api/steps", host: "evil.example:\(client.port)").status == 421)
    #expect(try await client.exchange(Array("GET / HTTP/1.0\r\n\r\n".utf8)).status == 421)
    let crossSite = try await client.post(
      "/api/close-imported", body: "", headers: "Origin: http://evil.example\r\n")
    #expect(crossSite.status == 403)
    #expect(try await client.get("/", host: "localhost:\(client.port)").status == 200)
  }

  @Test func anotherSitesPageCannotMakeTheAppWork() async throws {
    // Before, a page elsewhere could GET /api/step (a large state, dumped on the main actor) at will.
    let (server, client) = try serve()
    defer { server.stop() }
    store.send(.add(1))
    let host = "Host: 127.0.0.1:\(client.port)\r\n"
    func get(_ target: String, _ headers: String) async throws -> Int? {
      try await client.exchange(Array("GET \(target) HTTP/1.1\r\n\(host)\(headers)\r\n".utf8)).status
    }
    #expect(
      try await get("/api/step?index=1", "Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: no-cors\r\n") == 403)
    #expect(try await get("/api/export", "Sec-Fetch-Site: same-site\r\n") == 403)
    #expect(try await get("/api/steps", "Origin: http://evil.example\r\n") == 403)
    // The page's own requests, and the page opened from a link elsewhere, are served.
    #expect(try await get("/api/step?index=1", "Sec-Fetch-Site: same-origin\r\n") == 200)
    #expect(try await get("/api/steps", "Origin: http://127.0.0.1:\(client.port)\r\n") == 200)
    #expect(try await get("/", "Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: navigate\r\n") == 200)
    #expect(try await get("/", "Sec-Fetch-Site: none\r\nSec-Fetch-Mode: navigate\r\n") == 200)
  }

  @Test func withAnAccessTokenEveryRequestMustCarryIt() async throws {
    // The "beyond loopback" mode's token layer, on 127.0.0.1: a phone's app is reached from
    // another machine, by whatever name; the token decides.
    var configuration = InspectorServer.Configuration()
    configuration.accessToken = "s3cret-token"
    let (server, client) = try serve(configuration)
    defer { server.stop() }
    #expect(server.url == "http://127.0.0.1:\(server.port)/?token=s3cret-token")
    let host = "Host: 192.168.1.20:\(client.port)\r\n"
    func get(_ target: String, _ headers: String = "") async throws -> String {
      try await client.exchange(Array("GET \(target) HTTP/1.1\r\n\(host)\(headers)\r\n".utf8))
    }
    #expect(try await get("/api/steps").status == 401)
    #expect(try await get("/").status == 401)
    #expect(try await get("/api/steps?token=wrong").status == 403)
    #expect(try await get("/api/steps", "Authorization: Bearer s3cret-tokeN\r\n").status == 403)
    let page = try await get("/?token=s3cret-token")
    #expect(page.status == 200)
    let cookie = "\(AccessToken.cookieName(port: client.port))=s3cret-token"
    #expect(page.contains("Set-Cookie: \(cookie); Path=/; HttpOnly; SameSite=Strict"))
    #expect(try await get("/api/steps", "Cookie: \(cookie)\r\n").status == 200)
    #expect(try await get("/api/steps", "Authorization: Bearer s3cret-token\r\n").status == 200)
    #expect(try await get("/inspector.js?token=s3cret-token").status == 200)
  }

  @Test func theNetworkConfigurationListensBeyondLoopbackWithARandomToken() {
    let configuration = InspectorServer.Configuration.network(port: 0)
    #expect(configuration.host == "0.0.0.0" && configuration.allowsNonLoopback)
    #expect(configuration.accessToken?.utf8.count == 64)
    #expect(configuration.accessToken != InspectorServer.Configuration.network().accessToken)
    #expect(InspectorServer.Configuration().accessToken == nil)
  }

  @Test func aStalledClientIsCutOffAfterTheTimeout() async throws {
    let (server, client) = try serve(.init(timeout: .milliseconds(300)))
    defer { server.stop() }
    let answer = try await client.exchange(Array("GET /api/steps HTTP/1.1\r\nHost: 127".utf8))
    #expect(answer.status == 408)
  }

  @Test func aClosedConnectionLeavesTheServerWorking() async throws {
    let (server, client) = try serve()
    defer { server.stop() }
    for _ in 0..<20 { close(try client.connect()) }
    #expect(try await client.get("/api/steps").status == 200)
  }

  @Test func aPortInUseIsATypedErrorAndANonLoopbackHostIsRefused() throws {
    let (server, _) = try serve()
    defer { server.stop() }
    #expect(throws: InspectorServerError.portInUse(server.port)) {
      try inspector.serve(.init(port: server.port))
    }
    #expect(throws: InspectorServerError.notLoopback("0.0.0.0")) {
      try inspector.serve(.init(host: "0.0.0.0"))
    }
    #expect(throws: InspectorServerError.invalidHost("example.com")) {
      try inspector.serve(.init(host: "example.com"))
    }
    #expect(throws: InspectorServerError.invalidPort(70_000)) { try inspector.serve(.init(port: 70_000)) }
  }

  @Test func twoHundredLivePagesTakeTheConnectionsInTurn() async throws {
    // Before, the first 32 kept every connection, the other 168 got a 503, and so did the page.
    let (server, client) = try serve()
    defer { server.stop() }
    let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n\r\n".utf8)
    var sockets: [Int32] = []
    defer { for fd in sockets { close(fd) } }
    for page in 1...200 {
      let fd = try client.connect()
      sockets.append(fd)
      // Read on a thread of its own: the answer waits for the main actor.
      let head = await OwnThread.run {
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return RawHTTPClient.read(fd, until: "\r\n\r\n")
      }
      #expect(head.status == 200)
      try await waitUntil { server.openStreams == min(page, 32) }
    }
    #expect(try await client.get("/api/steps").status == 200)
  }

  @Test func pagesThatNeverReadDoNotKeepThePageOut() async throws {
    // Before, as many event streams as connections, never read, kept every request at 503.
    let (server, client) = try serve(.init(maxConnections: 4))
    defer { server.stop() }
    let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n\r\n".utf8)
    var sockets: [Int32] = []
    defer { for fd in sockets { close(fd) } }
    for _ in 0..<4 {
      let fd = try client.connect()
      sockets.append(fd)
      _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
    try await waitUntil { server.openStreams == 4 }
    #expect(try await client.get("/api/steps").status == 200)
    #expect(try await client.get("/").status == 200)
  }

  @Test func incompleteRequestsDoNotHoldTheConnections() async throws {
    // Before, each held its connection until the timeout (10 s by default): the page got 503s.
    var configuration = InspectorServer.Configuration(maxConnections: 4)
    configuration.stallGrace = .zero
    let (server, client) = try serve(configuration)
    defer { server.stop() }
    var sockets: [Int32] = []
    defer { for fd in sockets { close(fd) } }
    for _ in 0..<8 {
      let fd = try client.connect()
      sockets.append(fd)
      let partial = Array("GET /api/ste".utf8)
      _ = partial.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
    for _ in 0..<3 {
      #expect(try await client.get("/api/steps").status == 200)
    }
  }

  @Test func aPageThatLeftFreesItsConnectionWithinSeconds() async throws {
    let (server, client) = try serve(.init(maxConnections: 3))
    defer { server.stop() }
    let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n\r\n".utf8)
    var sockets: [Int32] = []
    for _ in 0..<3 {
      let fd = try client.connect()
      sockets.append(fd)
      _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
    try await waitUntil { server.openStreams == 3 }
    for fd in sockets { close(fd) }
    // Before, a stream found its page gone only when a keep-alive failed, 15 s later.
    try await waitUntil(seconds: 5) { server.openStreams == 0 }
    #expect(try await client.get("/api/steps").status == 200)
  }

  @Test func aStoppedServerNeverAnswersForAnother() async throws {
    // A stopped server's accept loop once used its socket's number after closing it; a server
    // started meanwhile could get that number, and the stopped loop took its connections (503).
    let (server, client) = try serve()
    defer { server.stop() }
    let churn = Task { @MainActor in
      for _ in 0..<200 { try inspector.serve().stop() }
    }
    for _ in 0..<100 {
      #expect(try await client.get("/api/steps").status == 200)
    }
    try await churn.value
  }

  @Test func aStepIsDumpedAndASessionDecodedOffTheMainActor() async throws {
    // Before, both ran on the main actor: a 60,000-item state's step held it 14 s, a 16 MiB import 5.7 s.
    let feature = Witnessed()
    let inspector = Inspector(feature)
    let store = Store(
      feature, initialState: .init(witness: Witness(id: 1)), interceptors: [inspector.interceptor])
    store.send(.fill(3))
    var configuration = InspectorServer.Configuration()
    // The suite's own `serve` waits as long: under a sanitizer other tests held the main actor
    // past the default 30 s and this request was answered 503 (CI failed on it).
    configuration.mainActorWait = .seconds(120)
    let server = try inspector.serve(configuration)
    defer { server.stop() }
    let client = RawHTTPClient(port: server.port)
    let step = try await client.get("/api/step?index=1")
    #expect(step.status == 200)
    #expect(step.body.contains("id: 1"))
    #expect(Witness.seen(1).count > 0 && !Witness.seen(1).onMain)

    let session = RecordedSession<Witnessed>(
      initialState: .init(witness: Witness(id: 2)),
      entries: [.action(.fill(2), source: .intent, state: .init(items: [0, 1], witness: Witness(id: 2)))])
    let answer = try await client.post("/api/import", body: try session.jsonLines())
    #expect(answer.status == 200)
    #expect(inspector.imported?.count == 1)
    #expect(Witness.seen(2).count > 0 && !Witness.seen(2).onMain)
  }

  private func inspectorHasStream(_ server: InspectorServer) -> Bool {
    server.openStreams > 0
  }

  private func waitUntil(seconds: Int = 5, _ condition: () -> Bool) async throws {
    for _ in 0..<(seconds * 100) where !condition() {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(condition())
  }
}
