import Testing

@testable import MVIInspector

struct HTTPRequestParserTests {
  func parse(_ text: String, limits: HTTPRequestParser.Limits = .init()) throws(HTTPParseError)
    -> HTTPRequest?
  {
    var parser = HTTPRequestParser(limits: limits)
    return try parser.append(Array(text.utf8))
  }

  @Test func readsARequestWithItsQueryHeadersAndBody() throws {
    let request = try #require(
      try parse(
        "POST /api/import?timeline=live&x=a%20b+c HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length: 5\r\n\r\nhello"
      ))
    #expect(request.method == "POST")
    #expect(request.path == "/api/import")
    #expect(request.query == ["timeline": "live", "x": "a b c"])
    #expect(request.header("HOST") == "127.0.0.1:80")
    #expect(request.body == Array("hello".utf8))
  }

  @Test func aHeadSentAByteAtATimeIsSearchedOnce() throws {
    // Before, every read searched the whole head again: 30 KB a byte at a time looked at 450 MB.
    let head =
      "GET / HTTP/1.1\r\nHost: h\r\n"
      + String(repeating: "X-Filler: \(String(repeating: "a", count: 500))\r\n", count: 55)
    let bytes = Array((head + "\r\n").utf8)
    var parser = HTTPRequestParser()
    for byte in bytes.dropLast() { #expect(try parser.append([byte]) == nil) }
    #expect(try parser.append([bytes.last!])?.path == "/")
    #expect(parser.bytesExamined <= 4 * bytes.count)
  }

  @Test func waitsForTheRestOfARequestCutAnywhere() throws {
    let text = Array("POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc".utf8)
    for cut in 0..<text.count {
      var parser = HTTPRequestParser()
      #expect(try parser.append(text[..<cut]) == nil)
      #expect(try parser.append(text[cut...])?.body == Array("abc".utf8))
    }
  }

  @Test(arguments: [
    ("GET / HTTP/2.0\r\n\r\n", HTTPParseError.unsupportedVersion),
    ("GET /\r\n\r\n", .malformedRequestLine),
    ("get / HTTP/1.1\r\n\r\n", .malformedRequestLine),
    ("GET nopath HTTP/1.1\r\n\r\n", .malformedRequestLine),
    ("GET / HTTP/1.1\r\nno colon\r\n\r\n", .malformedHeader),
    ("GET / HTTP/1.1\r\n: empty\r\n\r\n", .malformedHeader),
    ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .badContentLength),
    ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .badContentLength),
    ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", .chunkedNotSupported),
    ("GET /%zz HTTP/1.1\r\n\r\n", .malformedRequestLine),
  ])
  func refusesWhatIsNotARequest(_ text: String, _ error: HTTPParseError) {
    #expect(throws: error) { try parse(text) }
    #expect((400...505).contains(error.status))
  }

  @Test func refusesOversizedPartsBeforeReadingThem() {
    let limits = HTTPRequestParser.Limits(requestLine: 64, head: 256, headerCount: 4, body: 100)
    #expect(throws: HTTPParseError.requestLineTooLong(limit: 64)) {
      try parse("GET /" + String(repeating: "a", count: 100), limits: limits)
    }
    #expect(throws: HTTPParseError.headTooLarge(limit: 256)) {
      try parse("GET / HTTP/1.1\r\nA: " + String(repeating: "a", count: 300), limits: limits)
    }
    #expect(throws: HTTPParseError.tooManyHeaders(limit: 4)) {
      try parse("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 5) + "\r\n", limits: limits)
    }
    #expect(throws: HTTPParseError.bodyTooLarge(bytes: 101, limit: 100)) {
      try parse("POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n", limits: limits)
    }
    #expect(throws: HTTPParseError.bodyTooLarge(bytes: 999_999_999_999, limit: 100)) {
      try parse("POST / HTTP/1.1\r\nContent-Length: 999999999999\r\n\r\n", limits: limits)
    }
    #expect(throws: HTTPParseError.badContentLength) {
      try parse("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", limits: limits)
    }
  }
}
