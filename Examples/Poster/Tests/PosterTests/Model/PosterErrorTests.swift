import Poster
import SampleHTTP
import Testing

@Suite("PosterError")
struct PosterErrorTests {
  let html = BodyDetails(body: Array("<html></html>".utf8), contentType: "text/html")

  @Test func transportFailuresMapToTypedErrorsWithMessagesInTheAppsLanguage() {
    #expect(PosterError(HTTPFetchError.timedOut) == .timedOut)
    #expect(PosterError(HTTPFetchError.responseTooLarge(limit: 10)) == .responseTooLarge(limit: 10))
    #expect(PosterError(HTTPFetchError.cannotConnect) == .transport("서버에 연결할 수 없습니다 (connection refused)"))
    #expect(PosterError(HTTPFetchError.hostNotFound) == .transport("서버 주소를 찾을 수 없습니다 (host not found)"))
    #expect(PosterError(HTTPFetchError.notConnected) == .transport("인터넷에 연결되어 있지 않습니다"))
    #expect(PosterError(HTTPFetchError.connectionLost) == .transport("연결이 끊어졌습니다 (connection lost)"))
    #expect(PosterError(HTTPFetchError.insecureConnection) == .transport("보안 연결에 실패했습니다 (TLS)"))
  }

  @Test func anyErrorBecomesAPosterError() {
    struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
    #expect(PosterError(any: PosterError.timedOut) == .timedOut)
    #expect(PosterError(any: HTTPFetchError.timedOut) == .timedOut)
    #expect(PosterError(any: Odd()) == .transport("odd"))
  }

  @Test func theBodysDetailsAreKeptForFailuresThatHadABody() {
    #expect(PosterError.httpStatus(404, html).details == html)
    #expect(PosterError.notAnImage(html).details == html)
    #expect(PosterError.unsupportedFormat("JPEG", html).details == html)
    #expect(PosterError.undecodable(.notPNG, html).details == html)
    #expect(PosterError.timedOut.details == nil)
    #expect(PosterError.responseTooLarge(limit: 1).details == nil)
    #expect(PosterError.invalidURL("x").details == nil)
    #expect(PosterError.transport("x").details == nil)
  }

  @Test func clearMessages() {
    #expect(PosterError.httpStatus(404, html).description == "요청한 주소가 없습니다 (HTTP 404)")
    #expect(PosterError.httpStatus(503, html).description == "서버 오류가 발생했습니다 (HTTP 503)")
    #expect(PosterError.notAnImage(html).description == "이미지가 아닌 응답입니다 (text/html)")
    #expect(
      PosterError.notAnImage(BodyDetails(body: [], contentType: nil)).description == "응답이 비어 있습니다 (이미지가 아님)")
    #expect(
      PosterError.unsupportedFormat("JPEG", html).description == "JPEG 이미지는 표시할 수 없습니다: PNG만 그림으로 보여줄 수 있습니다")
    #expect(
      PosterError.undecodable(.badFilter(type: 9, row: 2), html).description
        == "PNG 이미지를 해석할 수 없습니다: unknown filter type 9 on row 2")
    #expect(PosterError.responseTooLarge(limit: 8_388_608).description == "이미지가 너무 큽니다 (8,388,608바이트 초과)")
    #expect(PosterError.timedOut.description.hasPrefix("응답 시간이 초과되었습니다"))
    #expect(PosterError.invalidURL("ftp://x").description.hasSuffix("ftp://x"))
  }
}
