import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `mvi-web` run as a user would: where it cannot listen, it says why in one line and
/// how to fix it, with a sysexits status, instead of the network library's error text.
struct WebCommandTests {
  func run(_ arguments: [String]) async throws -> BuildProducts.Outcome {
    let server = try #require(
      BuildProducts.locate("mvi-web"),
      "mvi-web was not found next to the test binary; searched \(BuildProducts.searchFolders.map(\.path))")
    return try await BuildProducts.run(server, arguments)
  }

  @Test func aPortInUseExits69AndSaysHowToChooseAnother() async throws {
    let taken = try ListeningSocket()
    defer { taken.close() }
    let outcome = try await run(["--port", String(taken.port)])
    #expect(outcome.status == 69)
    #expect(
      outcome.errors.hasSuffix(
        "mvi-web: cannot listen: port \(taken.port) on 127.0.0.1 is in use by another program; "
          + "choose another with --port (0: any free port)\n"))
  }

  @Test func anAddressOfAnotherMachineExits64() async throws {
    // 192.0.2.0/24 is reserved for documentation (RFC 5737): never an address of this machine.
    let outcome = try await run(["--host", "192.0.2.1", "--port", "0"])
    #expect(outcome.status == 64)
    #expect(outcome.errors.contains("mvi-web: cannot listen: 192.0.2.1 is not an address of this machine"))
  }

  @Test func aHostNameThatDoesNotResolveExits64() async throws {
    let outcome = try await run(["--host", "no-such-host.invalid", "--port", "0"])
    #expect(outcome.status == 64)
    #expect(
      outcome.errors.contains("mvi-web: cannot listen: the host name no-such-host.invalid does not resolve"))
  }
}

/// A TCP socket listening on a free port of 127.0.0.1, to take that port from the server.
private struct ListeningSocket {
  let descriptor: Int32
  let port: Int

  init() throws {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    try #require(descriptor >= 0, "socket: errno \(errno)")
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 1) == 0
          && getsockname(descriptor, address, &length) == 0
      }
    }
    try #require(listening, "bind/listen: errno \(errno)")
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  func close() {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
