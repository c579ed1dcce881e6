#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One value of a feature's state that outlives the process: a service the feature holds, whose
/// effects load it (an action), save it (debounced, off the send path) and bring in changes made
/// by other stores or processes (an action). `reduce` stays the only writer of the state.
///
/// ```swift
/// struct Settings: Feature {
///   var saved = Persisted<Preferences>(key: "preferences")  // in memory unless told otherwise
///
///   func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
///     switch intent {
///     case .viewAppeared:
///       return saved.load { .loaded($0) }
///     case .darkModeToggled:
///       var preferences = state.preferences
///       preferences.darkMode.toggle()
///       return .merge(.send(.changed(preferences)), saved.save(preferences) { .saveFailed($0) })
///     }
///   }
/// }
/// ```
///
/// It is stored as JSON, `{"version": V, "revision": R, "value": …}`: `version` is the format
/// version given here (a value saved with an older one goes through a ``PersistedMigration``, a
/// newer or unknown one is refused and kept aside), and `revision` counts writes. Copies of one
/// `Persisted` share their revisions and their latest save; two `Persisted` values of one key are
/// two writers that see each other's changes through ``watch(_:)``.
public struct Persisted<Value: Codable & Sendable>: Sendable {
  /// The name the value is stored under.
  public let key: String
  /// Where it is stored.
  public let storage: any PersistenceStorage
  /// The format version written, and read without migration.
  public let version: Int
  /// How values of older format versions are read.
  public let migrations: [PersistedMigration<Value>]
  /// How long a save waits for a newer one before writing.
  public let debounce: Duration
  /// How long a failed save waits before trying again.
  public let retryDelay: Duration
  let clock: any Clock<Duration>
  let revisions = PersistedRevisions<Value>()

  /// A value stored under `key` in `storage` (a fresh in-memory storage unless told otherwise).
  ///
  /// - Parameters:
  ///   - key: The name it is stored under (letters, digits, `-`, `_`, `.`; no leading `.`).
  ///   - storage: Where it is stored.
  ///   - version: The format version of `Value`; raise it when `Value`'s coding changes, and give
  ///     a migration from the older one.
  ///   - debounce: A save waits this long on `clock`; a newer save meanwhile replaces it.
  ///   - retryDelay: A save that failed (a full disk) tries again after this long on `clock`.
  ///   - migrations: How values saved with older format versions are read.
  ///   - clock: The clock of the debounce and the retries; tests pass a `TestClock`.
  public init(
    key: String, in storage: any PersistenceStorage = InMemoryPersistence(), version: Int = 1,
    migrations: [PersistedMigration<Value>] = [], debounce: Duration = .zero,
    retryDelay: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.key = key
    self.storage = storage
    self.version = version
    self.migrations = migrations
    self.debounce = debounce
    self.retryDelay = retryDelay
    self.clock = clock
  }

  /// What is stored now, `nil` when nothing is; a test asserts what was saved with it.
  ///
  /// Stored bytes that do not decode, or have a version with no migration, are moved aside and
  /// thrown as ``PersistenceError/corrupt(key:movedTo:reason:)`` or
  /// ``PersistenceError/unsupportedVersion(key:found:supported:movedTo:)``.
  public func stored() throws(PersistenceError) -> Value? {
    let data: Data?
    do {
      data = try storage.read(key)
    } catch .io(_, let operation, let code) {
      throw .corrupt(
        key: key, movedTo: try storage.moveAside(key), reason: "\(operation) failed, errno \(code)")
    }
    guard let data else {
      revisions.saw(0)
      return nil
    }
    let (value, revision) = try decode(data)
    revisions.saw(revision)
    return value
  }

  /// Writes `value` now, as the next revision of what is stored. Stored bytes that do not decode
  /// are moved aside first, not overwritten.
  public func write(_ value: Value) throws(PersistenceError) {
    if try replace(with: value) { return }
    _ = try storage.moveAside(key)
    guard try replace(with: value) else {
      throw .corrupt(key: key, movedTo: "", reason: "replaced by undecodable bytes again while writing")
    }
  }

  /// Removes what is stored.
  public func remove() throws(PersistenceError) {
    try storage.update(key) { _ in nil }
    revisions.saw(0)
  }

  /// What changed since this value last read or wrote: `nil` when nothing did (or the change was
  /// its own write), else the value now stored (`.some(nil)` when it was removed).
  func outsideChange() throws(PersistenceError) -> Value?? {
    let data: Data?
    do { data = try storage.read(key) } catch .io { return nil }
    guard let data else {
      if revisions.isOwn(0) { return nil }
      revisions.saw(0)
      return .some(nil)
    }
    guard let header = try? JSONDecoder().decode(PersistedHeader.self, from: data) else {
      // A file caught mid-replacement by a storage without atomic writes, or a corrupt one:
      // `stored()` reports it on the next load; a watcher does not move it.
      return nil
    }
    if revisions.isOwn(header.revision) { return nil }
    let (value, revision) = try decode(data)
    revisions.saw(revision)
    return .some(value)
  }

  /// Writes `value` as the revision after the stored one; `false` when the stored bytes do not
  /// decode (nothing is written then).
  private func replace(with value: Value) throws(PersistenceError) -> Bool {
    var unreadable = false
    do {
      try storage.update(key) { current throws(PersistenceError) in
        var revision = 1
        if let current {
          guard let header = try? JSONDecoder().decode(PersistedHeader.self, from: current) else {
            unreadable = true
            throw .io(key: key, operation: "decode", code: 0)
          }
          revision = header.revision + 1
        }
        let data: Data
        do {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          data = try encoder.encode(PersistedEnvelope(version: version, revision: revision, value: value))
        } catch {
          throw .encoding(key: key, reason: "\(error)")
        }
        revisions.beginWriting(revision)
        return data
      }
    } catch {
      revisions.endWriting(succeeded: false)
      if unreadable { return false }
      throw error
    }
    revisions.endWriting(succeeded: true)
    return true
  }

  /// The value and revision in `data`, migrated; what cannot be read is moved aside and thrown.
  private func decode(_ data: Data) throws(PersistenceError) -> (Value, Int) {
    let header: PersistedHeader
    do {
      header = try JSONDecoder().decode(PersistedHeader.self, from: data)
    } catch {
      throw .corrupt(key: key, movedTo: try storage.moveAside(key), reason: Self.reason(error))
    }
    do {
      if header.version == version {
        return (try JSONDecoder().decode(PersistedEnvelope<Value>.self, from: data).value, header.revision)
      }
      if let migration = migrations.first(where: { $0.version == header.version }) {
        return (try migration.decode(data), header.revision)
      }
    } catch {
      throw .corrupt(key: key, movedTo: try storage.moveAside(key), reason: Self.reason(error))
    }
    throw .unsupportedVersion(
      key: key, found: header.version, supported: version, movedTo: try storage.moveAside(key))
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return "not JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    default: return "\(error)"
    }
  }
}
