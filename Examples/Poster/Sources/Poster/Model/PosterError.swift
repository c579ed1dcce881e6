import SampleHTTP

/// Why no poster could be shown, typed so the feature and tests can tell the cases apart.
///
/// A failure that had a response keeps the body's ``BodyDetails`` (media type, size, first
/// bytes), so the screen can say what arrived instead of a picture. ``description`` is the
/// message shown to the user.
public enum PosterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The configured URL is not an `http` or `https` URL with a host.
  case invalidURL(String)
  /// The server answered with an error status.
  case httpStatus(Int, BodyDetails)
  /// The body is not an image (an HTML page, JSON, an empty body).
  case notAnImage(BodyDetails)
  /// The body is an image in a format the decoder does not read (`JPEG`, `GIF`, …).
  case unsupportedFormat(String, BodyDetails)
  /// The body is (or claims to be) a PNG but cannot be decoded.
  case undecodable(PNGError, BodyDetails)
  /// The body was larger than the client accepts; the download stopped there.
  case responseTooLarge(limit: Int)
  /// The server did not answer in time.
  case timedOut
  /// The request could not be made or the connection broke.
  case transport(String)

  /// The details of the body that arrived, if there was one.
  public var details: BodyDetails? {
    switch self {
    case .httpStatus(_, let details), .notAnImage(let details), .unsupportedFormat(_, let details),
      .undecodable(_, let details):
      return details
    case .invalidURL, .responseTooLarge, .timedOut, .transport:
      return nil
    }
  }

  /// A message a user understands, in the app's language.
  public var description: String {
    switch self {
    case .invalidURL(let url):
      return "이미지 주소가 올바르지 않습니다 (http/https URL이 아님): \(url)"
    case .httpStatus(let status, _):
      return HTTPStatusText.korean(status)
    case .notAnImage(let details):
      if details.byteCount == 0 { return "응답이 비어 있습니다 (이미지가 아님)" }
      return "이미지가 아닌 응답입니다 (\(details.contentType ?? "Content-Type 없음"))"
    case .unsupportedFormat(let format, _):
      return "\(format) 이미지는 표시할 수 없습니다: PNG만 그림으로 보여줄 수 있습니다"
    case .undecodable(let error, _):
      return "PNG 이미지를 해석할 수 없습니다: \(error)"
    case .responseTooLarge(let limit):
      return "이미지가 너무 큽니다 (\(BodyDetails.grouped(limit))바이트 초과)"
    case .timedOut:
      return "응답 시간이 초과되었습니다 (timeout): 네트워크를 확인하고 다시 시도해주세요"
    case .transport(let reason):
      return "네트워크 오류가 발생했습니다: \(reason)"
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

  /// Any error as a poster error: a `PosterError` or `HTTPFetchError` as such, anything else as
  /// ``transport(_:)`` with its description.
  public init(any error: any Error) {
    switch error {
    case let error as PosterError: self = error
    case let error as HTTPFetchError: self.init(error)
    default: self = .transport(String(describing: error))
    }
  }
}
