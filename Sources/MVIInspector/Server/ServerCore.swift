import Dispatch
import Foundation
import MVI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The listening socket and the connections: what the server's threads share.
final class ServerCore: Sendable {
  let socket: Int32
  let configuration: InspectorServer.Configuration
  let respond: @MainActor @Sendable (HTTPRequest) -> ServerReply
  let hosts: Set<String>
  let port: Int
  private let state = Locked(State())

  struct State {
    var stopped = false
    /// The open connections, by the order they came in.
    var connections: [Int: Connection] = [:]
    var nextConnection = 0
    var streams: [ObjectIdentifier: EventStream] = [:]

    /// Makes room for one more connection when all are taken: ends the oldest that has been
    /// sending its request for `grace` or longer (a client that stalls), else the oldest live
    /// page (its browser reconnects). Neither pages that never read their updates nor requests
    /// left incomplete can keep the page out. False when every connection is being answered or
    /// came in within `grace`.
    mutating func evictOne(grace: Duration) -> Bool {
      let stalled = ContinuousClock.now - grace
      let victim =
        connections.filter { $0.value.phase == .reading && $0.value.since <= stalled }.min { $0.key < $1.key }
        ?? connections.filter { $0.value.phase == .streaming }.min { $0.key < $1.key }
      guard let (id, connection) = victim else { return false }
      // Under the lock: its thread closes the descriptor only after removing it from here.
      _ = shutdown(connection.fd, Int32(SHUT_RDWR))
      connection.stream?.close()
      connections[id] = nil
      return true
    }
  }

  /// One open connection: its socket, and what it is doing.
  struct Connection {
    enum Phase { case reading, answering, streaming }
    let fd: Int32
    let since = ContinuousClock.now
    var phase: Phase = .reading
    var stream: EventStream?
  }

  init(
    socket: Int32, port: Int, configuration: InspectorServer.Configuration,
    respond: @escaping @MainActor @Sendable (HTTPRequest) -> ServerReply
  ) {
    self.socket = socket
    self.configuration = configuration
    self.respond = respond
    self.port = port
    let names = ["127.0.0.1", "localhost", "[::1]", configuration.host] + configuration.extraHostNames
    hosts = Set(names.map { "\($0.lowercased()):\(port)" })
  }

  var timeoutSeconds: Double { Self.seconds(configuration.timeout) }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return max(0.001, Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// How many live pages have their answer and are waiting for updates (the connections a new
  /// one may end to make room).
  var openStreams: Int { state.withLock { $0.connections.values.filter { $0.phase == .streaming }.count } }

  func stop() {
    let streams: [EventStream]? = state.withLock { state in
      guard !state.stopped else { return nil }
      state.stopped = true
      return Array(state.streams.values)
    }
    guard let streams else { return }
    for stream in streams { stream.close() }
    // Wakes the accept loop, which closes the socket itself: closed here, its number could be
    // reused (by another server's socket) before the loop's next `accept`, which would then take
    // that server's connections.
    _ = shutdown(socket, Int32(SHUT_RDWR))
  }

  func acceptLoop() {
    defer { _ = close(socket) }
    while true {
      if state.withLock({ $0.stopped }) { return }
      // Waits for a connection a quarter of a second at most, to see a stop where `shutdown` does
      // not wake a waiting `accept`.
      var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 250) > 0 else { continue }
      let client = accept(socket, nil, nil)
      if client < 0 {
        if state.withLock({ $0.stopped }) { return }
        if errno == EINTR || errno == ECONNABORTED || errno == EAGAIN { continue }
        // Out of descriptors or another transient error: wait a little rather than spin.
        usleep(10_000)
        continue
      }
      let admitted: Int? = state.withLock { state in
        guard !state.stopped else { return nil }
        guard
          state.connections.count < configuration.maxConnections
            || state.evictOne(grace: configuration.stallGrace)
        else { return nil }
        let id = state.nextConnection
        state.nextConnection += 1
        state.connections[id] = Connection(fd: client)
        return id
      }
      Listener.configure(client, timeout: timeoutSeconds)
      guard let id = admitted else {
        _ = Listener.send(
          client, HTTPResponse.error("Too many connections to the inspector.", status: 503).serialized())
        _ = close(client)
        continue
      }
      Thread { [self] in
        serve(client, id: id)
        state.withLock { _ = $0.connections.removeValue(forKey: id) }
        _ = close(client)
      }.start()
    }
  }

