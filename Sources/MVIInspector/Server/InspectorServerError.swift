/// Why the inspector's server could not start.
public enum InspectorServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Another program (or inspector) listens on the port.
  case portInUse(Int)
  /// The host is not loopback and the configuration does not allow other addresses.
  case notLoopback(String)
  /// The host is not an IPv4 address or `localhost`.
  case invalidHost(String)
  /// The port is not 0…65535.
  case invalidPort(Int)
  /// The system refused a socket call; its name and the error's text.
  case socket(String, String)

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .portInUse(let port):
      "Port \(port) is in use: choose another one, or 0 for any free port."
    case .notLoopback(let host):
      "\(host) is not a loopback address: the inspector shows your app's state, so it listens on "
        + "127.0.0.1 unless the configuration sets allowsNonLoopback."
    case .invalidHost(let host): "\(host) is not an IPv4 address or localhost."
    case .invalidPort(let port): "\(port) is not a port (0…65535)."
    case .socket(let call, let reason): "The inspector's server could not start: \(call) failed (\(reason))."
    }
  }
}
