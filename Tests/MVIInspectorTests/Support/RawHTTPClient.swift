import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client for the inspector's server that writes raw bytes and reads raw answers: it can send
/// what a browser never would (a foreign Host, a stalled request, an oversized body).
struct RawHTTPClient: Sendable {
  let port: Int

  /// A connected socket to 127.0.0.1:port, with a 120 s read timeout: the server answers on the
  /// main actor, which other tests of the run may hold for seconds.
  func connect() throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw POSIXError(.ECONNREFUSED)
    }
    var time = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    return fd
  }

  /// Connects, sends `bytes` and reads until the server closes or `until` appears, on a thread of
  /// its own (``OwnThread``).
  func exchange(_ bytes: [UInt8], until marker: String? = nil) async throws -> String {
    let client = self
    let fd = try await OwnThread.run { Result { try client.connect() } }.get()
    return await OwnThread.run {
      defer { close(fd) }
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes {
          Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        if sent <= 0 { break }
        offset += sent
      }
      return Self.read(fd, until: marker)
    }
  }

  /// A GET with the server's own Host.
  func get(_ target: String, host: String? = nil, until marker: String? = nil) async throws -> String {
    try await exchange(
      Array("GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8), until: marker)
  }

  /// A POST with the server's own Host and `body`.
  func post(_ target: String, body: String, headers: String = "") async throws -> String {
    let head =
      "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\(headers)\r\n"
    return try await exchange(Array((head + body).utf8))
  }

  static func read(_ fd: Int32, until marker: String?) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[..<count]
      if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: received, as: UTF8.self)
  }
}

extension String {
  /// The status code of an HTTP response's text.
  var status: Int? {
    split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
  }

  /// The body of an HTTP response's text.
  var body: String {
    components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
  }
}
