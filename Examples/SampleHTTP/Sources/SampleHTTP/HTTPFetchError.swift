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
  /// The connection broke before the response was complete (e.g. cut mid-body).
  case connectionLost
  /// The server redirected to another origin (`scheme://host:port`), which was not followed so
  /// that the request's headers (an API key) never reach it.
  case redirectRefused(to: String)
  /// The server redirected too many times (a redirect loop).
  case tooManyRedirects
  /// The server's answer was not a valid HTTP response (an empty reply, a broken header, a body
  /// that does not match its `Content-Encoding`).
  case badResponse
  /// The secure (TLS) connection could not be made or its certificate was not trusted.
  case insecureConnection
  /// The URL is malformed or its scheme is not `http` or `https`.
  case unsupportedURL
  /// Any other transport failure: the system's error code and (English) description.
  case other(code: Int, reason: String)

  /// A short English explanation, e.g. "connection refused".
  public var description: String {
    switch self {
    case .responseTooLarge(let limit): return "the response is larger than \(limit) bytes"
    case .timedOut: return "the server did not answer in time"
    case .cannotConnect: return "connection refused"
    case .hostNotFound: return "host not found"
    case .notConnected: return "not connected to the internet"
    case .connectionLost: return "connection lost"
    case .redirectRefused(let origin): return "refused a redirect to another origin (\(origin))"
    case .tooManyRedirects: return "too many redirects"
    case .badResponse: return "the server's response is not valid HTTP"
    case .insecureConnection: return "the secure connection failed"
    case .unsupportedURL: return "unsupported URL"
    case .other(let code, let reason): return "\(reason) (error \(code))"
    }
  }

  /// The reason in Korean, the samples' language, with the English term in parentheses; never the
  /// system's English text.
  public var koreanDescription: String {
    switch self {
    case .responseTooLarge(let limit): return "서버 응답이 너무 큽니다 (\(limit)바이트 초과)"
    case .timedOut: return "응답 시간이 초과되었습니다 (timeout)"
    case .cannotConnect: return "서버에 연결할 수 없습니다 (connection refused)"
    case .hostNotFound: return "서버 주소를 찾을 수 없습니다 (host not found)"
    case .notConnected: return "인터넷에 연결되어 있지 않습니다"
    case .connectionLost: return "연결이 끊어졌습니다 (connection lost)"
    case .redirectRefused(let origin):
      return "다른 서버(\(origin))로의 리디렉션을 따르지 않았습니다 (redirect refused)"
    case .tooManyRedirects: return "리디렉션이 너무 많습니다 (too many redirects)"
    case .badResponse: return "서버 응답이 올바른 HTTP 응답이 아닙니다 (bad response)"
    case .insecureConnection: return "보안 연결에 실패했습니다 (TLS)"
    case .unsupportedURL: return "지원하지 않는 주소입니다 (unsupported URL)"
    case .other(let code, _): return "알 수 없는 네트워크 오류가 발생했습니다 (error \(code))"
    }
  }
}
