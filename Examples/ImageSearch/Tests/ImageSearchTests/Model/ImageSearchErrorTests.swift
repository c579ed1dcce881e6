import ImageSearch
import SampleHTTP
import Testing

@Suite("ImageSearchError")
struct ImageSearchErrorTests {
  @Test func everyCaseHasAMessageAUserUnderstandsWithTheServersMessageWhenThereIsOne() {
    #expect(ImageSearchError.emptyQuery.description == "검색어를 입력해주세요")
    #expect(ImageSearchError.missingAPIKey.description.contains("KAKAO_REST_API_KEY"))
    #expect(ImageSearchError.unauthorized(status: 401, message: "bad key").description.contains("(HTTP 401)"))
    #expect(ImageSearchError.unauthorized(status: 401, message: "bad key").description.hasSuffix("— bad key"))
    // A 403 is named as such, not as a 401.
    let forbidden = ImageSearchError.unauthorized(status: 403, message: nil).description
    #expect(forbidden.contains("(HTTP 403)") && !forbidden.contains("401"))
    // Neither a client error nor a redirect is called a server error.
    #expect(ImageSearchError.server(status: 400, message: nil).description == "잘못된 요청입니다 (HTTP 400)")
    #expect(!ImageSearchError.server(status: 302, message: nil).description.contains("서버 오류"))
    #expect(
      ImageSearchError(HTTPFetchError.redirectRefused(to: "https://evil.test:443"))
        == .redirectRefused(to: "https://evil.test:443"))
    #expect(ImageSearchError(HTTPFetchError.connectionLost) == .transport("연결이 끊어졌습니다 (connection lost)"))
    #expect(ImageSearchError.rateLimited(message: nil).description.contains("429"))
    #expect(ImageSearchError.server(status: 503, message: "down").description.contains("HTTP 503"))
    #expect(ImageSearchError.server(status: 503, message: "").description.hasSuffix("(HTTP 503)"))
    #expect(ImageSearchError.malformedResponse.description.contains("malformed"))
    #expect(ImageSearchError.responseTooLarge(limit: 1024).description.contains("1024"))
    #expect(ImageSearchError.timedOut.description.contains("timeout"))
    #expect(ImageSearchError.transport("refused").description.contains("refused"))
  }
}
