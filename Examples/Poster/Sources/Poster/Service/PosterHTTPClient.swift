import Foundation
import SampleHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live service: `GET` a random-image URL and decode the PNG it returns.
///
/// ```swift
/// let client = PosterHTTPClient(url: "https://example.com/random.png")
/// let poster = try await client.fetch()
/// ```
///
/// `{random}` in the URL is replaced by a new random number for every request, for endpoints
/// that pick the image from a seed in the URL. Every failure is a ``PosterError``: an error
/// status → ``PosterError/httpStatus(_:_:)``, a body that is not a PNG →
/// ``PosterError/notAnImage(_:)`` or ``PosterError/unsupportedFormat(_:_:)``, a PNG that cannot
/// be decoded → ``PosterError/undecodable(_:_:)`` (each with the body's details), a body over
/// ``maxBodySize`` → ``PosterError/responseTooLarge(limit:)``, no answer within ``timeout`` →
/// ``PosterError/timedOut``, anything else → ``PosterError/transport(_:)``.
public struct PosterHTTPClient: Sendable {
  /// The default endpoint: an abstract-shapes avatar as a 256 × 256 PNG, a new one for each
  /// random seed.
  public static let defaultURL = "https://api.dicebear.com/9.x/shapes/png?size=256&seed={random}"

  /// The URL, possibly with `{random}` in it.
  public var url: String
  /// How long to wait for the whole response.
  public var timeout: Duration
  /// The largest body accepted, in bytes.
  public var maxBodySize: Int
  /// The clock ``timeout`` is measured on; a `TestClock` in tests.
  public var clock: any Clock<Duration>
  /// The decoder and its size limits.
  public var decoder: PNGDecoder
  /// What replaces `{random}`: a random number by default, a fixed text in tests.
  public var randomToken: @Sendable () -> String

  /// Creates a client.
  public init(
    url: String = Self.defaultURL, timeout: Duration = .seconds(10), maxBodySize: Int = 8 << 20,
    clock: any Clock<Duration> = ContinuousClock(), decoder: PNGDecoder = PNGDecoder(),
    randomToken: @escaping @Sendable () -> String = { String(UInt32.random(in: 0...UInt32.max)) }
  ) {
    self.url = url
    self.timeout = timeout
    self.maxBodySize = maxBodySize
    self.clock = clock
    self.decoder = decoder
    self.randomToken = randomToken
  }

  /// The URL of one request, with `{random}` replaced by `token`.
  ///
  /// - Throws: ``PosterError/invalidURL(_:)`` unless it is an `http`/`https` URL with a host.
  public func requestURL(token: String) throws(PosterError) -> URL {
    let text = url.replacingOccurrences(of: "{random}", with: token)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme),
      let host = url.host, !host.isEmpty
    else { throw .invalidURL(self.url) }
    return url
  }

  /// The server's host (and port), for the screen.
  public var endpointDescription: String {
    guard let url = try? requestURL(token: "0"), let host = url.host else { return url }
    return url.port.map { "\(host):\($0)" } ?? host
  }

  /// Fetches and decodes one poster.
  ///
  /// - Throws: ``PosterError``; `CancellationError` when the task is cancelled.
  public func fetch() async throws -> PosterImage {
    let url = try requestURL(token: randomToken())
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.setValue("image/png, image/*;q=0.8", forHTTPHeaderField: "Accept")
    let fetcher = HTTPFetcher(timeout: timeout, maxBodySize: maxBodySize, clock: clock)
    let response: HTTPResponse
    do {
      response = try await fetcher.fetch(request)
    } catch let error as HTTPFetchError {
      throw PosterError(error)
    }
    let body = [UInt8](response.body)
    guard response.isSuccess else {
      throw PosterError.httpStatus(
        response.status, BodyDetails(body: body, contentType: response.contentType))
    }
    try Task.checkCancellation()
    return try PosterImage(
      decoding: body, contentType: response.contentType, source: url.absoluteString, decoder: decoder)
  }
}
