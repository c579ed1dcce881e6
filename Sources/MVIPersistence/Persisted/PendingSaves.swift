import MVI

/// The saves, updates and removals that ``Persisted`` values of this process have asked for and
/// not written yet (waiting out their debounce, or to be retried): what an app writes at once when
/// it goes to the background or is about to end, wherever the features that asked for them are.
///
/// ```swift
/// .onBackground { PendingSaves.flushAll() }  // MVISwiftUI's scene-phase hook
/// ```
public enum PendingSaves {
  /// A value with a change asked for: whether it is still unwritten, and its flush.
  struct Entry: Sendable {
    let isWaiting: @Sendable () -> Bool
    let flush: @Sendable () throws(PersistenceError) -> Void
  }

  private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

  /// Writes every change asked for and not written yet, now, as ``Persisted/flush()`` does for
  /// each value; returns the errors of the writes that failed (their changes stay waiting, and
  /// their effects go on retrying). The effects that asked for them still report their results.
  @discardableResult
  public static func flushAll() -> [PersistenceError] {
    var errors: [PersistenceError] = []
    for (id, entry) in entries.withLock({ $0 }) {
      do throws(PersistenceError) {
        try entry.flush()
      } catch {
        errors.append(error)
      }
      if !entry.isWaiting() { entries.withLock { _ = $0.removeValue(forKey: id) } }
    }
    return errors
  }

  /// How many ``Persisted`` values (copies of one count once) have a change not written yet.
  public static var count: Int {
    entries.withLock { $0.values.filter { $0.isWaiting() }.count }
  }

  /// A change was asked of the value `id` (its revisions): kept until it is written; values whose
  /// changes were written meanwhile are forgotten.
  static func changeAsked(of id: ObjectIdentifier, _ entry: Entry) {
    entries.withLock { entries in
      entries = entries.filter { $0.value.isWaiting() }
      entries[id] = entry
    }
  }
}
