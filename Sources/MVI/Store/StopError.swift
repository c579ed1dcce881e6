/// A use of a store that ``Store/stop()`` does not allow, reported (to the store's interceptors as
/// a failure, and on standard error) instead of done.
public enum StopError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An intent was sent to a stopped store: it was ignored. Names the feature's type and the intent.
  case sentAfterStop(feature: String, intent: String)
  /// `stop()` was called on a scoped store: nothing was stopped. Names the child feature's type.
  case scopedStore(feature: String)

  /// What went wrong, for logs.
  public var description: String {
    switch self {
    case .sentAfterStop(let feature, let intent):
      "Store<\(feature)> was stopped; the intent \(intent) sent to it was ignored."
    case .scopedStore(let feature):
      """
      stop() was called on a scoped Store<\(feature)>, which runs nothing of its own: nothing was \
      stopped. Stop the root store, or remove the child from its parent's state to end its work.
      """
    }
  }
}
