#if PropertyTesting
  import MVITesting

  /// A wait that only cancellation ends: how a ``ServiceAnswer/never`` answer waits. Its task is
  /// suspended on a continuation, outside any clock, so the check's effects settle around it.
  final class Stall: Sendable {
    /// The continuation while the wait is on; `cancelled` once the task was cancelled (before the
    /// wait began, or during it).
    private let wait = LockIsolated((continuation: CheckedContinuation<Void, Never>?.none, cancelled: false))

    /// Returns when the calling task is cancelled (at once when it already is).
    func wait() async throws {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let cancelled = wait.withLock { wait -> Bool in
            if wait.cancelled { return true }
            wait.continuation = continuation
            return false
          }
          if cancelled { continuation.resume() }
        }
      } onCancel: {
        let continuation = wait.withLock { wait -> CheckedContinuation<Void, Never>? in
          wait.cancelled = true
          defer { wait.continuation = nil }
          return wait.continuation
        }
        continuation?.resume()
      }
      try Task.checkCancellation()
    }
  }
#endif
