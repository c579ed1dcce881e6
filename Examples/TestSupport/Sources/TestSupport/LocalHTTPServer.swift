import Foundation
import MVITesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: POSIX sockets, one thread per connection,
/// one request per connection. Each descriptor is closed only by the thread that uses it. It never leaves the loopback interface.
package final class LocalHTTPServer: Sendable {
  /// A request the server received.
  package struct Request: Sendable, Equatable {
    package var method: String
    /// The path and query as sent (`/v2/search/image?query=...`).
    package var target: String
    /// Header names lowercased.
    package var headers: [String: String]

    package var path: String { String(target.prefix { $0 != "?" }) }
    package var query: String {
      target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
    }
  }

  /// What the server does with a request.
  package enum Reply: Sendable {
    /// A response with a `Content-Length`.
    case respond(status: Int, body: Data, contentType: String = "application/json")
    /// A response with no `Content-Length`, `bodySize` bytes, ended by closing the connection.
    case streamWithoutLength(bodySize: Int)
    /// Never answers; the connection stays open until the server stops.
    case hang
    /// What a well-behaved server would not send: `head` as given (status line and header lines,
    /// without the blank line that ends them), then `body`, then `repeating` up to `times` times
    /// while the client reads, then the connection is closed, or left open until the server stops
    /// if `thenHang`. For bodies without or with a lying `Content-Length`, chunked or compressed
    /// bodies, endless bodies, redirects and transfers cut mid-body.
    case raw(
      head: String, body: Data = Data(), repeating: Data = Data(), times: Int = 0, thenHang: Bool = false)
  }

  package let port: UInt16
  private let listener: Int32
  private let state = LockIsolated(State())
  private let reply: LockIsolated<@Sendable (Request) -> Reply>

  private struct State {
    package var requests: [Request] = []
    var openConnections: [Int32] = []
    var stopped = false
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  /// Starts listening on 127.0.0.1 at a port the system picks.
  package init(reply: @escaping @Sendable (Request) -> Reply) throws {
    self.reply = LockIsolated(reply)
    let (fd, port) = try LoopbackSocket.bound(reuseAddress: true)
    guard listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    listener = fd
    self.port = port
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  deinit { stop() }

  /// The base URL of the server, `http://127.0.0.1:<port>`.
  package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The requests received so far.
  package var requests: [Request] { state.withLock { $0.requests } }

  /// Returns once the server has received `count` requests in all; no clock involved.
  package func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        if state.requests.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Changes what the server answers from now on.
  package func setReply(_ reply: @escaping @Sendable (Request) -> Reply) {
    self.reply.withLock { $0 = reply }
  }

  /// Stops accepting and ends every open connection.
  ///
  /// The listening socket is only shut down here; the accept thread closes it when `accept`
  /// returns, so its descriptor is never reused by another socket while that thread still
  /// uses it.
  package func stop() {
    let connections = state.withLock { state -> [Int32]? in
      guard !state.stopped else { return nil }
      state.stopped = true
      defer { state.openConnections.removeAll() }
      return state.openConnections
    }
    guard let connections else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    for fd in connections { shutdown(fd, Int32(SHUT_RDWR)) }  // their threads close them
  }

  private func acceptLoop() {
    defer { close(listener) }
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      let accepted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.openConnections.append(connection)
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    guard let request = readRequest(connection) else { return finish(connection) }
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.requests.append(request)
      let count = state.requests.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
    for waiter in ready { waiter.resume() }
    switch reply.withLock({ $0 })(request) {
    case .respond(let status, let body, let contentType):
      var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
      head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      send(Data(head.utf8) + body, on: connection)
      finish(connection)
    case .streamWithoutLength(let size):
      send(
        Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n".utf8),
        on: connection)
      let chunk = Data(repeating: UInt8(ascii: " "), count: 16 * 1024)
      var sent = 0
      while sent < size, send(chunk, on: connection) { sent += chunk.count }
      finish(connection)
    case .hang:
      hang(connection)
    case .raw(let head, let body, let repeating, let times, let thenHang):
      var open = send(Data((head + "\r\n\r\n").utf8) + body, on: connection)
      var sent = 0
      while open, sent < times {
        open = send(repeating, on: connection)
        sent += 1
      }
      if open, thenHang { return hang(connection) }
      finish(connection)
    }
  }

  /// Reads until ``stop()`` shuts the connection down, then closes it.
  private func hang(_ connection: Int32) {
    var byte: UInt8 = 0
    while recv(connection, &byte, 1, 0) > 0 {}
    finish(connection)
  }

  private func readRequest(_ connection: Int32) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while data.range(of: Data("\r\n\r\n".utf8)) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[0..<count])
      if data.count > 64 * 1024 { return nil }
    }
    let head = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
    let lines = head.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
  }

  @discardableResult
  private func send(_ data: Data, on connection: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.send(
          connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Closes a connection; only the thread that serves it calls this, so its descriptor is not
  /// reused while in use.
  private func finish(_ connection: Int32) {
    state.withLock { $0.openConnections.removeAll { $0 == connection } }
    shutdown(connection, Int32(SHUT_WR))
    close(connection)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 301: return "Moved Permanently"
    case 302: return "Found"
    case 403: return "Forbidden"
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 429: return "Too Many Requests"
    case 404: return "Not Found"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}
