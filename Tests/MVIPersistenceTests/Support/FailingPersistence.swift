import Foundation
import MVI
import MVIPersistence

/// An in-memory storage whose writes fail with a chosen error while `failure` is set: a full disk
/// without a disk.
final class FailingPersistence: PersistenceStorage {
  let base = InMemoryPersistence()
  private let failure = Locked<PersistenceError?>(nil)

  func fail(with error: PersistenceError?) {
    failure.withLock { $0 = error }
  }

  func read(_ key: String) throws(PersistenceError) -> Data? { try base.read(key) }

  func update(_ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?) throws(PersistenceError)
  {
    if let error = failure.withLock({ $0 }) { throw error }
    try base.update(key, transform)
  }

  func moveAside(_ key: String) throws(PersistenceError) -> String { try base.moveAside(key) }

  func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String? {
    try base.moveAside(key, ifStill: bytes)
  }

  func changes(of key: String) -> AsyncStream<Void> { base.changes(of: key) }
}
