#if PropertyTesting
  import MVI

  /// A rule about one change of state, checked after every action the store applies — those of
  /// an intent and those of its effects, between steps as well as at their ends — where an
  /// ``Invariant`` is checked after each step.
  ///
  /// ```swift
  /// TransitionRule<Feed>("a refresh never hides a post") { before, action, after in
  ///   guard case .postsLoaded = action else { return true }
  ///   return after.hiddenPostIDs == before.hiddenPostIDs
  /// }
  /// ```
  public struct TransitionRule<F: Feature>: Sendable {
    /// What the rule says, as failures name it.
    public let name: String
    let holds: @MainActor @Sendable (F.State, F.Action, F.State) -> Bool

    /// Creates a rule: `holds` is given the state before an action, the action, and the state
    /// after it, and returns whether the change is allowed.
    public init(
      _ name: String,
      _ holds:
        @escaping @MainActor @Sendable (_ before: F.State, _ action: F.Action, _ after: F.State) -> Bool
    ) {
      self.name = name
      self.holds = holds
    }
  }
#endif
