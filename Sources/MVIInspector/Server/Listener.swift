import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket calls of the inspector's server: open a listening socket, set a connection's
/// timeouts, send all bytes.
enum Listener {
  /// A listening TCP socket on the configuration's IPv4 host and port, and the port it got.
  static func open(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) -> (
    Int32, Int, isLoopback: Bool
  ) {
    guard (0...65_535).contains(configuration.port) else { throw .invalidPort(configuration.port) }
    let name = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
    var address = in_addr()
    guard inet_pton(AF_INET, name, &address) == 1 else { throw .invalidHost(configuration.host) }
    let isLoopback = UInt32(bigEndian: address.s_addr) >> 24 == 127
    guard isLoopback || configuration.allowsNonLoopback else { throw .notLoopback(configuration.host) }
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw .socket("socket", String(cString: strerror(errno))) }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = in_port_t(UInt16(configuration.port).bigEndian)
    socketAddress.sin_addr = address
    let bound = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let error = errno
      _ = close(fd)
      if error == EADDRINUSE { throw .portInUse(configuration.port) }
      throw .socket("bind", String(cString: strerror(error)))
    }
    guard listen(fd, 64) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = close(fd)
      throw .socket("listen", reason)
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, Int(UInt16(bigEndian: actual.sin_port)), isLoopback)
  }

  /// The IPv4 addresses of the device's network interfaces that are up.
  static func interfaceAddresses() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var addresses: [String] = []
    var next = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
        entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      let found = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
        var inAddress = inet.pointee.sin_addr
        return inet_ntop(AF_INET, &inAddress, &text, socklen_t(INET_ADDRSTRLEN)) != nil
      }
      if found {
        addresses.append(
          String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
    }
    return addresses
  }

  /// Sets a connection's read and write timeouts, and (on Darwin) no SIGPIPE.
  static func configure(_ fd: Int32, timeout: Double) {
    var time = timeval(tv_sec: Int(timeout), tv_usec: .init(Int((timeout - Double(Int(timeout))) * 1e6)))
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Whether the client closed its side (or the connection failed): an event stream's client
  /// sends nothing after its request, so readable means gone. Does not wait.
  static func peerClosed(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    if entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return true }
    var byte: UInt8 = 0
    let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
  }

  /// Sends all of `bytes`; false when the client left or stalled past the write timeout.
  static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, flags) }
      if sent < 0, errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }
}
