import Dispatch

/// Tells whether code runs on the main dispatch queue: where the main actor's jobs run, whichever
/// thread drains it (on Linux, once the main thread has parked in `dispatchMain()`, a worker
/// thread does, so comparing threads is not enough).
package enum MainQueue {
  // Set on the main queue once, at first use (a static's initializer runs once).
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue, so on the main actor's executor.
  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
