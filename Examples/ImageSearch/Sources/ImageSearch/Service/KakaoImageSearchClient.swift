import Foundation
import SampleHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client of the Kakao (Daum) image search API: `GET /v2/search/image`.
///
/// ```swift
/// let client = KakaoImageSearchClient(apiKey: KakaoAPIKey("..."))
/// let images = try await client.search("강아지", size: 10)
/// ```
///
/// Every failure is an ``ImageSearchError``: 401/403 → ``ImageSearchError/unauthorized(status:message:)``,
/// 429 → ``ImageSearchError/rateLimited(message:)``, other statuses →
/// ``ImageSearchError/server(status:message:)`` with the body's `message`, a body that is not the
/// expected JSON → ``ImageSearchError/malformedResponse``, a body over ``maxBodySize`` →
/// ``ImageSearchError/responseTooLarge(limit:)`` (the download stops there), no answer within
/// ``timeout`` → ``ImageSearchError/timedOut``, a redirect to another origin →
/// ``ImageSearchError/redirectRefused(to:)`` (not followed, so the key is not sent there). The key
/// is sent only in the `Authorization` header and never appears in errors or descriptions.
public struct KakaoImageSearchClient: Sendable {
  /// The Kakao API server.
  public static let defaultBaseURL = URL(string: "https://dapi.kakao.com")!

  /// The server; the request goes to `baseURL/v2/search/image`. Point it at any server that
  /// speaks the same format (a local test server, a proxy).
  public var baseURL: URL
  /// The REST API key.
  public var apiKey: KakaoAPIKey
  /// How long to wait for the server before giving up.
  public var timeout: Duration
  /// The largest response body accepted, in bytes.
  public var maxBodySize: Int
  /// The clock ``timeout`` is measured on; a `TestClock` in tests.
  public var clock: any Clock<Duration>

  /// Creates a client.
  public init(
    baseURL: URL = Self.defaultBaseURL, apiKey: KakaoAPIKey, timeout: Duration = .seconds(10),
    maxBodySize: Int = 1 << 20, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.timeout = timeout
    self.maxBodySize = maxBodySize
    self.clock = clock
  }

  /// The server's host (and port), for the screen; never includes the key.
  public var endpointDescription: String {
    guard let host = baseURL.host else { return baseURL.absoluteString }
    return baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// The request for a search: path, percent-encoded query, size, and the key header.
  public func request(for query: String, size: Int) -> URLRequest {
    var url = baseURL
    url.appendPathComponent("v2")
    url.appendPathComponent("search")
    url.appendPathComponent("image")
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
    components.percentEncodedQuery =
      "query=\(Self.percentEncoded(query))&size=\(min(max(size, 1), 80))"
    var request = URLRequest(url: components.url!)
    request.httpMethod = "GET"
    request.setValue("KakaoAK \(apiKey.secret)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// Searches images for `query`, at most `size` (1…80).
  ///
  /// - Throws: ``ImageSearchError``; `CancellationError` when the task is cancelled.
  public func search(_ query: String, size: Int) async throws -> [ImageItem] {
    let query = query.trimmingSpaces
    guard !query.isEmpty else { throw ImageSearchError.emptyQuery }
    let fetcher = HTTPFetcher(timeout: timeout, maxBodySize: maxBodySize, clock: clock)
    do {
      let response = try await fetcher.fetch(request(for: query, size: size))
      return try Self.decode(response.body, status: response.status)
    } catch let error as HTTPFetchError {
      throw ImageSearchError(error)
    }
  }

  /// Maps a response to images or a typed error.
  static func decode(_ data: Data, status: Int) throws -> [ImageItem] {
    guard (200..<300).contains(status) else {
      let message = (try? JSONDecoder().decode(KakaoErrorResponse.self, from: data))?.message
        .map { String($0.prefix(300)) }
      switch status {
      case 401, 403: throw ImageSearchError.unauthorized(status: status, message: message)
      case 429: throw ImageSearchError.rateLimited(message: message)
      default: throw ImageSearchError.server(status: status, message: message)
      }
    }
    do {
      return try JSONDecoder().decode(KakaoImageSearchResponse.self, from: data).documents.map(\.image)
    } catch {
      throw ImageSearchError.malformedResponse
    }
  }

  /// Percent-encodes a query value: everything but RFC 3986 unreserved characters, so `+`, `&`
  /// and `=` in a query stay literal and Korean is sent as UTF-8.
  static func percentEncoded(_ value: String) -> String {
    var result = ""
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
