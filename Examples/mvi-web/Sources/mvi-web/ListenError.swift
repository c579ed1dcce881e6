import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the server could not listen on the address it was given, in words a user can act on.
enum ListenError: Error, Equatable, CustomStringConvertible {
  /// Another program listens on the port.
  case portInUse(host: String, port: Int)
  /// The port needs privileges this process does not have (below 1024 on Linux).
  case portNotAllowed(host: String, port: Int)
  /// The host is not an address of this machine.
  case notLocal(host: String)
  /// The host name does not resolve.
  case unknownHost(host: String)

  /// The listening error `error` is, or `nil` for any other error.
  init?(_ error: any Error, host: String, port: Int) {
    if error is SocketAddressError.UnknownHost {
      self = .unknownHost(host: host)
      return
    }
    guard let error = error as? IOError else { return nil }
    switch error.errnoCode {
    case EADDRINUSE: self = .portInUse(host: host, port: port)
    case EACCES: self = .portNotAllowed(host: host, port: port)
    case EADDRNOTAVAIL: self = .notLocal(host: host)
    default: return nil
    }
  }

  var description: String {
    switch self {
    case .portInUse(let host, let port):
      "port \(port) on \(host) is in use by another program; choose another with --port (0: any free port)"
    case .portNotAllowed(let host, let port):
      "port \(port) on \(host) needs privileges this user does not have; use a port from 1024 up, or 0"
    case .notLocal(let host):
      "\(host) is not an address of this machine; --host takes one of its own (127.0.0.1 by default)"
    case .unknownHost(let host):
      "the host name \(host) does not resolve; --host takes an address of this machine (127.0.0.1 by default)"
    }
  }

  /// The exit status: a bad `--host` is a usage error (64), a port that cannot be had is a
  /// service that is unavailable (69).
  var exitCode: Int32 {
    switch self {
    case .portInUse, .portNotAllowed: 69
    case .notLocal, .unknownHost: 64
    }
  }
}
