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
  private var exceeded = false
  private var continuation: CheckedContinuation<(Data, Int), any Error>?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Loads `request`, returning the body and the HTTP status.
  ///
  /// - Throws: ``ImageSearchError`` for a body over `limit`, a timeout or a transport failure;
  ///   `CancellationError` when the calling task is cancelled.
  static func load(_ request: URLRequest, limit: Int, timeout: TimeInterval) async throws -> (Data, Int) {
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
    lock.withLock {
      status = (response as? HTTPURLResponse)?.statusCode ?? 0
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
      () -> (CheckedContinuation<(Data, Int), any Error>?, Result<(Data, Int), any Error>) in
      let continuation = self.continuation
      self.continuation = nil
      if exceeded { return (continuation, .failure(ImageSearchError.responseTooLarge(limit: limit))) }
      if let error { return (continuation, .failure(Self.map(error))) }
      return (continuation, .success((body, status)))
    }
    continuation?.resume(with: result)
  }

  private static func map(_ error: any Error) -> any Error {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else {
      return ImageSearchError.transport(error.localizedDescription)
    }
    switch error.code {
    case NSURLErrorTimedOut: return ImageSearchError.timedOut
    case NSURLErrorCancelled: return CancellationError()
    case NSURLErrorCannotConnectToHost:
      return ImageSearchError.transport("서버에 연결할 수 없습니다 (connection refused)")
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
      return ImageSearchError.transport("서버 주소를 찾을 수 없습니다 (host not found)")
    case NSURLErrorNotConnectedToInternet: return ImageSearchError.transport("인터넷에 연결되어 있지 않습니다")
    case NSURLErrorNetworkConnectionLost: return ImageSearchError.transport("연결이 끊어졌습니다 (connection lost)")
    default: return ImageSearchError.transport(error.localizedDescription)
    }
  }
}
