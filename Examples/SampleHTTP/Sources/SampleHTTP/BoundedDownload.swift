import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads one response body, stopping as soon as it exceeds a size limit, and refuses redirects
/// to another origin.
///
/// `URLSession.data(for:)` buffers the whole body before the caller can look at it; this
/// delegate counts bytes as they arrive and cancels the transfer past the limit.
///
/// In swift-corelibs-foundation the session's network queue hands every chunk libcurl reads (or
/// inflates) to the delegate queue and goes on reading: it cannot pause a transfer, and
/// `cancel()` waits (`sync`) for that queue, which a fast or compressed body keeps busy for long
/// stretches. A delegate that called `cancel()` for every chunk past the limit was blocked on each
/// call while libcurl queued gigabytes of chunks behind it. So the task is cancelled once, from
/// another queue, chunks past the limit are dropped, and the delegate runs on an
/// ``InlineOperationQueue``, on the network queue itself, so each chunk is counted (or dropped)
/// before the next one is read instead of piling up. The caller gets its error as soon as it is
/// known, without waiting for the transfer to wind down (see ``TransferCounter``).
///
/// Not bounded here: corelibs keeps the body of a 301–308 answer to itself (`lastRedirectBody`)
/// without calling the delegate, so an endless redirect body grows until ``HTTPFetcher/timeout``
/// (its copy-on-append slows it: about 20 MB in 5 s on loopback).
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // `@unchecked Sendable`: every mutable field is guarded by `lock`.
  private let limit: Int
  private let lock = NSLock()
  private var body = Data()
  private var status = 0
  private var contentType: String?
  /// The error the caller gets whatever happens later, once one is known.
  private var failure: (any Error)?
  private var cancelled = false
  private var continuation: CheckedContinuation<HTTPResponse, any Error>?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Loads `request`, returning the response whatever its status.
  ///
  /// - Throws: ``HTTPFetchError`` for a body over `limit`, a redirect to another origin, a
  ///   timeout or a transport failure; `CancellationError` when the calling task is cancelled.
  static func load(_ request: URLRequest, limit: Int, timeout: TimeInterval) async throws -> HTTPResponse {
    let download = BoundedDownload(limit: limit)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    #if canImport(FoundationNetworking)
      let delegateQueue: OperationQueue? = InlineOperationQueue()
    #else
      let delegateQueue: OperationQueue? = nil
    #endif
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: delegateQueue)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledAlready = download.lock.withLock { () -> Bool in
          download.continuation = continuation
          return download.failure != nil
        }
        if cancelledAlready {
          download.finish()
        } else {
          TransferCounter.started()
          task.resume()
        }
      }
    } onCancel: {
      download.fail(CancellationError(), cancelling: task)
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    let mediaType = http?.value(forHTTPHeaderField: "Content-Type")
      .map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
    lock.withLock {
      status = http?.statusCode ?? 0
      contentType = mediaType
    }
    completionHandler(.allow)  // swift-corelibs-foundation ignores the disposition
    if response.expectedContentLength > Int64(limit) {
      fail(HTTPFetchError.responseTooLarge(limit: limit), cancelling: dataTask)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over = lock.withLock { () -> Bool in
      guard failure == nil else { return false }  // dropped: the caller has its answer
      guard body.count + data.count <= limit else { return true }
      body.append(data)
      return false
    }
    if over { fail(HTTPFetchError.responseTooLarge(limit: limit), cancelling: dataTask) }
  }

  /// Follows a redirect only to the same origin (scheme, host and port): the request's headers,
  /// an API key among them, go with it, and a redirect from `https` to `http` would also leave
  /// the secure channel.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let from = task.originalRequest?.url.map(Self.origin)
    let to = request.url.map(Self.origin) ?? "?"
    guard from != to else { return completionHandler(request) }
    completionHandler(nil)  // ends the task with the 3xx answer
    fail(HTTPFetchError.redirectRefused(to: to), cancelling: task)
  }

  /// Answers an HTTP authentication challenge (a 401 with `WWW-Authenticate: Basic …`) with the
  /// 401 response itself: the clients send their own credentials. swift-corelibs-foundation would
  /// otherwise look for a stored credential, find none and never complete the task.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    #if canImport(FoundationNetworking)
      lock.withLock {
        if status == 0 { status = (task.response as? HTTPURLResponse)?.statusCode ?? 0 }
      }
      finish()
      // Cancelling runs `cancel()`, which must not run on the session's queue (see `fail`).
      nonisolated(unsafe) let completionHandler = completionHandler
      DispatchQueue.global().async { completionHandler(.cancelAuthenticationChallenge, nil) }
    #else
      completionHandler(.performDefaultHandling, nil)
    #endif
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    defer { TransferCounter.ended() }
    lock.withLock {
      guard failure == nil else { return }
      if let error {
        let secure = ["http", "https"].contains(task.originalRequest?.url?.scheme?.lowercased() ?? "")
        failure = Self.map(error, afterResponse: status != 0, httpRequest: secure)
      } else if status == 0 {
        // An unfollowed 3xx answer never reaches `didReceive response` in corelibs.
        status = (task.response as? HTTPURLResponse)?.statusCode ?? 0
      }
    }
    finish()
  }

  /// Records `error` as the caller's answer unless there is one, resumes the caller, and cancels
  /// the task once, from another queue: the delegate may be running on the session's network
  /// queue, where `cancel()` would wait for itself.
  private func fail(_ error: any Error, cancelling task: URLSessionTask) {
    let first = lock.withLock { () -> Bool in
      if failure == nil { failure = error }
      defer { cancelled = true }
      return !cancelled
    }
    finish()
    if first { DispatchQueue.global().async { task.cancel() } }
  }

  /// Resumes the caller, once, with the failure if there is one, else the response.
  private func finish() {
    let (waiting, result) = lock.withLock {
      () -> (CheckedContinuation<HTTPResponse, any Error>?, Result<HTTPResponse, any Error>) in
      defer { continuation = nil }
      if let failure { return (continuation, .failure(failure)) }
      return (continuation, .success(HTTPResponse(status: status, contentType: contentType, body: body)))
    }
    waiting?.resume(with: result)
  }

  /// `scheme://host:port`, the port spelled out even when it is the scheme's default.
  static func origin(_ url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? ["http": 80, "https": 443][scheme]
    return "\(scheme)://\(url.host?.lowercased() ?? "")" + (port.map { ":\($0)" } ?? "")
  }

  /// The typed error for a transport failure.
  ///
  /// swift-corelibs-foundation reports most libcurl failures after the response header as
  /// `NSURLErrorUnknown` with libcurl's English text (a transfer cut mid-body: "transfer closed
  /// with 997 bytes remaining to read"; a body that does not match its `Content-Encoding`: "Error
  /// while processing content unencoding: …"), and an HTTP/0.9 answer as `NSURLErrorUnsupportedURL`.
  ///
  /// - Parameters:
  ///   - afterResponse: Whether the response header had arrived.
  ///   - httpRequest: Whether the request's URL is `http` or `https`, so that an "unsupported
  ///     URL" can only be the server's answer.
  static func map(_ error: any Error, afterResponse: Bool, httpRequest: Bool) -> any Error {
    let error = error as NSError
    let other = HTTPFetchError.other(code: error.code, reason: error.localizedDescription)
    guard error.domain == NSURLErrorDomain else { return other }
    switch error.code {
    case NSURLErrorUnknown where afterResponse:
      let cut = error.localizedDescription.hasPrefix("transfer closed")
      return cut ? HTTPFetchError.connectionLost : HTTPFetchError.badResponse
    case NSURLErrorUnsupportedURL where httpRequest: return HTTPFetchError.badResponse
    case NSURLErrorTimedOut: return HTTPFetchError.timedOut
    case NSURLErrorCancelled: return CancellationError()
    case NSURLErrorCannotConnectToHost: return HTTPFetchError.cannotConnect
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return HTTPFetchError.hostNotFound
    case NSURLErrorNotConnectedToInternet: return HTTPFetchError.notConnected
    case NSURLErrorNetworkConnectionLost: return HTTPFetchError.connectionLost
    case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
      return HTTPFetchError.tooManyRedirects
    case NSURLErrorBadServerResponse, NSURLErrorCannotParseResponse, NSURLErrorZeroByteResource,
      NSURLErrorCannotDecodeContentData, NSURLErrorCannotDecodeRawData:
      return HTTPFetchError.badResponse
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateHasBadDate,
      NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasUnknownRoot,
      NSURLErrorServerCertificateNotYetValid, NSURLErrorClientCertificateRejected,
      NSURLErrorClientCertificateRequired:
      return HTTPFetchError.insecureConnection
    case NSURLErrorBadURL, NSURLErrorUnsupportedURL: return HTTPFetchError.unsupportedURL
    default: return other
    }
  }
}
