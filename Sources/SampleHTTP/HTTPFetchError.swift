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

  /// The reason in Korean, the samples' language, with the English term in parentheses.
  public var koreanDescription: String {
    switch self {
    case .responseTooLarge(let limit): return "서버 응답이 너무 큽니다 (\(limit)바이트 초과)"
    case .timedOut: return "응답 시간이 초과되었습니다 (timeout)"
    case .cannotConnect: return "서버에 연결할 수 없습니다 (connection refused)"
    case .hostNotFound: return "서버 주소를 찾을 수 없습니다 (host not found)"
    case .notConnected: return "인터넷에 연결되어 있지 않습니다"
    case .connectionLost: return "연결이 끊어졌습니다 (connection lost)"
    case .other(let reason): return reason
    }
  }
}
