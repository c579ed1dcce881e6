import Foundation
import Poster
import TestSupport
import Testing

/// `mvi-demo poster` run as a script would: the generator, and the HTTP client against a server
/// on 127.0.0.1.
@Suite("PosterRunner")
struct PosterRunnerTests {
  @Test func onceDrawsTheSeededPosterAsATrueColourBlockPictureAndExits0() async throws {
    let outcome = try await Demo.run(["poster", "--seed", "42", "--once", "--width", "30"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Random Poster · 출처: generat") == true)
    let pictureRows = lines.filter { $0.contains("\u{1B}[38;2;") && $0.contains("▀") }
    // 120×180 px fitted to 30 columns is 30×45 px: 23 rows of half blocks (two pixels a cell).
    #expect(pictureRows.count == 23)
    #expect(lines.last == "출처: generator · seed 42")
    let again = try await Demo.run(["poster", "--seed", "42", "--once", "--width", "30"])
    #expect(again.output == outcome.output, "the same seed draws the same poster")
  }

  @Test func jsonPrintsThePostersMetadata() async throws {
    let outcome = try await Demo.run(["poster", "--seed", "42", "--json"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let poster = try Demo.json(outcome)
    #expect(poster["status"] as? String == "loaded")
    #expect(poster["width"] as? Int == 120)
    #expect(poster["height"] as? Int == 180)
    #expect(poster["contentType"] as? String == "image/png")
  }

  @Test func httpAPNGFromTheServerIsDecodedRandomBecomesAFreshNumberPerRequest() async throws {
    let image = PixelImage(width: 4, height: 6, filling: RGBA(red: 200, green: 10, blue: 30))
    let png = Data(PNGEncoder.encode(image))
    let server = try LocalHTTPServer { _ in .respond(status: 200, body: png, contentType: "image/png") }
    defer { server.stop() }
    let url = server.baseURL.absoluteString + "/poster.png?seed={random}"
    let outcome = try await Demo.run(["poster", "--url", url, "--json"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let poster = try Demo.json(outcome)
    #expect(poster["width"] as? Int == 4)
    #expect(poster["height"] as? Int == 6)
    let request = try #require(server.requests.first)
    #expect(request.path == "/poster.png")
    #expect(request.query.hasPrefix("seed=") && !request.query.contains("random"))
  }

  @Test func httpABodyThatIsNotAPNGExits1WithItsDetailsServerTextMadeInert() async throws {
    let server = try LocalHTTPServer { _ in
      .respond(
        status: 200, body: Data("<html>\u{1B}[2Jmaintenance\u{07}</html>".utf8), contentType: "text/html")
    }
    defer { server.stop() }
    let outcome = try await Demo.run([
      "poster", "--source", "http", "--url", server.baseURL.absoluteString + "/p.png", "--once",
    ])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("text/html"))
    #expect(outcome.output.contains("maintenance"))
    #expect(!outcome.output.contains("\u{1B}[2J") && !outcome.output.contains("\u{07}"))
    #expect(!outcome.errors.contains("\u{1B}") && outcome.errors.hasPrefix("error: "))
  }

  @Test func aURLThatIsNotHttpSIsRefusedBeforeAnythingRuns() async throws {
    let outcome = try await Demo.run(["poster", "--url", "file:///etc/passwd", "--once"])
    #expect(outcome.status == 64)
    #expect(outcome.errors == "error: invalid value 'file:///etc/passwd' for --url\n")
  }
}
