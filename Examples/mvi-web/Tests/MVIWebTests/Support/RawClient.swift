import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to a server on 127.0.0.1, read and written byte by byte as a browser, or a
/// hostile client, would: plain HTTP and WebSocket frames. Its calls block: run them in
/// ``onThread(_:)``, off the tasks' threads the server in this process needs.
final class RawClient {
  let descriptor: Int32
  private var pending: [UInt8] = []

  /// Connects to `127.0.0.1:port`; a read waits at most `timeout` seconds (a safety net, so that a
  /// server that never answers fails the test instead of hanging it).
  init(port: Int, timeout: Int = 30) throws {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var wait = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      _ = systemClose(descriptor)
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .ECONNREFUSED)
    }
  }

  deinit { _ = systemClose(descriptor) }

  func send(_ text: String) { send(Array(text.utf8)) }

  func send(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        systemSend(descriptor, $0.baseAddress, $0.count, noSignal)
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// The next bytes; empty at the end of the stream, nil when the read timed out.
  private func receive() -> [UInt8]? {
    if !pending.isEmpty {
      defer { pending = [] }
      return pending
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count < 0 { return errno == ECONNRESET ? [] : nil }
    return Array(buffer[..<count])
  }

  /// Everything until the server closes the connection; nil if it did not within the timeout.
  func readToEnd() -> String? {
    var all: [UInt8] = []
    while let bytes = receive() {
      if bytes.isEmpty { return String(decoding: all, as: UTF8.self) }
      all += bytes
    }
    return nil
  }

  /// A response's head (its status line and fields), leaving what follows for the next read.
  func readHead() -> String? {
    var all: [UInt8] = []
    let end = Array("\r\n\r\n".utf8)
    while true {
      if let range = all.firstRange(of: end) {
        pending = Array(all[range.upperBound...])
        return String(decoding: all[..<range.upperBound], as: UTF8.self)
      }
      guard let bytes = receive(), !bytes.isEmpty else { return nil }
      all += bytes
    }
  }

  private func read(_ count: Int) -> [UInt8]? {
    var all: [UInt8] = []
    while all.count < count {
      guard let bytes = receive(), !bytes.isEmpty else { return nil }
      all += bytes
    }
    pending = Array(all[count...]) + pending
    return Array(all[..<count])
  }

  /// Upgrades to a WebSocket at `path` from `origin` (the page's own by default); the response's head.
  func upgrade(_ path: String, port: Int, origin: String? = nil) -> String? {
    send(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin ?? "http://127.0.0.1:\(port)")\r\n"
        + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
    return readHead()
  }

  /// The server's next WebSocket frame: its opcode and payload (unmasked, as a server sends).
  func readFrame() -> (opcode: UInt8, payload: [UInt8])? {
    guard let start = read(2) else { return nil }
    var length = Int(start[1] & 0x7F)
    if length == 126 {
      guard let bytes = read(2) else { return nil }
      length = Int(bytes[0]) << 8 | Int(bytes[1])
    } else if length == 127 {
      guard let bytes = read(8) else { return nil }
      length = bytes.reduce(0) { $0 << 8 | Int($1) }
    }
    guard let payload = read(length) else { return nil }
    return (start[0] & 0x0F, payload)
  }

  /// The close frame the server sends, skipping messages before it: its code and reason.
  func readClose() -> (code: Int, reason: String)? {
    while let frame = readFrame() {
      guard frame.opcode == 8 else { continue }
      guard frame.payload.count >= 2 else { return (1005, "") }
      return (
        Int(frame.payload[0]) << 8 | Int(frame.payload[1]),
        String(decoding: frame.payload[2...], as: UTF8.self)
      )
    }
    return nil
  }

  /// Sends one frame, masked as a client must.
  func sendFrame(opcode: UInt8, _ payload: [UInt8]) {
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    var frame: [UInt8] = [0x80 | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    send(frame)
  }

  /// Closes the WebSocket (1000) and reads until the server closes the connection.
  func closeWebSocket() -> Bool {
    sendFrame(opcode: 8, [0x03, 0xE8])
    return readToEnd() != nil
  }
}

/// Runs `body` on a thread of its own and returns its result: the blocking reads of a
/// ``RawClient`` never hold a thread the server's tasks need.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
    }
  }
}

#if canImport(Glibc)
  private let systemClose = Glibc.close
  private let systemSend = Glibc.send
  private let noSignal = Int32(MSG_NOSIGNAL)
#else
  private let systemClose = Darwin.close
  private let systemSend = Darwin.send
  private let noSignal: Int32 = 0
#endif
