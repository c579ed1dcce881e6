import MVI

/// The state at one step, replayed, and what the store had there.
public struct InspectorReplay<F: Feature> {
  /// The step.
  public let index: Int
  /// The state replayed through `reduce` from the history's base.
  public let state: F.State
  /// The state the store had at that step (after the last action up to it).
  public let recorded: F.State?
  /// When the replayed state at this step differs from the store's (`reduce` is not pure, or
  /// the state's type is not what `==` compares), the first action whose replayed state
  /// differed; `nil` when the states at this step match or `State` is not `Equatable`.
  public let divergence: Int?
  /// The skipped actions (``Inspector/skip(_:)``) up to this step that the fold left out, oldest
  /// first; empty when the state is the full replay.
  public let skipped: [Int]
}
