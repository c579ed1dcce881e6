#if PropertyTesting
  import MVI

  /// A rule that must hold after every step of every generated session.
  ///
  /// Most invariants read the state alone:
  ///
  /// ```swift
  /// Invariant<ImageSearch>("never more than 10 images") { $0.state.images.count <= 10 }
  /// ```
  ///
  /// The ``StepOutcome`` also has the state before the step, the step, the actions it led to and
  /// the running effects, for rules about a change ("a refresh never empties a loaded list unless
  /// the server says so") or about work in flight ("loading only while a search runs").
  public struct Invariant<F: Feature>: Sendable {
    /// What the rule says, as the failure names it.
    public let name: String
    let holds: @MainActor @Sendable (StepOutcome<F>) -> Bool

    /// Creates a rule from a name and a test of each step's outcome.
    public init(_ name: String, _ holds: @escaping @MainActor @Sendable (StepOutcome<F>) -> Bool) {
      self.name = name
      self.holds = holds
    }
  }
#endif
