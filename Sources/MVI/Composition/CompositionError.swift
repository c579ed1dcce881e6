/// A mistake in how a parent routes to its children, reported by the store as an effect failure.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An intent was sent to a child that is not in the state (dismissed, removed, never added);
  /// the associated value names the child's state type and the parent's (`App.Row.State in
  /// App.Board.State`).
  case childNotPresent(String)

  /// A scoped store's ``Store/events`` were asked for: a scoped store has no events of its own
  /// (its feature's events go where the parent's `handle` maps them), so its sequence finishes at
  /// once; the associated value names the child's feature. Listen on the store that owns the
  /// feature.
  case eventsOfScopedStore(String)

  /// What went wrong, for logs.
  public var description: String {
    switch self {
    case .childNotPresent(let child): return "An intent was sent to a child that is not present: \(child)"
    case .eventsOfScopedStore(let child):
      return
        "The events of a scoped store of \(child) were asked for: a scoped store has none (its events go where the parent's handle maps them); listen on the store that owns the feature"
    }
  }
}
