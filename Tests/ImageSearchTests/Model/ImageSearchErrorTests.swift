import ImageSearch
import Testing

@Suite("ImageSearchError")
struct ImageSearchErrorTests {
  @Test("every case has a message a user understands, with the server's message when there is one")
  func messages() {
    #expect(ImageSearchError.emptyQuery.description == "검색어를 입력해주세요")
    #expect(ImageSearchError.missingAPIKey.description.contains("KAKAO_REST_API_KEY"))
    #expect(ImageSearchError.unauthorized(message: "bad key").description.contains("401"))
    #expect(ImageSearchError.unauthorized(message: "bad key").description.hasSuffix("— bad key"))
    #expect(ImageSearchError.rateLimited(message: nil).description.contains("429"))
    #expect(ImageSearchError.server(status: 503, message: "down").description.contains("HTTP 503"))
    #expect(ImageSearchError.server(status: 503, message: "").description.hasSuffix("(HTTP 503)"))
    #expect(ImageSearchError.malformedResponse.description.contains("malformed"))
    #expect(ImageSearchError.responseTooLarge(limit: 1024).description.contains("1024"))
    #expect(ImageSearchError.timedOut.description.contains("timeout"))
    #expect(ImageSearchError.transport("refused").description.contains("refused"))
  }
}
