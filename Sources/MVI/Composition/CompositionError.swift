/// A mistake in how a parent routes to its children, reported by the store as an effect failure.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An intent was sent to a child that is not in the state (dismissed, removed, never added);
  /// the associated value names the child's state type and the parent's (`App.Row.State in
  /// App.Board.State`).
  case childNotPresent(String)

  /// What went wrong, for logs.
  public var description: String {
    switch self {
    case .childNotPresent(let child): return "An intent was sent to a child that is not present: \(child)"
    }
  }
}
