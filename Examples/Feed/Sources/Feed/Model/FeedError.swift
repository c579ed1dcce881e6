import SampleHTTP

/// Why loading the feed or a post's comments failed, typed so the features and tests can tell
/// the cases apart.
///
/// ``description`` is the message shown to the user under the screen's error text.
public enum FeedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server answered with an error status (404, 500, ...).
  case httpStatus(Int)
  /// The body was not the JSON the client expects.
  case malformedJSON
  /// The feed listed two posts with the same id; the list cannot show both.
  case duplicatePostID(Int)
  /// The body was larger than the client accepts; the download stopped there.
  case responseTooLarge(limit: Int)
  /// The server did not answer in time.
  case timedOut
  /// The request could not be made or the connection broke.
  case transport(String)
  /// The offline feed has no post with the id.
  case postNotFound(Int)

  /// A message a user understands, in the app's language.
  public var description: String {
    switch self {
    case .httpStatus(404):
      return HTTPStatusText.korean(404) + ": --endpoint 를 확인해주세요"
    case .httpStatus(let status) where (500..<600).contains(status):
      return HTTPStatusText.korean(status) + ": 잠시 후 다시 시도해주세요"
    case .httpStatus(let status):
      return HTTPStatusText.korean(status)
    case .malformedJSON:
      return "서버 응답을 해석할 수 없습니다 (malformed JSON)"
    case .duplicatePostID(let id):
      return "서버 응답에 같은 id(\(id))의 글이 두 번 있습니다 (malformed feed)"
    case .responseTooLarge(let limit):
      return "서버 응답이 너무 큽니다 (\(limit)바이트 초과)"
    case .timedOut:
      return "응답 시간이 초과되었습니다 (timeout): 네트워크를 확인하고 다시 시도해주세요"
    case .transport(let reason):
      return "네트워크 오류가 발생했습니다: \(reason)"
    case .postNotFound(let id):
      return "글을 찾을 수 없습니다 (id \(id))"
    }
  }

  /// The error a failed request becomes, with the transport's reason in the app's language.
  public init(_ error: HTTPFetchError) {
    switch error {
    case .responseTooLarge(let limit): self = .responseTooLarge(limit: limit)
    case .timedOut: self = .timedOut
    case .cannotConnect, .hostNotFound, .notConnected, .connectionLost, .redirectRefused, .tooManyRedirects,
      .badResponse, .insecureConnection, .unsupportedURL, .other:
      self = .transport(error.koreanDescription)
    }
  }
}
