/// Reads one HTTP/1.1 request from bytes as they arrive, within limits: a pure value, no I/O.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// if let request = try parser.append(bytes) { … }  // nil: needs more bytes
/// ```
///
/// It accepts what the inspector's page sends: a request line, header fields, and a body of
/// `Content-Length` bytes. Anything else (a line too long, too many or too large header fields,
/// a body over the limit, chunked bodies, another HTTP version) is a typed ``HTTPParseError``.
package struct HTTPRequestParser: Sendable {
  /// How large a request may be.
  package struct Limits: Sendable, Equatable {
    /// The most bytes of the request line.
    package var requestLine: Int
    /// The most bytes of the request line and header fields together.
    package var head: Int
    /// The most header fields.
    package var headerCount: Int
    /// The most bytes of the body.
    package var body: Int

    /// Creates limits; the defaults fit the page's requests and an imported session of 16 MiB.
    package init(requestLine: Int = 8_192, head: Int = 32_768, headerCount: Int = 64, body: Int = 16 << 20) {
      self.requestLine = requestLine
      self.head = head
      self.headerCount = headerCount
      self.body = body
    }
  }

  /// The limits applied.
  package let limits: Limits
  private var buffer: [UInt8] = []
  private var head: (method: String, target: String, headers: [(name: String, value: String)])?
  private var bodyLength = 0
  /// How many bytes of the buffer the head's search has looked through: each byte is looked at
  /// about once, however the bytes arrive (before, the whole buffer was searched again on every
  /// read, and 32 clients sending a byte at a time cost a core).
  private var scanned = 0
  /// Where the request line ends (its CR), once found.
  private var lineEnd: Int?
  /// How many bytes the head's search looked at, in all: about the head's size.
  package private(set) var bytesExamined = 0

  /// Creates a parser.
  package init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Adds bytes; returns the request once it is complete (bytes after it are ignored).
  ///
  /// - Throws: ``HTTPParseError`` as soon as the bytes cannot be a request within the limits.
  package mutating func append(_ bytes: some Sequence<UInt8>) throws(HTTPParseError) -> HTTPRequest? {
    buffer.append(contentsOf: bytes)
    if head == nil {
      guard let end = scanForHeadEnd() else {
        if let line = lineEnd {
          guard line <= limits.requestLine else { throw .requestLineTooLong(limit: limits.requestLine) }
        } else if buffer.count > limits.requestLine {
          throw .requestLineTooLong(limit: limits.requestLine)
        }
        guard buffer.count <= limits.head else { throw .headTooLarge(limit: limits.head) }
        return nil
      }
      guard end + 4 <= limits.head else { throw .headTooLarge(limit: limits.head) }
      try parseHead(Array(buffer[..<end]))
      buffer.removeFirst(end + 4)
    }
    guard let head, buffer.count >= bodyLength else { return nil }
    guard let (path, query) = HTTPRequest.split(target: head.target) else { throw .malformedRequestLine }
    return HTTPRequest(
      method: head.method, path: path, query: query, headers: head.headers,
      body: Array(buffer.prefix(bodyLength)))
  }

  private mutating func parseHead(_ bytes: [UInt8]) throws(HTTPParseError) {
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
      line.last == 13 ? line.dropLast() : line[...]
    }
    let requestLine = lines.removeFirst()
    guard requestLine.count <= limits.requestLine else {
      throw .requestLineTooLong(limit: limits.requestLine)
    }
    let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
    guard parts.count == 3, let method = Self.ascii(parts[0]), let target = Self.ascii(parts[1]),
      let version = Self.ascii(parts[2]), !method.isEmpty,
      method.utf8.allSatisfy({ (65...90).contains($0) }), target.hasPrefix("/")
    else { throw .malformedRequestLine }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .unsupportedVersion }
    guard lines.count <= limits.headerCount else { throw .tooManyHeaders(limit: limits.headerCount) }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
        let name = Self.ascii(line[..<colon]),
        name.utf8.allSatisfy({ $0 > 32 && $0 < 127 && $0 != 58 }),
        let value = String(validating: line[(colon + 1)...], as: UTF8.self)
      else { throw .malformedHeader }
      headers.append((name.lowercased(), value.trimmingSpaces))
    }
    if headers.contains(where: { $0.name == "transfer-encoding" }) { throw .chunkedNotSupported }
    let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
    if let text = lengths.first {
      guard Set(lengths).count == 1, text.utf8.count <= 12, text.utf8.allSatisfy({ (48...57).contains($0) }),
        let length = Int(text)
      else { throw .badContentLength }
      guard length <= limits.body else { throw .bodyTooLarge(bytes: length, limit: limits.body) }
      bodyLength = length
    }
    head = (method, target, headers)
  }

  private static func ascii(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where the head ends (the first CR of CR LF CR LF), looking only through bytes not looked at
  /// before (and the 3 before them, where the end may have begun); notes the request line's end.
  private mutating func scanForHeadEnd() -> Int? {
    var index = max(0, scanned - 3)
    defer {
      bytesExamined += max(0, buffer.count - max(0, scanned - 3))
      scanned = buffer.count
    }
    while index + 1 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10 {
        if lineEnd == nil { lineEnd = index }
        if index + 3 < buffer.count, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
      }
      index += 1
    }
    return nil
  }
}
