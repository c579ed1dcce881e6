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
    (descriptor, port) = try LoopbackSocket.bound(reuseAddress: false)
  }

  deinit { close(descriptor) }

  /// `http://127.0.0.1:<port>`.
  package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Runs `body` with the URL of a closed port, held closed until `body` returns.
  @discardableResult
  package static func withURL<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let closed = try ClosedPort()
    defer { withExtendedLifetime(closed) {} }  // the socket stays bound until `body` returns
    return try await body(closed.baseURL)
  }
}
