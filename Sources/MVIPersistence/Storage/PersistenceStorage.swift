#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where persisted values are kept: bytes under a key. Implement it for a store of your own (the
/// keychain, a cloud store); the library has ``InMemoryPersistence``, ``FilePersistence`` and,
/// on Apple platforms, `UserDefaultsPersistence`.
///
/// A ``Persisted`` value encodes, versions and migrates; a storage only keeps bytes, replaces
/// them whole (never torn), and says when someone else changed them.
public protocol PersistenceStorage: Sendable {
  /// The bytes kept under `key`, or `nil` when there are none; a read begun while an
  /// ``update(_:_:)`` of the key is under way returns what that update leaves.
  func read(_ key: String) throws(PersistenceError) -> Data?

  /// Replaces the bytes under `key` with what `transform` returns for the bytes there now (`nil`
  /// removes them), as one step no other writer of the key interleaves with — in this process or,
  /// where the storage is shared, in others. When it throws, nothing is changed. `transform` runs
  /// under the key's lock: it must not read or update the same key.
  func update(
    _ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?
  ) throws(PersistenceError)

  /// Moves the bytes under `key` aside, never over anything, and says where they went.
  func moveAside(_ key: String) throws(PersistenceError) -> String

  /// Moves the bytes under `key` aside, as ``moveAside(_:)`` does, only while they are still
  /// `bytes`: `nil`, with nothing moved, when a writer replaced them since they were read (they
  /// are read again then, not moved with the bytes that failed). A `Persisted` value moves what
  /// it cannot decode through this.
  func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String?

  /// An element each time the bytes under `key` may have changed (a write by another store or
  /// process included); it ends when the consuming task is cancelled.
  func changes(of key: String) -> AsyncStream<Void>
}

extension PersistenceStorage {
  /// Compares and moves in two steps, so a write between them may still be moved aside: a
  /// storage that can hold the key's lock across both (`FilePersistence`, `InMemoryPersistence`)
  /// implements it so.
  public func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String? {
    guard try read(key) == bytes else { return nil }
    return try moveAside(key)
  }

  /// Checks that a key is a plain name: not empty, no `/`, no leading `.`, at most 200 bytes.
  static func validate(_ key: String) throws(PersistenceError) {
    let allowed = key.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" || $0 == "."
    }
    guard !key.isEmpty, key.utf8.count <= 200, allowed, !key.hasPrefix(".") else {
      throw .invalidKey(key)
    }
  }
}
