import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads one response body, stopping as soon as it exceeds a size limit.
///
/// `URLSession.data(for:)` buffers the whole body before the caller can look at it; this
/// delegate counts bytes as they arrive and cancels the transfer past the limit.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // `@unchecked Sendable`: every mutable field is guarded by `lock`.
  private let limit: Int
  private let lock = NSLock()
  private var body = Data()
  private var status = 0
  private var contentType: String?
  private var exceeded = false
  private var continuation: CheckedContinuation<HTTPResponse, any Error>?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Loads `request`, returning the response whatever its status.
  ///
  /// - Throws: ``HTTPFetchError`` for a body over `limit`, a timeout or a transport failure;
  ///   `CancellationError` when the calling task is cancelled.
  static func load(_ request: URLRequest, limit: Int, timeout: TimeInterval) async throws -> HTTPResponse {
    let download = BoundedDownload(limit: limit)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        download.lock.withLock { download.continuation = continuation }
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limit)
    let http = response as? HTTPURLResponse
    let mediaType = http?.value(forHTTPHeaderField: "Content-Type")
      .map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
    lock.withLock {
      status = http?.statusCode ?? 0
      contentType = mediaType
      if tooLarge { exceeded = true }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over = lock.withLock { () -> Bool in
      guard !exceeded else { return true }
      if body.count + data.count > limit {
        exceeded = true
        body = Data()
        return true
      }
      body.append(data)
      return false
    }
    if over { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, result) = lock.withLock {
      () -> (CheckedContinuation<HTTPResponse, any Error>?, Result<HTTPResponse, any Error>) in
      let continuation = self.continuation
      self.continuation = nil
      if exceeded { return (continuation, .failure(HTTPFetchError.responseTooLarge(limit: limit))) }
      if let error { return (continuation, .failure(Self.map(error))) }
      return (continuation, .success(HTTPResponse(status: status, contentType: contentType, body: body)))
    }
    continuation?.resume(with: result)
  }

  private static func map(_ error: any Error) -> any Error {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else { return HTTPFetchError.other(error.localizedDescription) }
    switch error.code {
    case NSURLErrorTimedOut: return HTTPFetchError.timedOut
    case NSURLErrorCancelled: return CancellationError()
    case NSURLErrorCannotConnectToHost: return HTTPFetchError.cannotConnect
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return HTTPFetchError.hostNotFound
    case NSURLErrorNotConnectedToInternet: return HTTPFetchError.notConnected
    case NSURLErrorNetworkConnectionLost: return HTTPFetchError.connectionLost
    default: return HTTPFetchError.other(error.localizedDescription)
    }
  }
}
