import MVI

/// The state at one step, replayed, and what the store had there.
public struct InspectorReplay<F: Feature> {
  /// The step.
  public let index: Int
  /// The state replayed through `reduce` from the history's base.
  public let state: F.State
  /// The state the store had at that step (after the last action up to it).
  public let recorded: F.State?
  /// The first action whose replayed state differs from the store's (`reduce` is not pure, or
  /// the state's type is not what `==` compares); `nil` when all match or `State` is not
  /// `Equatable`.
  public let divergence: Int?
}
