import MVI

/// What the copies of one ``Persisted`` value share: the revision last read or written (a change
/// with another revision is someone else's), a write in progress, and the latest save (an older
/// one that wakes from its debounce leaves the write to it).
final class PersistedRevisions: Sendable {
  private struct Counters {
    var seen = 0
    var writing: Int?
    var generation = 0
  }

  private let counters = Locked(Counters())

  /// Whether `revision` is this value's own (read or written here), not someone else's.
  func isOwn(_ revision: Int) -> Bool {
    counters.withLock { $0.seen == revision || $0.writing == revision }
  }

  func saw(_ revision: Int) {
    counters.withLock { $0.seen = revision }
  }

  func beginWriting(_ revision: Int) {
    counters.withLock { $0.writing = revision }
  }

  func endWriting(succeeded: Bool) {
    counters.withLock {
      if succeeded, let revision = $0.writing { $0.seen = revision }
      $0.writing = nil
    }
  }

  /// A new save: saves that started before it are superseded.
  func nextGeneration() -> Int {
    counters.withLock {
      $0.generation += 1
      return $0.generation
    }
  }

  func isLatest(_ generation: Int) -> Bool {
    counters.withLock { $0.generation == generation }
  }
}
