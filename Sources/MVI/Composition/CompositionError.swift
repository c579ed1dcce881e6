/// A mistake in how a parent routes to its children, reported by the store as an effect failure.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An intent was sent to a child that is not in the state (dismissed, removed, never added);
  /// the associated value names where it was looked for.
  case childNotPresent(String)

  /// What went wrong, for logs.
  public var description: String {
    switch self {
    case .childNotPresent(let path): return "An intent was sent to a child that is not present at \(path)"
    }
  }
}
