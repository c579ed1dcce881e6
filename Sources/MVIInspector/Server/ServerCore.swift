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
  private let state = Locked(State())

  struct State {
    var stopped = false
    var connections = 0
    var streams: [ObjectIdentifier: EventStream] = [:]
  }

  init(
    socket: Int32, port: Int, configuration: InspectorServer.Configuration,
    respond: @escaping @MainActor @Sendable (HTTPRequest) -> ServerReply
  ) {
    self.socket = socket
    self.configuration = configuration
    self.respond = respond
    let names = ["127.0.0.1", "localhost", "[::1]", configuration.host] + configuration.extraHostNames
    hosts = Set(names.map { "\($0.lowercased()):\(port)" })
  }

  var timeoutSeconds: Double { Self.seconds(configuration.timeout) }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return max(0.001, Double(seconds) + Double(attoseconds) / 1e18)
  }

  var openStreams: Int { state.withLock { $0.streams.count } }

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
      let admitted = state.withLock { state in
        guard !state.stopped, state.connections < configuration.maxConnections else { return false }
        state.connections += 1
        return true
      }
      Listener.configure(client, timeout: timeoutSeconds)
      guard admitted else {
        _ = Listener.send(
          client, HTTPResponse.error("Too many connections to the inspector.", status: 503).serialized())
        _ = close(client)
        continue
      }
      Thread { [self] in
        serve(client)
        _ = close(client)
        state.withLock { $0.connections -= 1 }
      }.start()
    }
  }

  /// Reads one request, answers it, and closes (a stream stays open until the page leaves).
  func serve(_ client: Int32) {
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
    if let refusal = refusal(request) {
      _ = Listener.send(client, refusal.serialized())
      return
    }
    switch MainActorCall.run(timeout: Self.seconds(configuration.mainActorWait), respond, request) {
    case nil:
      _ = Listener.send(client, HTTPResponse.error("The app's main actor is busy.", status: 503).serialized())
    case .response(let response)?:
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
      runStream(client, first: first, stream: stream)
    }
  }

  /// Why a request is refused before it reaches the inspector: a foreign `Host` (a page of
  /// another site that rebound its name to 127.0.0.1), or a `POST` from another origin.
  func refusal(_ request: HTTPRequest) -> HTTPResponse? {
    guard let host = request.header("host")?.lowercased(), hosts.contains(host) else {
      return .error(
        "The Host header names another server; the inspector answers only its own address.", status: 421)
    }
    if request.method != "GET", let origin = request.header("origin"), origin.lowercased() != "http://\(host)"
    {
      return .error("A request from another origin (\(origin.prefix(80))) is refused.", status: 403)
    }
    return nil
  }

  private func runStream(_ client: Int32, first: String, stream: EventStream) {
    let id = ObjectIdentifier(stream)
    let admitted = state.withLock { state in
      guard !state.stopped else { return false }
      state.streams[id] = stream
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
