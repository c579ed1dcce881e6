import MVI

/// What the copies of one ``Persisted`` value share: the revision last read or written (a change
/// with another revision is someone else's), a write in progress, the values received from
/// elsewhere (a save of one of them is not an edit), and the latest save, removal or updates
/// (an older save that wakes from its debounce leaves the write to the latest) until written.
final class PersistedRevisions<Value: Sendable>: Sendable {
  /// A change to apply to the stored value under the key's lock.
  typealias Update = @Sendable (inout Value?) -> Void

  /// What the next write makes of the stored value: `base` (a saved value, `.some(nil)` for a
  /// removal, `nil` for the value stored then) with `updates` applied to it in order.
  struct Change: Sendable {
    var base: Value??
    var updates: [Update]

    /// This change followed by `next`: a save or removal replaces what came before it, updates
    /// add to it.
    func then(_ next: Change) -> Change {
      next.base == nil ? Change(base: base, updates: updates + next.updates) : next
    }
  }

  private struct Counters {
    var seen = 0
    var writing: Int?
    var generation = 0
    /// The latest saves', removals' and updates' change, from when it is made until it is written.
    var unwritten: Change?
    /// Whether a write of a change is under way (by a save's task or a flush).
    var inFlight = false
    /// The values loaded or received from elsewhere since this value's last own change.
    var received: [Value] = []
  }

  private let counters = Locked(Counters())
  /// Held while the latest change is written: by its own task, or by a flush. Its value is
  /// unused (see `Locked` on why it is not empty).
  private let writes = Locked(false)

  /// Whether `revision` is this value's own (read or written here), not someone else's.
  func isOwn(_ revision: Int) -> Bool {
    counters.withLock { $0.seen == revision || $0.writing == revision }
  }

  /// Whether a change of this value waits to be written or is being written: a change made
  /// elsewhere meanwhile is not shown, as the write replaces it (or, for an update, builds on it).
  var hasUnwritten: Bool {
    counters.withLock { $0.unwritten != nil || $0.inFlight }
  }

  func saw(_ revision: Int) {
    counters.withLock { $0.seen = revision }
  }

  /// `value` was loaded or received from elsewhere: a save of it is not an edit.
  func received(_ value: Value) {
    counters.withLock {
      $0.received.append(value)
      if $0.received.count > 16 { $0.received.removeFirst() }
    }
  }

  /// Whether a save of the value `isSame` matches would echo a value loaded or received from
  /// elsewhere since this value's last own change.
  func isEcho(_ isSame: (Value) -> Bool) -> Bool {
    counters.withLock { $0.received.contains(where: isSame) }
  }

  /// An own change was made: a save of a value received before it is an edit, not an echo.
  func endEchoes() {
    counters.withLock { $0.received = [] }
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

  /// A new save, removal or update: it comes after those made before it, and ends the echoes.
  func nextGeneration(_ change: Change) -> Int {
    counters.withLock {
      $0.received = []
      $0.generation += 1
      $0.unwritten = $0.unwritten.map { $0.then(change) } ?? change
      return $0.generation
    }
  }

  func isLatest(_ generation: Int) -> Bool {
    counters.withLock { $0.generation == generation }
  }

  /// Hands the unwritten change to `write` (when `generation` is given, only if it is still the
  /// latest), one write at a time; what `write` returned, or `nil` when there was nothing to
  /// write. A change that fails stays unwritten, before those made meanwhile.
  func writeUnwritten(
    of generation: Int?, _ write: (Change) throws(PersistenceError) -> Value?
  ) throws(PersistenceError) -> Value?? {
    try writes.withLock { _ in
      Result { () throws(PersistenceError) -> Value?? in
        let change = counters.withLock { counters -> Change? in
          guard let change = counters.unwritten, generation.map({ $0 == counters.generation }) ?? true else {
            return nil
          }
          counters.unwritten = nil
          counters.inFlight = true
          return change
        }
        guard let change else { return nil }
        do throws(PersistenceError) {
          let written = try write(change)
          counters.withLock { $0.inFlight = false }
          return .some(written)
        } catch {
          counters.withLock {
            $0.unwritten = $0.unwritten.map { change.then($0) } ?? change
            $0.inFlight = false
          }
          throw error
        }
      }
    }.get()
  }
}
