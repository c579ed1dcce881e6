/// What an HTTP status means, in Korean with its number, for the samples' error messages.
///
/// Each status is named for what it is: a 403 is not shown as a failed login (401), nor a 404 or
/// a redirect as a server error.
public enum HTTPStatusText {
  /// A short Korean phrase ending in the status, e.g. `요청한 주소가 없습니다 (HTTP 404)`.
  public static func korean(_ status: Int) -> String {
    switch status {
    case 400: return "잘못된 요청입니다 (HTTP 400)"
    case 401: return "인증에 실패했습니다 (HTTP 401)"
    case 403: return "접근 권한이 없습니다 (HTTP 403)"
    case 404: return "요청한 주소가 없습니다 (HTTP 404)"
    case 429: return "요청 한도를 초과했습니다 (HTTP 429)"
    case 300..<400: return "따르지 않은 리디렉션 응답입니다 (HTTP \(status))"
    case 400..<500: return "서버가 요청을 거절했습니다 (HTTP \(status))"
    case 500..<600: return "서버 오류가 발생했습니다 (HTTP \(status))"
    default: return "예상하지 못한 응답입니다 (HTTP \(status))"
    }
  }
}
