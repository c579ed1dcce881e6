/// Why an HTTP request made by ``HTTPFetcher`` failed before a response could be used.
///
/// A response with an error status is not an `HTTPFetchError`: it arrives as an
/// ``HTTPResponse`` and the service that made the request decides what the status means.
public enum HTTPFetchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The response body was larger than ``HTTPFetcher/maxBodySize``; the download stopped there.
  case responseTooLarge(limit: Int)
  /// The server did not answer within ``HTTPFetcher/timeout``.
  case timedOut
  /// Nothing listens at the server's address (connection refused).
  case cannotConnect
  /// The server's host name could not be resolved.
  case hostNotFound
  /// The machine has no network connection.
  case notConnected
  /// The connection broke before the response was complete.
  case connectionLost
  /// Any other transport failure, with the system's description.
  case other(String)

  /// A short English explanation, e.g. "connection refused".
  public var description: String {
    switch self {
    case .responseTooLarge(let limit): return "the response is larger than \(limit) bytes"
    case .timedOut: return "the server did not answer in time"
    case .cannotConnect: return "connection refused"
    case .hostNotFound: return "host not found"
    case .notConnected: return "not connected to the internet"
    case .connectionLost: return "connection lost"
    case .other(let reason): return reason
    }
  }
}
