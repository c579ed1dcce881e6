/// A step of a recorded session that today's feature does differently (see
/// ``RecordedSession/replay(through:describingAtMost:)``): an action after which `reduce` gives
/// another state than recorded, or an intent for which `handle` yields other actions at once.
public struct ReplayDifference: Sendable, Equatable, CustomStringConvertible {
  /// What differs.
  public enum Kind: Sendable, Equatable {
    /// The state `reduce` gives after the action.
    case state
    /// The actions `handle` yields at once for the intent (in ``ReplayDifference/action``).
    case immediateActions
  }

  /// The action's number among the session's actions, from 1; for ``Kind/immediateActions``,
  /// the intent's number among its intents.
  public var step: Int
  /// How many actions the session has; for ``Kind/immediateActions``, how many intents.
  public var actionCount: Int
  /// The line of the action (or intent) in the session's JSON Lines (the header is line 1).
  public var line: Int
  /// The action (or intent), as one line of text.
  public var action: String
  /// Where the action came from (``ActionSource/intent`` for an intent).
  public var source: ActionSource
  /// The difference, recorded lines marked `-` and replayed lines `+`: the states', with
  /// unchanged context around them, or the immediate actions', one a line.
  public var diff: String
  /// What differs: the state after an action, or an intent's immediate actions.
  public var kind: Kind

  /// Creates a difference in the state after an action.
  public init(step: Int, actionCount: Int, line: Int, action: String, source: ActionSource, diff: String) {
    self.init(
      step: step, actionCount: actionCount, line: line, action: action, source: source, diff: diff,
      kind: .state)
  }

  /// Creates a difference of the given kind.
  public init(
    step: Int, actionCount: Int, line: Int, action: String, source: ActionSource, diff: String, kind: Kind
  ) {
    self.step = step
    self.actionCount = actionCount
    self.line = line
    self.action = action
    self.source = source
    self.diff = diff
    self.kind = kind
  }

  /// The step, the action and the diff, for a person.
  public var description: String {
    switch kind {
    case .state:
      "Replaying action \(step) of \(actionCount), \(action) (from \(source == .intent ? "an intent" : "an effect")), "
        + "gave another state than recorded: (- recorded, + replayed)\n\(diff)"
    case .immediateActions:
      "Handling intent \(step) of \(actionCount), \(action), "
        + "yielded other actions at once than recorded: (- recorded, + replayed)\n\(diff)"
    }
  }
}
