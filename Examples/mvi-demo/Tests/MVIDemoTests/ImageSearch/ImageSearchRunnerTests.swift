import DemoCLI
import Foundation
import ImageSearch
import TerminalUI
import TestSupport
import Testing

@testable import mvi_demo

/// `mvi-demo image-search` run as a script would: the exit status, the printed screen or JSON,
/// and the live client against a Kakao-format server on 127.0.0.1.
@Suite("ImageSearchRunner")
struct ImageSearchRunnerTests {
  /// Two documents; the site names and a URL carry terminal controls.
  static let hostileBody = Data(
    #"""
    {"meta": {"total_count": 2, "pageable_count": 2, "is_end": true}, "documents": [
      {"collection": "blog", "thumbnail_url": "https://t.test/1", "image_url": "https://i.test/1.jpg",
       "width": 640, "height": 480, "display_sitename": "\u001b[2J\u001b]0;pwned\u0007evil blog",
       "doc_url": "https://d.test/1", "datetime": "2017-06-14T00:00:00.000+09:00"},
      {"collection": "cafe", "thumbnail_url": "https://t.test/2", "image_url": "https://i.test/2.jpg",
       "width": 800, "height": 600, "display_sitename": "다음카페\u009b31m",
       "doc_url": "https://d.test/2\u001b[1m", "datetime": "2018-01-01T00:00:00.000+09:00"}
    ]}
    """#.utf8)

  static let key = "demo-test-key-9f2c"

  @Test func oncePrintsTheSeedsResultsScreenWithExactly10ImagesAndExits0() async throws {
    let outcome = try await Demo.run(["image-search", "--query", "강아지", "--once"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "검색 결과🔍")
    #expect(outcome.output.contains("\"강아지\" 이미지 10장"))
    #expect(lines.filter { $0.range(of: #"^[ ▸]+\d+\. "#, options: .regularExpression) != nil }.count == 10)
    #expect(lines.allSatisfy { $0.count <= 80 }, "the default width is 80 columns")
    #expect(outcome.errors.isEmpty)
  }

  @Test func jsonPrintsTheFinalStateLoadedTheQueryTheTitleAnd10Images() async throws {
    let outcome = try await Demo.run(["image-search", "--query", "강아지", "--json"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let state = try Demo.json(outcome)
    #expect(state["status"] as? String == "loaded")
    #expect(state["searchedQuery"] as? String == "강아지")
    #expect(state["navigationTitle"] as? String == "검색 결과🔍")
    #expect(state["source"] as? String == "offline catalog")
    #expect((state["images"] as? [Any])?.count == 10)
  }

  @Test func anEmptyQueryExits1WithTheValidationMessageAndNothingIsSearched() async throws {
    let outcome = try await Demo.run(["image-search", "--query", "  ", "--json"])
    #expect(outcome.status == 1)
    let state = try Demo.json(outcome)
    #expect(state["status"] as? String == "idle")
    #expect(state["message"] as? String == "검색어를 입력해주세요")
    #expect(outcome.errors == "error: 검색어를 입력해주세요\n")
  }

  @Test func kakaoTheRequestCarriesTheKeyServerTextReachesTheScreenWithoutAControl() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: Self.hostileBody) }
    defer { server.stop() }
    let outcome = try await Demo.run(
      ["image-search", "--source", "kakao", "--endpoint", server.baseURL.absoluteString, "--once"],
      environment: ["KAKAO_REST_API_KEY": Self.key])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let request = try #require(server.requests.first)
    #expect(request.path == "/v2/search/image")
    #expect(request.query == "query=%EA%B0%95%EC%95%84%EC%A7%80&size=10")
    #expect(request.headers["authorization"] == "KakaoAK \(Self.key)")
    #expect(outcome.output.contains("\"강아지\" 이미지 2장"))
    #expect(outcome.output.contains("evil blog"))
    #expect(outcome.output.contains("출처: Kakao"))
    let controls = outcome.output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(controls.isEmpty, "control characters reached the output: \(controls.map(\.value))")
    #expect(!outcome.output.contains(Self.key) && !outcome.errors.contains(Self.key))
  }

  @Test func kakaoAServerErrorExits1WithTheSeedsTextsAndTheServersMessage() async throws {
    let server = try LocalHTTPServer { _ in
      .respond(
        status: 429,
        body: Data(#"{"errorType":"RequestThrottled","message":"API limit has been exceeded."}"#.utf8))
    }
    defer { server.stop() }
    let outcome = try await Demo.run(
      ["image-search", "--source", "kakao", "--endpoint", server.baseURL.absoluteString, "--once"],
      environment: ["KAKAO_REST_API_KEY": Self.key])
    #expect(outcome.status == 1)
    #expect(outcome.output.hasPrefix("에러 발생\n"))
    #expect(outcome.output.contains("사진 불러오기에 실패했습니다🥺"))
    #expect(outcome.errors.hasPrefix("error: 사진 불러오기에 실패했습니다🥺 "))
    #expect(outcome.errors.contains("API limit has been exceeded."))
  }

  @Test func kakaoWithoutAKeyExits1AndSaysHowToSetOneWithoutARequest() async throws {
    let server = try LocalHTTPServer { _ in .respond(status: 500, body: Data()) }
    defer { server.stop() }
    let outcome = try await Demo.run(
      ["image-search", "--source", "kakao", "--endpoint", server.baseURL.absoluteString, "--json"])
    #expect(outcome.status == 1)
    #expect(try Demo.json(outcome)["status"] as? String == "failed")
    #expect(outcome.errors.contains("KAKAO_REST_API_KEY"))
    #expect(server.requests.isEmpty)
  }

  @Test func anEndpointThatIsNotAnHttpSURLIsRefusedBeforeAnythingRuns() async throws {
    let outcome = try await Demo.run(
      ["image-search", "--source", "kakao", "--endpoint", "ftp://127.0.0.1/", "--once"],
      environment: ["KAKAO_REST_API_KEY": Self.key])
    #expect(outcome.status == 64)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors == "error: invalid value 'ftp://127.0.0.1/' for --endpoint\n")
  }

  @Test
  @MainActor
  func interactiveAPastedQueryIsOneChangeEscWithATypedQueryAsksAndNKeepsIt() async throws {
    let app = ImageSearchRunner.app(try Demo.arguments(["image-search"]))
    let paste = String(repeating: "고양이", count: 1_000)
    let scripted = ScriptedTerminal(["\u{15}" + paste, "\u{1B}", "", "n", "\u{1B}x"])
    #expect(await app.run(on: scripted.terminal) == .inputClosed)
    #expect(app.store.state.query == paste)
    #expect(scripted.text.contains(ImageSearchView.leaveQuestion))
  }

  @Test
  @MainActor
  func interactiveAnEmptyQueryDoesNotClaimASearchIsRunning() async throws {
    let app = ImageSearchRunner.app(try Demo.arguments(["image-search", "--query", " "]))
    let scripted = ScriptedTerminal([])
    #expect(await app.run(on: scripted.terminal, sending: [.viewAppeared]) == .inputClosed)
    #expect(
      app.rows(size: TerminalSize(rows: 10, columns: 60)).first?.contains(ImageSearch.Texts.searching)
        == false)
  }
}
