import MVI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Values kept in memory for as long as the instance lives: shared by every store of the process
/// that is given the same instance, and what tests use, so that they never touch a user's files.
///
/// ```swift
/// let storage = InMemoryPersistence()
/// let feed = Feed(likes: Persisted(key: "feed-likes", in: storage))
/// ```
public final class InMemoryPersistence: PersistenceStorage {
  private struct Contents {
    var values: [String: Data] = [:]
    var asideCount = 0
  }

  private let contents = Locked(Contents())
  private let watchers = ChangeWatchers()

  /// Creates an empty storage.
  public init() {}

  /// The keys that hold bytes, sorted: what was saved (and what was moved aside).
  public var keys: [String] {
    contents.withLock { $0.values.keys.sorted() }
  }

  /// The bytes under `key`, or `nil`.
  public func read(_ key: String) throws(PersistenceError) -> Data? {
    try Self.validate(key)
    return contents.withLock { $0.values[key] }
  }

  /// Replaces the bytes under `key` under the storage's lock and tells the key's watchers.
  public func update(
    _ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?
  ) throws(PersistenceError) {
    try Self.validate(key)
    try contents.withLock { contents in
      Result { () throws(PersistenceError) in contents.values[key] = try transform(contents.values[key]) }
    }.get()
    watchers.tell(key)
  }

  /// Moves the bytes under `key` to `KEY.aside-N`.
  public func moveAside(_ key: String) throws(PersistenceError) -> String {
    try Self.validate(key)
    return contents.withLock { Self.moveAside(key, in: &$0) }
  }

  /// Under the storage's lock: moves the bytes under `key` aside if they are still `bytes`.
  public func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String? {
    try Self.validate(key)
    return contents.withLock { contents in
      contents.values[key] == bytes ? Self.moveAside(key, in: &contents) : nil
    }
  }

  private static func moveAside(_ key: String, in contents: inout Contents) -> String {
    contents.asideCount += 1
    let aside = "\(key).aside-\(contents.asideCount)"
    contents.values[aside] = contents.values.removeValue(forKey: key)
    return aside
  }

  /// An element after every update of `key` through this instance.
  public func changes(of key: String) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let id = watchers.add(continuation, of: key)
    continuation.onTermination = { [watchers] _ in watchers.remove(id, of: key) }
    return stream
  }
}
