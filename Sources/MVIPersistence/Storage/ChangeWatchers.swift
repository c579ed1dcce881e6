import MVI

/// The ``PersistenceStorage/changes(of:)`` streams of a storage, by name, told at once of a change
/// made through it: an ``InMemoryPersistence``'s by key, and, in ``files``, those of every
/// ``FilePersistence`` of the process by file path, so that another store of the process (a second
/// window, a second browser tab) sees a write without waiting for a poll.
final class ChangeWatchers: Sendable {
  /// The watchers of the files of every ``FilePersistence`` of the process, by path; other
  /// processes' changes are found by polling.
  static let files = ChangeWatchers()

  private struct Entries {
    var byName: [String: [Int: AsyncStream<Void>.Continuation]] = [:]
    var next = 0
  }

  private let entries = Locked(Entries())

  /// Adds `continuation` as a watcher of `name`; its id, for ``remove(_:of:)``.
  func add(_ continuation: AsyncStream<Void>.Continuation, of name: String) -> Int {
    entries.withLock { entries in
      entries.next += 1
      entries.byName[name, default: [:]][entries.next] = continuation
      return entries.next
    }
  }

  func remove(_ id: Int, of name: String) {
    entries.withLock { entries in
      entries.byName[name]?.removeValue(forKey: id)
      if entries.byName[name]?.isEmpty == true { entries.byName[name] = nil }
    }
  }

  /// Tells the watchers of `name` that it changed.
  func tell(_ name: String) {
    for watcher in entries.withLock({ Array(($0.byName[name] ?? [:]).values) }) { watcher.yield() }
  }
}
