import Synchronization

/// A point the tabs of case 10 reach one by one and wait at, until the case has taken its
/// measurement and releases them all.
final class Barrier: Sendable {
  private struct State {
    var arrived = 0
    var released = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Mutex(State())

  /// How many have arrived.
  var arrived: Int { state.withLock { $0.arrived } }

  /// Counts one arrival without waiting (a tab that failed).
  func arrive() {
    state.withLock { $0.arrived += 1 }
  }

  /// Counts one arrival, then waits for the release.
  func arriveAndWait() async {
    await withCheckedContinuation { continuation in
      let passes = state.withLock { state in
        state.arrived += 1
        if !state.released { state.waiters.append(continuation) }
        return state.released
      }
      if passes { continuation.resume() }
    }
  }

  /// Waits, polling, until `count` have arrived.
  func waitForArrivals(_ count: Int) async {
    while arrived < count { try? await Task.sleep(for: .milliseconds(20)) }
  }

  /// Lets every waiting and later arrival pass.
  func release() {
    let waiters = state.withLock { state in
      state.released = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
