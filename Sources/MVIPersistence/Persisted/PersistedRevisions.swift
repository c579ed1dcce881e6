import MVI

/// What the copies of one ``Persisted`` value share: the revision last read or written (a change
/// with another revision is someone else's), a write in progress, and the latest save (an older
/// one that wakes from its debounce leaves the write to it) with its change until it is written.
final class PersistedRevisions<Value: Sendable>: Sendable {
  /// What a save or a removal writes.
  enum Change {
    case save(Value)
    case removal
  }

  private struct Counters {
    var seen = 0
    var writing: Int?
    var generation = 0
    /// The latest save's or removal's change, from when it is made until it is written.
    var unwritten: Change?
  }

  private let counters = Locked(Counters())
  /// Held while the latest save's value is written: by its own task, or by a flush.
  private let writes = Locked(())

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

  /// A new save or removal: saves and removals made before it are superseded.
  func nextGeneration(_ change: Change) -> Int {
    counters.withLock {
      $0.generation += 1
      $0.unwritten = change
      return $0.generation
    }
  }

  func isLatest(_ generation: Int) -> Bool {
    counters.withLock { $0.generation == generation }
  }

  /// Hands the latest change to `write` if it is not written yet (and is `generation`'s, when one
  /// is given), one write at a time; `false` when there was nothing to write.
  func writeUnwritten(
    of generation: Int?, _ write: (Change) throws(PersistenceError) -> Void
  ) throws(PersistenceError) -> Bool {
    try writes.withLock { _ in
      Result { () throws(PersistenceError) -> Bool in
        let latest = counters.withLock { counters -> (generation: Int, change: Change)? in
          guard let change = counters.unwritten, generation.map({ $0 == counters.generation }) ?? true else {
            return nil
          }
          return (counters.generation, change)
        }
        guard let latest else { return false }
        try write(latest.change)
        counters.withLock { if $0.generation == latest.generation { $0.unwritten = nil } }
        return true
      }
    }.get()
  }
}
