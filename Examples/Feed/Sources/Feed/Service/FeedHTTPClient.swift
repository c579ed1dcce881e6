import Foundation
import SampleHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client of a JSONPlaceholder-style API: `GET <baseURL>/posts` and
/// `GET <baseURL>/posts/<id>/comments`, both JSON arrays.
///
/// ```swift
/// let client = FeedHTTPClient(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let posts = try await client.posts()
/// ```
///
/// Every failure is a ``FeedError``: a status outside 2xx → ``FeedError/httpStatus(_:)``, a body
/// that is not the expected JSON → ``FeedError/malformedJSON``, two posts with one id →
/// ``FeedError/duplicatePostID(_:)``, a body over ``maxBodySize`` →
/// ``FeedError/responseTooLarge(limit:)`` (the download stops there), no answer within
/// ``timeout`` → ``FeedError/timedOut``, anything else → ``FeedError/transport(_:)``.
public struct FeedHTTPClient: Sendable {
  /// The public JSONPlaceholder server.
  public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

  /// The server; requests go to `baseURL/posts...`. A path in it is kept (`http://host/api`).
  public var baseURL: URL
  /// How long to wait for the server before giving up.
  public var timeout: Duration
  /// The largest response body accepted, in bytes.
  public var maxBodySize: Int
  /// The clock ``timeout`` is measured on; a `TestClock` in tests.
  public var clock: any Clock<Duration>

  /// Creates a client.
  public init(
    baseURL: URL = Self.defaultBaseURL, timeout: Duration = .seconds(10), maxBodySize: Int = 1 << 20,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maxBodySize = maxBodySize
    self.clock = clock
  }

  /// The server's host (and port) for the screen, e.g. `127.0.0.1:8080`.
  public var endpointDescription: String {
    guard let host = baseURL.host else { return baseURL.absoluteString }
    return baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// The request for the feed.
  public func postsRequest() -> URLRequest {
    request(baseURL.appendingPathComponent("posts"))
  }

  /// The request for a post's comments.
  public func commentsRequest(for postID: Post.ID) -> URLRequest {
    request(
      baseURL.appendingPathComponent("posts").appendingPathComponent("\(postID)").appendingPathComponent(
        "comments"))
  }

  /// Loads the feed.
  ///
  /// - Throws: ``FeedError``; `CancellationError` when the task is cancelled.
  public func posts() async throws -> [Post] {
    let posts = try await load([Post].self, postsRequest())
    try Post.checkUniqueIDs(posts)
    return posts
  }

  /// Loads the comments of the post with the id.
  ///
  /// - Throws: ``FeedError``; `CancellationError` when the task is cancelled.
  public func comments(for postID: Post.ID) async throws -> [PostComment] {
    try await load([PostComment].self, commentsRequest(for: postID))
  }

  private func request(_ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  private func load<Value: Decodable>(_ type: Value.Type, _ request: URLRequest) async throws -> Value {
    let fetcher = HTTPFetcher(timeout: timeout, maxBodySize: maxBodySize, clock: clock)
    let response: HTTPResponse
    do {
      response = try await fetcher.fetch(request)
    } catch let error as HTTPFetchError {
      throw FeedError(error)
    }
    return try Self.decode(type, response)
  }

  /// Maps a response to a value or a typed error.
  static func decode<Value: Decodable>(_ type: Value.Type, _ response: HTTPResponse) throws -> Value {
    guard response.isSuccess else { throw FeedError.httpStatus(response.status) }
    do {
      return try JSONDecoder().decode(type, from: response.body)
    } catch {
      throw FeedError.malformedJSON
    }
  }
}
