import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 that refuses connections for as long as this object lives: a socket is
/// bound to it and never listens.
///
/// A port freed by a stopped server can be handed at once to another test's server running in
/// parallel, which would then answer a request meant to be refused. Holding the port bound (without
/// `SO_REUSEADDR`) keeps every other socket of the run off it.
package final class ClosedPort: Sendable {
  /// The port.
  package let port: UInt16
  private let descriptor: Int32

  /// Binds a socket to a port the system picks, without listening on it.
  package init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard bound == 0, named == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    descriptor = fd
    port = UInt16(bigEndian: address.sin_port)
  }

  deinit { close(descriptor) }

  /// `http://127.0.0.1:<port>`.
  package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
