import MVI

/// The ``FilePersistence/changes(of:)`` streams of this process, by file path: told at once when
/// a ``FilePersistence`` of the process writes, removes or moves a file aside, so that another
/// store of the process (a second window, a second browser tab) sees the change without waiting
/// for a poll. Other processes' changes are found by polling.
final class FileWatchers: Sendable {
  /// The process's watchers.
  static let shared = FileWatchers()

  private struct Entries {
    var byPath: [String: [Int: AsyncStream<Void>.Continuation]] = [:]
    var next = 0
  }

  private let entries = Locked(Entries())

  /// Adds `continuation` as a watcher of `path`; its id, for ``remove(_:of:)``.
  func add(_ continuation: AsyncStream<Void>.Continuation, of path: String) -> Int {
    entries.withLock { entries in
      entries.next += 1
      entries.byPath[path, default: [:]][entries.next] = continuation
      return entries.next
    }
  }

  func remove(_ id: Int, of path: String) {
    entries.withLock { entries in
      entries.byPath[path]?.removeValue(forKey: id)
      if entries.byPath[path]?.isEmpty == true { entries.byPath[path] = nil }
    }
  }

  /// Tells the watchers of `path` that it changed.
  func tell(_ path: String) {
    for watcher in entries.withLock({ Array(($0.byPath[path] ?? [:]).values) }) { watcher.yield() }
  }
}
