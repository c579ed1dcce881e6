#if PropertyTesting
  import MVI

  /// What one step of a generated session did, for an ``Invariant`` to judge.
  @MainActor
  public struct StepOutcome<F: Feature> {
    /// The step, or `nil` for the initial state and for the time that runs out at the end.
    public let step: GeneratedStep<F.Intent>?
    /// The state before the step.
    public let previous: F.State
    /// The state after the step, once its effects wait on the clock or have finished.
    public let state: F.State
    /// The actions applied during the step, from the intent and from effects, in order.
    public let actions: [F.Action]
    let store: Store<F>

    /// Whether an effect started with the id is still running (or its throttle window is open).
    public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
      store.isEffectRunning(id: id)
    }

    /// The number of effects still running.
    public var runningEffectCount: Int { store.runningEffectCount }
  }
#endif
