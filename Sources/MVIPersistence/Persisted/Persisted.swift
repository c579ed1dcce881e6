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
/// version given here (a value saved with an older one goes through a ``PersistedMigration``, an
/// older one without is refused and kept aside, a newer one refused and left as it is), and
/// `revision` counts writes from a random start. Copies of one
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
  /// Stored bytes that do not decode, or have an older version with no migration, are moved
  /// aside and thrown as ``PersistenceError/corrupt(key:movedTo:reason:)`` or
  /// ``PersistenceError/unsupportedVersion(key:found:supported:movedTo:)``. A newer version's
  /// value is left as it is (``PersistenceError/newerVersion(key:found:supported:)``), and so is a
  /// file that could not be read (``PersistenceError/notReadable(key:path:)``,
  /// ``PersistenceError/tooLarge(key:size:limit:)``, ``PersistenceError/io(key:operation:code:)``):
  /// only bytes read whole that fail to decode are moved.
  public func stored() throws(PersistenceError) -> Value? {
    // Bytes that fail to decode are moved aside only while they are still stored: a writer that
    // replaced them meanwhile is read again, never moved aside with them.
    while true {
      guard let data = try storage.read(key) else {
        revisions.saw(0)
        return nil
      }
      guard let (value, revision) = try decode(data) else { continue }
      revisions.saw(revision)
      revisions.received(value)
      return value
    }
  }

  /// Writes `value` now, as the next revision of what is stored. Stored bytes that do not decode
  /// are moved aside first, not overwritten; a newer version's value is not overwritten
  /// (``PersistenceError/newerVersion(key:found:supported:)``).
  public func write(_ value: Value) throws(PersistenceError) {
    revisions.endEchoes()
    _ = try commit(PersistedRevisions.Change(base: .some(value), updates: []))
  }

  /// Removes what is stored.
  public func remove() throws(PersistenceError) {
    revisions.endEchoes()
    _ = try commit(PersistedRevisions.Change(base: .some(nil), updates: []))
  }

  /// What changed since this value last read or wrote: `nil` when nothing did (or the change was
  /// its own write, or a newer version's, or this value has a change of its own to write, which
  /// replaces it or builds on it), else the value now stored (`.some(nil)` when it was removed).
  func outsideChange() throws(PersistenceError) -> Value?? {
    if revisions.hasUnwritten { return nil }
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
    // A newer version's value (an app and its widget, or two app versions, sharing a folder) is
    // left for it, unread.
    if revisions.isOwn(header.revision) || header.version > version { return nil }
    // Replaced since it was read: the next look sees what replaced it.
    guard let (value, revision) = try decode(data) else { return nil }
    revisions.saw(revision)
    revisions.received(value)
    return .some(value)
  }

  /// Applies `change` to what is stored, under the storage's lock of the key; the value it
  /// leaves. Stored bytes that cannot be read whole or decoded (when the change builds on them)
  /// are moved aside first.
  func commit(_ change: PersistedRevisions<Value>.Change) throws(PersistenceError) -> Value? {
    var unreadable: Data?
    if let written = try replace(change, unreadable: &unreadable) { return written }
    // What failed to decode, if still stored (a writer may have replaced it meanwhile); what was
    // too large to read, whatever it is now.
    if let unreadable {
      _ = try storage.moveAside(key, ifStill: unreadable)
    } else {
      _ = try storage.moveAside(key)
    }
    var again: Data?
    guard let written = try replace(change, unreadable: &again) else {
      throw .corrupt(key: key, movedTo: "", reason: "replaced by unreadable bytes again while writing")
    }
    return written
  }

  /// The revision of a value written where none is stored: not 1 but a random one, so that a
  /// watcher that last saw revision N of a removed value does not take a new value's N for its own.
  private static func freshRevision() -> Int { Int.random(in: 1...(1 << 48)) }

  /// Applies `change` as the revision after the stored one; what it leaves, or `nil` when the
  /// stored bytes cannot be read or decoded (nothing is written then; `bytes` are those that did
  /// not decode, `nil` for a file too large to read).
  private func replace(
    _ change: PersistedRevisions<Value>.Change, unreadable bytes: inout Data?
  ) throws(PersistenceError) -> Value?? {
    var unreadable = false
    var result: Value?
    do {
      try storage.update(key) { current throws(PersistenceError) in
        var revision = Self.freshRevision()
        var value: Value?
        if let current {
          guard let header = try? JSONDecoder().decode(PersistedHeader.self, from: current) else {
            (unreadable, bytes) = (true, current)
            throw .io(key: key, operation: "decode", code: 0)
          }
          if header.version > version {
            throw .newerVersion(key: key, found: header.version, supported: version)
          }
          revision = header.revision + 1
          if change.base == nil {
            do {
              value = try decodeValue(current, header)
            } catch {
              (unreadable, bytes) = (true, current)
              throw .io(key: key, operation: "decode", code: 0)
            }
          }
        }
        if let base = change.base { value = base }
        for update in change.updates { update(&value) }
        result = value
        guard let value else {
          revisions.beginWriting(0)
          return nil
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
    } catch .tooLarge {
      // Too large to read, so not this version's to build on: moved aside by `commit`.
      revisions.endWriting(succeeded: false)
      return nil
    } catch {
      revisions.endWriting(succeeded: false)
      if unreadable { return nil }
      throw error
    }
    revisions.endWriting(succeeded: true)
    return .some(result)
  }

  /// The value and revision in `data`, migrated; what cannot be read is moved aside and thrown,
  /// a newer version's is left and thrown; `nil` when `data` cannot be read but is no longer
  /// stored (nothing moved: read again).
  private func decode(_ data: Data) throws(PersistenceError) -> (Value, Int)? {
    let header: PersistedHeader
    do {
      header = try JSONDecoder().decode(PersistedHeader.self, from: data)
    } catch {
      guard let aside = try storage.moveAside(key, ifStill: data) else { return nil }
      throw .corrupt(key: key, movedTo: aside, reason: Self.reason(error))
    }
    if header.version > version {
      throw .newerVersion(key: key, found: header.version, supported: version)
    }
    guard header.version == version || migrations.contains(where: { $0.version == header.version }) else {
      guard let aside = try storage.moveAside(key, ifStill: data) else { return nil }
      throw .unsupportedVersion(key: key, found: header.version, supported: version, movedTo: aside)
    }
    do {
      return (try decodeValue(data, header), header.revision)
    } catch {
      guard let aside = try storage.moveAside(key, ifStill: data) else { return nil }
      throw .corrupt(key: key, movedTo: aside, reason: Self.reason(error))
    }
  }

  /// The value in `data`, of this format version or migrated from an older one.
  private func decodeValue(_ data: Data, _ header: PersistedHeader) throws -> Value {
    if header.version == version {
      return try JSONDecoder().decode(PersistedEnvelope<Value>.self, from: data).value
    }
    guard let migration = migrations.first(where: { $0.version == header.version }) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "format version \(header.version) has no migration"))
    }
    return try migration.decode(data)
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
