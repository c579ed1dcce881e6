import Feed
import SampleHTTP
import Testing

@Suite("FeedError")
struct FeedErrorTests {
  @Test func everyCaseHasAMessageThatNamesTheProblem() {
    #expect(FeedError.httpStatus(404).description.contains("HTTP 404"))
    #expect(FeedError.httpStatus(503).description.contains("서버 오류"))
    #expect(FeedError.httpStatus(403).description.contains("HTTP 403"))
    #expect(FeedError.httpStatus(302).description == "따르지 않은 리디렉션 응답입니다 (HTTP 302)")
    #expect(FeedError.malformedJSON.description.contains("malformed JSON"))
    #expect(FeedError.duplicatePostID(7).description.contains("7"))
    #expect(FeedError.responseTooLarge(limit: 1024).description.contains("1024"))
    #expect(FeedError.timedOut.description.contains("timeout"))
    #expect(FeedError.transport("boom").description.contains("boom"))
    #expect(FeedError.postNotFound(99).description.contains("99"))
  }

  @Test func transportFailuresMapToTypedErrors() {
    #expect(FeedError(HTTPFetchError.timedOut) == .timedOut)
    #expect(FeedError(HTTPFetchError.responseTooLarge(limit: 10)) == .responseTooLarge(limit: 10))
    #expect(FeedError(HTTPFetchError.cannotConnect) == .transport("서버에 연결할 수 없습니다 (connection refused)"))
    #expect(FeedError(HTTPFetchError.hostNotFound).description.contains("host not found"))
    #expect(FeedError(HTTPFetchError.notConnected).description.contains("인터넷"))
    #expect(FeedError(HTTPFetchError.connectionLost).description.contains("connection lost"))
    #expect(
      FeedError(HTTPFetchError.other(code: -1, reason: "boom"))
        == .transport("알 수 없는 네트워크 오류가 발생했습니다 (error -1)"))
  }
}
