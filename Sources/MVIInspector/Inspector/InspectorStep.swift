import MVI

/// One thing that happened in an inspected store, as the inspector keeps it: the value itself,
/// never a rendering of it (text, diffs and JSON are made only when the page asks).
public struct InspectorStep<F: Feature> {
  /// What happened.
  public enum Kind {
    /// An intent was sent.
    case intent(F.Intent)
    /// An action was applied; `state` is the state the store had after it.
    case action(F.Action, source: ActionSource, state: F.State)
    /// An event was emitted.
    case event(F.Event)
    /// An effect threw an error that no `catch` handler took.
    case failure(any Error)
  }

  /// The step's number since the inspector started (steps dropped from the history keep theirs).
  public let index: Int
  /// What happened.
  public let kind: Kind
  /// For an action applied while an intent was handled, that intent's step; `nil` otherwise.
  public let cause: Int?
  /// The step's place among the steps every inspector of the process recorded, in the order they
  /// happened: an ``InspectorGroup`` merges its stores' timelines by it. An imported session's
  /// steps have their own numbers, not comparable with the live ones.
  public let order: Int

  /// The kind's name, as the page's filter names it.
  package var kindName: String {
    switch kind {
    case .intent: "intent"
    case .action: "action"
    case .event: "event"
    case .failure: "failure"
    }
  }

  /// Creates a step.
  init(index: Int, kind: Kind, cause: Int?, order: Int) {
    self.index = index
    self.kind = kind
    self.cause = cause
    self.order = order
  }

  /// The state after this step if it is an action.
  var stateAfter: F.State? {
    if case .action(_, _, let state) = kind { return state }
    return nil
  }

  /// The action, if the step is one.
  var action: F.Action? {
    if case .action(let action, _, _) = kind { return action }
    return nil
  }
}
