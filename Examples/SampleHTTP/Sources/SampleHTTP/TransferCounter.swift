import Foundation

/// Counts the transfers ``BoundedDownload`` started whose `URLSession` task has not completed.
///
/// A fetch returns as soon as its answer is known (a body over the limit, a refused redirect, a
/// timeout, a cancellation), and the transfer winds down after it; tests wait here for the end of
/// that tail, e.g. to measure the memory it takes.
package enum TransferCounter {
  private static let state = State()

  /// How many transfers are running.
  package static var running: Int { state.lock.withLock { state.running } }

  /// Returns once no transfer is running; at once if none is.
  package static func waitUntilNoneRunning() async {
    await withCheckedContinuation { continuation in
      let idle = state.lock.withLock { () -> Bool in
        if state.running == 0 { return true }
        state.waiters.append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
  }

  static func started() {
    state.lock.withLock { state.running += 1 }
  }

  static func ended() {
    let waiters = state.lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      state.running -= 1
      guard state.running == 0 else { return [] }
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  private final class State: @unchecked Sendable {
    // `@unchecked Sendable`: the fields are guarded by `lock`.
    let lock = NSLock()
    var running = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
  }
}
