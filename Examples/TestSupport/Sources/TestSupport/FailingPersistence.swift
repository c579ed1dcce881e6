import Foundation
import MVIPersistence
import MVITesting

/// A storage in memory whose next writes fail, as a full disk does: the samples' tests check that
/// a failed save is shown as a typed error, leaves the state in memory as it was, and recovers
/// when a retry succeeds.
package final class FailingPersistence: PersistenceStorage {
  private let storage = InMemoryPersistence()
  private let failures: LockIsolated<Int>
  private let error: @Sendable (String) -> PersistenceError

  /// Fails the next `failures` writes (every write with `.max`) with `error` of the key,
  /// `PersistenceError.noSpace` unless told otherwise.
  package init(
    failing failures: Int = .max,
    with error: @escaping @Sendable (String) -> PersistenceError = { .noSpace(key: $0) }
  ) {
    self.failures = LockIsolated(failures)
    self.error = error
  }

  /// How many more writes fail.
  package var failuresLeft: Int { failures.withLock { $0 } }

  package func read(_ key: String) throws(PersistenceError) -> Data? {
    try storage.read(key)
  }

  package func update(
    _ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?
  ) throws(PersistenceError) {
    let fails = failures.withLock { left in
      guard left > 0 else { return false }
      if left != .max { left -= 1 }
      return true
    }
    if fails { throw error(key) }
    try storage.update(key, transform)
  }

  package func moveAside(_ key: String) throws(PersistenceError) -> String {
    try storage.moveAside(key)
  }

  package func changes(of key: String) -> AsyncStream<Void> {
    storage.changes(of: key)
  }
}
