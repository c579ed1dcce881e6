// Apple platforms only: Linux builds skip it; `.ci/apple-typecheck` compiles it (with `Darwin`'s branches).
// It is kept to the protocol's four calls over `UserDefaults`, with no logic of its own.
#if canImport(Darwin)
  import Foundation
  import MVI

  /// Values kept in `UserDefaults` (Apple platforms), one `Data` a key, for small settings.
  ///
  /// Writes of one process are serialized by a lock; other processes (an app extension with a
  /// shared suite) are seen through `UserDefaults.didChangeNotification`.
  public struct UserDefaultsPersistence: PersistenceStorage, @unchecked Sendable {
    // `@unchecked` is sound: `UserDefaults` is thread-safe; `lock` serializes our writes.
    private let defaults: UserDefaults
    /// Its value is unused (see `Locked` on why it is not empty).
    private let lock = Locked(false)

    /// Keeps values in `defaults` (the standard ones unless told otherwise).
    public init(_ defaults: UserDefaults = .standard) {
      self.defaults = defaults
    }

    /// The data under `key`.
    public func read(_ key: String) throws(PersistenceError) -> Data? {
      try Self.validate(key)
      return defaults.data(forKey: key)
    }

    /// Replaces the data under `key` under the lock.
    public func update(
      _ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?
    ) throws(PersistenceError) {
      try Self.validate(key)
      // `withLock` is an untyped `rethrows`: the typed error comes out through a `Result`.
      try lock.withLock { _ in
        Result { () throws(PersistenceError) in
          defaults.set(try transform(defaults.data(forKey: key)), forKey: key)
        }
      }.get()
    }

    /// Moves the data under `key` to `KEY.aside-SECONDS`.
    public func moveAside(_ key: String) throws(PersistenceError) -> String {
      try Self.validate(key)
      return lock.withLock { _ in
        let aside = "\(key).aside-\(Int(Date().timeIntervalSince1970))"
        defaults.set(defaults.object(forKey: key), forKey: aside)
        defaults.removeObject(forKey: key)
        return aside
      }
    }

    /// An element for every change notification of the defaults.
    public func changes(of key: String) -> AsyncStream<Void> {
      AsyncStream { continuation in
        let observer = NotificationCenter.default.addObserver(
          forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
        ) { _ in continuation.yield() }
        nonisolated(unsafe) let token = observer
        continuation.onTermination = { _ in NotificationCenter.default.removeObserver(token) }
      }
    }
  }
#endif
