import SampleHTTP
import Testing

@Suite("HTTPStatusText")
struct HTTPStatusTextTests {
  @Test func eachStatusIsNamedForWhatItIsWithItsNumber() {
    #expect(HTTPStatusText.korean(401) == "인증에 실패했습니다 (HTTP 401)")
    #expect(HTTPStatusText.korean(403) == "접근 권한이 없습니다 (HTTP 403)")
    #expect(HTTPStatusText.korean(404) == "요청한 주소가 없습니다 (HTTP 404)")
    #expect(HTTPStatusText.korean(418) == "서버가 요청을 거절했습니다 (HTTP 418)")
    #expect(HTTPStatusText.korean(503) == "서버 오류가 발생했습니다 (HTTP 503)")
    #expect(HTTPStatusText.korean(308) == "따르지 않은 리디렉션 응답입니다 (HTTP 308)")
    #expect(HTTPStatusText.korean(101) == "예상하지 못한 응답입니다 (HTTP 101)")
    for status in 100..<600 { #expect(HTTPStatusText.korean(status).hasSuffix("(HTTP \(status))")) }
  }
}