  /// Reads one request, answers it, and closes (a stream stays open until the page leaves).
  func serve(_ client: Int32, id: Int) {
    var parser = HTTPRequestParser(limits: configuration.requestLimits)
    let deadline = Date(timeIntervalSinceNow: timeoutSeconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var request: HTTPRequest?
    while request == nil {
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if count == 0 { return }
      if count < 0 || Date() > deadline {
        if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { return }
        if count < 0, errno == EINTR { continue }
        _ = Listener.send(client, HTTPResponse.error("The request took too long.", status: 408).serialized())
        return
      }
      do {
        request = try parser.append(buffer[..<count])
      } catch {
        _ = Listener.send(client, HTTPResponse.error(error.description, status: error.status).serialized())
        return
      }
    }
    guard let request else { return }
    let stillOpen = state.withLock { state in
      guard state.connections[id] != nil else { return false }
      state.connections[id]?.phase = .answering
      return true
    }
    guard stillOpen else { return }
    if let refusal = refusal(request) {
      _ = Listener.send(client, refusal.serialized())
      return
    }
    switch MainActorCall.run(timeout: Self.seconds(configuration.mainActorWait), respond, request) {
    case nil:
      _ = Listener.send(client, HTTPResponse.error("The app's main actor is busy.", status: 503).serialized())
    case .response(var response)?:
      if let token = configuration.accessToken, response.status == 200,
        ["/", "/index.html"].contains(request.path)
      {
        // The page's own requests (its script, the API, the live updates) then carry the token.
        response.headers["Set-Cookie"] =
          "\(AccessToken.cookieName(port: port))=\(token); Path=/; HttpOnly; SameSite=Strict"
      }
      _ = Listener.send(client, response.serialized())
    case .work(let work)?:
      // Decoding, dumping and diffing here, on the connection's thread: the main actor is held
      // only to read the inspector and, after an import, to install the session.
      switch work.run() {
      case .response(let response):
        _ = Listener.send(client, response.serialized())
      case .onMainActor(let finish):
        let response = MainActorCall.run(
          timeout: Self.seconds(configuration.mainActorWait), { $0.value() }, UncheckedTransfer(finish))
        _ = Listener.send(
          client, (response ?? HTTPResponse.error("The app's main actor is busy.", status: 503)).serialized())
      }
    case .stream(let first, let stream)?:
      runStream(client, id: id, first: first, stream: stream)
    }
  }

  /// Why a request is refused before it reaches the inspector: a foreign `Host` (a page of
  /// another site that rebound its name to 127.0.0.1), an `Origin` not the page's own, or a
  /// request another site's page made (`Sec-Fetch-Site`), but for opening the page itself.
  func refusal(_ request: HTTPRequest) -> HTTPResponse? {
    let host = request.header("host")?.lowercased() ?? ""
    if let token = configuration.accessToken {
      // Beyond loopback the device's name is not known; the token, which a page of another site
      // rebinding its name cannot know, takes the Host check's place.
      guard let given = AccessToken.carried(by: request, port: port) else {
        return .error(
          "This inspector needs its access token: open the address it printed (…/?token=…).", status: 401)
      }
      guard AccessToken.matches(given, token) else {
        return .error("The access token is wrong.", status: 403)
      }
    } else if !hosts.contains(host) {
      return .error(
        "The Host header names another server; the inspector answers only its own address.", status: 421)
    }
    if let origin = request.header("origin"), origin.lowercased() != "http://\(host)" {
      return .error("A request from another origin (\(origin.prefix(80))) is refused.", status: 403)
    }
    // A page of another site may not make the app work (a GET of a large step, again and again):
    // only the page itself may be opened from a link elsewhere.
    if let site = request.header("sec-fetch-site")?.lowercased(), site != "same-origin", site != "none",
      !(request.method == "GET" && ["/", "/index.html"].contains(request.path)
        && request.header("sec-fetch-mode")?.lowercased() == "navigate")
    {
      return .error("A request from another site (\(site.prefix(20))) is refused.", status: 403)
    }
    return nil
  }

  private func runStream(_ client: Int32, id connection: Int, first: String, stream: EventStream) {
    let id = ObjectIdentifier(stream)
    let admitted = state.withLock { state in
      guard !state.stopped, state.connections[connection] != nil else { return false }
      state.streams[id] = stream
      state.connections[connection]?.stream = stream
      return true
    }
    defer {
      stream.close()
      state.withLock { _ = $0.streams.removeValue(forKey: id) }
    }
    guard admitted else { return }
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "Connection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n"
    guard Listener.send(client, Array((head + first).utf8)) else { return }
    // Only now may a new connection end it to make room: its page has its answer.
    state.withLock { $0.connections[connection]?.phase = .streaming }
    var idleSeconds = 0
    while true {
      switch stream.next(waitingUpTo: 1) {
      case .closed: return
      case .idle:
        // A page that left frees its connection within a second (a reloaded page opens a new
        // one; the old ones must not hold ``Configuration/maxConnections`` until a write fails).
        if Listener.peerClosed(client) { return }
        idleSeconds += 1
        guard idleSeconds >= 15 else { continue }
        idleSeconds = 0
        // A comment line: keeps proxies from closing the connection.
        guard Listener.send(client, Array(": keep-alive\n\n".utf8)) else { return }
      case .message(let text):
        guard Listener.send(client, Array(text.utf8)) else { return }
      }
    }
  }
}
