import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Makes one HTTP request with a size limit and a timeout measured on an injected clock.
///
/// The sample apps' live services share it: each builds its `URLRequest`, calls ``fetch(_:)`` and
/// maps the ``HTTPResponse`` (or ``HTTPFetchError``) to its own typed error.
///
/// ```swift
/// let fetcher = HTTPFetcher(timeout: .seconds(10), maxBodySize: 1 << 20)
/// let response = try await fetcher.fetch(URLRequest(url: url))
/// ```
public struct HTTPFetcher: Sendable {
  /// How long to wait for the complete response before throwing ``HTTPFetchError/timedOut``.
  public var timeout: Duration
  /// The largest body accepted, in bytes; a larger one throws ``HTTPFetchError/responseTooLarge(limit:)``.
  public var maxBodySize: Int
  /// The clock ``timeout`` is measured on; a `TestClock` in tests.
  public var clock: any Clock<Duration>

  /// Creates a fetcher.
  public init(
    timeout: Duration = .seconds(10), maxBodySize: Int = 1 << 20,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.timeout = timeout
    self.maxBodySize = maxBodySize
    self.clock = clock
  }

  /// Sends `request` and returns the whole response, whatever its status.
  ///
  /// - Throws: ``HTTPFetchError``; `CancellationError` when the calling task is cancelled.
  public func fetch(_ request: URLRequest) async throws -> HTTPResponse {
    let (limit, backstop, timeout, clock) = (maxBodySize, backstopTimeout, timeout, clock)
    let request = {
      var request = request
      request.timeoutInterval = backstop
      return request
    }()
    return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
      group.addTask { try await BoundedDownload.load(request, limit: limit, timeout: backstop) }
      group.addTask {
        try await clock.sleep(for: timeout)
        throw HTTPFetchError.timedOut
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }

  /// URLSession's own timeout, a backstop behind the clock's: never under a second (shorter ones
  /// misfire in swift-corelibs-foundation) and later than ``timeout``.
  var backstopTimeout: TimeInterval {
    let (seconds, attoseconds) = timeout.components
    let timeout = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    return max(timeout * 2, timeout + 5, 1)
  }
}
