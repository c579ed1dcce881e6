import DemoCLI
import Feed
import Foundation
import InspectorHTTP
import MVI
import Poster
import SampleHTTP
import TerminalUI

@testable import Feed
@testable import ImageSearch

/// A parser that reads bytes from outside the program, exercised by libFuzzer (`Fuzz/run`) and by
/// the corpus replay in the tests.
///
/// Each target feeds the bytes to the parser and checks what must hold for *any* input: the parser
/// returns a value or throws its own typed error, and never crashes, hangs or grows without bound
/// (AddressSanitizer and libFuzzer's limits catch those). A violated property is a `fatalError`,
/// which libFuzzer reports as a crash with the input that caused it.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// `PNGDecoder.decode`: a poster server's body.
  case png
  /// `Inflater.zlib`: the PNG's compressed image data, on its own.
  case inflate
  /// The Kakao image search client's response decoding, for any status.
  case kakao
  /// The feed client's response decoding: posts and comments.
  case feed
  /// `KeyDecoder`: what a terminal (or a paste, or a remote session) sends.
  case keys
  /// `DemoCommandLine.parse`: mvi-demo's command line, one argument a line.
  case cli
  /// `RecordedSession(jsonLines:)`: a recorded session file (the image search's), as a replay
  /// test or the inspector reads it.
  case session
  /// `HTTPRequestParser`: what a client of the inspector's server sends.
  case http

  /// Runs the target on one input.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .png: Self.png(bytes)
    case .inflate: Self.inflate(bytes)
    case .kakao: Self.kakao(bytes)
    case .feed: Self.feed(bytes)
    case .keys: Self.keys(bytes)
    case .cli: Self.cli(bytes)
    case .session: Self.session(bytes)
    case .http: Self.http(bytes)
    }
  }

  private static func png(_ bytes: [UInt8]) {
    let decoder = PNGDecoder(maxWidth: 1_024, maxHeight: 1_024, maxPixels: 1 << 18)
    do {
      let image = try decoder.decode(bytes)
      check(image.width <= 1_024 && image.height <= 1_024, "an image over the limits was decoded")
      check(image.rgba.count == image.width * image.height * 4, "the pixel buffer has the wrong size")
    } catch {
      // A typed `PNGError`: the only way to fail.
    }
  }

  private static func inflate(_ bytes: [UInt8]) {
    let limit = 1 << 16
    if let output = try? Inflater.zlib(bytes, maxOutputSize: limit) {
      check(output.count <= limit, "inflate wrote past its output limit")
    }
  }

  private static func kakao(_ bytes: [UInt8]) {
    // The first byte picks the status, so error bodies are read as well as results.
    let statuses = [200, 400, 401, 403, 404, 429, 500, 503]
    let status = statuses[Int(bytes.first ?? 0) % statuses.count]
    do {
      let images = try KakaoImageSearchClient.decode(Data(bytes.dropFirst()), status: status)
      check(status == 200, "an error status decoded as images")
      _ = images.map(\.sizeText)
    } catch is ImageSearchError {
      // The typed error the screen shows.
    } catch {
      fatalError("an untyped error escaped the Kakao decoder: \(error)")
    }
  }

  private static func feed(_ bytes: [UInt8]) {
    let response = HTTPResponse(status: 200, contentType: "application/json", body: Data(bytes))
    for decode in [
      { _ = try FeedHTTPClient.decode([Post].self, response) },
      { _ = try FeedHTTPClient.decode([PostComment].self, response) },
    ] {
      do {
        try decode()
      } catch is FeedError {
      } catch {
        fatalError("an untyped error escaped the feed decoder: \(error)")
      }
    }
  }

  /// Reads may cut the bytes anywhere: the keys must be the same as from one read. The first
  /// byte of the input picks the cut points.
  private static func keys(_ bytes: [UInt8]) {
    guard let seed = bytes.first else { return }
    let input = bytes.dropFirst()
    var whole = KeyDecoder()
    let expected = whole.decode(input) + whole.flush()
    var cut = KeyDecoder()
    var keys: [Key] = []
    var start = input.startIndex
    var step = Int(seed % 7) + 1
    while start < input.endIndex {
      let end = min(start + step, input.endIndex)
      keys += cut.decode(input[start..<end])
      start = end
      step = step % 7 + 1
    }
    keys += cut.flush()
    check(keys == expected, "cut reads decoded \(keys), one read \(expected)")
  }

  /// Any words: a request, or a typed error that says something; a run is one the samples can
  /// honour (values in range, a source the sample has, the menu with no options).
  private static func cli(_ bytes: [UInt8]) {
    let words = bytes.split(separator: 10).map { String(decoding: $0, as: UTF8.self) }
    let request: DemoCommandLine.Request
    do {
      request = try DemoCommandLine.parse(words)
    } catch {
      check(!error.description.isEmpty, "an error without a message for \(words)")
      return
    }
    guard case .run(let arguments) = request else { return }
    check(arguments.timeoutSeconds > 0 && arguments.timeoutSeconds <= 600, "timeout out of range: \(words)")
    check(arguments.width.map { (20...500).contains($0) } ?? true, "width out of range: \(words)")
    check(
      !arguments.json || (arguments.once && arguments.width == nil), "--json without --once or with a width")
    guard let sample = arguments.sample else {
      check(arguments == DemoArguments(), "the menu was given options: \(words)")
      return
    }
    check(
      arguments.source.map { sample.sources.contains($0) } ?? true,
      "a source \(sample) does not have: \(words)")
  }

  private static func check(_ condition: Bool, _ message: String) {
    if !condition { fatalError(message) }
  }

  /// A session or a typed `RecordedSessionError`; a session read writes back to text that reads
  /// as the same session.
  private static func session(_ bytes: [UInt8]) {
    let session: RecordedSession<ImageSearch>
    do {
      session = try RecordedSession<ImageSearch>(jsonLines: String(decoding: bytes, as: UTF8.self))
    } catch is RecordedSessionError {
      return
    } catch {
      fatalError("an untyped error escaped the session reader: \(error)")
    }
    do {
      let again = try RecordedSession<ImageSearch>(jsonLines: try session.jsonLines())
      check(again.entries.count == session.entries.count, "a session did not read back whole")
      check(again.initialState == session.initialState, "a session's initial state did not read back")
    } catch {
      fatalError("a session read could not be written and read back: \(error)")
    }
  }

  /// A request within the limits or a typed `HTTPParseError`, the same whether the bytes come at
  /// once or cut where the first byte says (as reads from a socket cut them).
  private static func http(_ bytes: [UInt8]) {
    let limits = HTTPRequestParser.Limits(requestLine: 256, head: 1_024, headerCount: 8, body: 4_096)
    let input = Array(bytes.dropFirst())
    func parse(_ pieces: [ArraySlice<UInt8>]) -> Result<HTTPRequest?, HTTPParseError> {
      var parser = HTTPRequestParser(limits: limits)
      for piece in pieces {
        do {
          if let request = try parser.append(piece) { return .success(request) }
        } catch {
          return .failure(error)
        }
      }
      return .success(nil)
    }
    let whole = parse([input[...]])
    let cut = min(Int(bytes.first ?? 0), input.count)
    let pieces = parse([input[..<cut], input[cut...]])
    if case .success(let request?) = whole {
      check(request.body.count <= limits.body, "a body over the limit was read")
      check(request.headers.count <= limits.headerCount, "more header fields than the limit were read")
      check(pieces == whole, "the same bytes cut in two gave another request")
    }
  }
}
