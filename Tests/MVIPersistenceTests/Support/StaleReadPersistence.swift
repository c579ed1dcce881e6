import Foundation
import MVI
import MVIPersistence

/// An in-memory storage whose first look at a key (a read, or the bytes an update is given) finds
/// `stale` bytes that another writer has already replaced with what `base` holds: the moment
/// between reading a file and moving it aside.
final class StaleReadPersistence: PersistenceStorage {
  let base = InMemoryPersistence()
  private let stale: Locked<Data?>

  init(stale: Data) {
    self.stale = Locked(stale)
  }

  private func takeStale() -> Data? {
    stale.withLock { stale in
      defer { stale = nil }
      return stale
    }
  }

  func read(_ key: String) throws(PersistenceError) -> Data? {
    if let stale = takeStale() { return stale }
    return try base.read(key)
  }

  func update(_ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?) throws(PersistenceError)
  {
    if let stale = takeStale() {
      // What the transform writes over stale bytes is dropped: they were replaced.
      _ = try transform(stale)
      return
    }
    try base.update(key, transform)
  }

  func moveAside(_ key: String) throws(PersistenceError) -> String { try base.moveAside(key) }

  func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String? {
    try base.moveAside(key, ifStill: bytes)
  }

  func changes(of key: String) -> AsyncStream<Void> { base.changes(of: key) }
}
