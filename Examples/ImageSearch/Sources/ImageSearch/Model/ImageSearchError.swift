import SampleHTTP

/// Why a search failed, typed so the feature and tests can tell the cases apart.
///
/// ``description`` is the message shown to the user under the seed's error text.
public enum ImageSearchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The query was empty or only spaces; no request was made.
  case emptyQuery
  /// The live service needs an API key and none was given (`KAKAO_REST_API_KEY`).
  case missingAPIKey
  /// The server refused the API key: HTTP 401 (not a valid key) or 403 (the key's app may not
  /// use the API).
  case unauthorized(status: Int, message: String?)
  /// The quota is used up (HTTP 429).
  case rateLimited(message: String?)
  /// The server answered with another error status; `message` is the body's `message` field.
  case server(status: Int, message: String?)
  /// The response was not the JSON the client expects.
  case malformedResponse
  /// The response body was larger than the client accepts.
  case responseTooLarge(limit: Int)
  /// The server did not answer in time.
  case timedOut
  /// The server redirected to another origin (`scheme://host:port`); the request was not sent
  /// there, so the API key never left for it.
  case redirectRefused(to: String)
  /// The request could not be made or the connection broke.
  case transport(String)
  /// The offline catalog could not be read (a missing or damaged resource).
  case catalogUnreadable(reason: String)

  /// A message a user understands, in the app's language.
  public var description: String {
    switch self {
    case .emptyQuery:
      return ImageSearch.Texts.emptyQuery
    case .missingAPIKey:
      return "API 키가 없습니다: KAKAO_REST_API_KEY 환경 변수를 설정하거나 --source offline 을 사용하세요"
    case .unauthorized(let status, let message):
      return HTTPStatusText.korean(status) + ": API 키를 확인해주세요" + Self.detail(message)
    case .rateLimited(let message):
      return HTTPStatusText.korean(429) + ": 잠시 후 다시 시도해주세요" + Self.detail(message)
    case .server(let status, let message):
      return HTTPStatusText.korean(status) + Self.detail(message)
    case .redirectRefused(let origin):
      return "서버가 다른 서버(\(origin))로 리디렉션했습니다: API 키를 보내지 않으려고 따르지 않았습니다 (redirect refused)"
    case .malformedResponse:
      return "서버 응답을 해석할 수 없습니다 (malformed JSON)"
    case .responseTooLarge(let limit):
      return "서버 응답이 너무 큽니다 (\(limit)바이트 초과)"
    case .timedOut:
      return "응답 시간이 초과되었습니다 (timeout): 네트워크를 확인하고 다시 시도해주세요"
    case .transport(let reason):
      return "네트워크 오류가 발생했습니다: \(reason)"
    case .catalogUnreadable(let reason):
      return "오프라인 카탈로그를 읽을 수 없습니다: \(reason)"
    }
  }

  /// The error a failed request becomes, with the transport's reason in the app's language.
  public init(_ error: HTTPFetchError) {
    switch error {
    case .responseTooLarge(let limit): self = .responseTooLarge(limit: limit)
    case .timedOut: self = .timedOut
    case .redirectRefused(let origin): self = .redirectRefused(to: origin)
    case .cannotConnect, .hostNotFound, .notConnected, .connectionLost, .tooManyRedirects,
      .badResponse, .insecureConnection, .unsupportedURL, .other:
      self = .transport(error.koreanDescription)
    }
  }

  private static func detail(_ message: String?) -> String {
    guard let message, !message.isEmpty else { return "" }
    return " — \(message)"
  }
}
