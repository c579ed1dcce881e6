/// A step of a recorded session whose state, replayed through today's `reduce`, differs from the
/// state recorded after it (see ``RecordedSession/differences(replayingThrough:)``).
public struct ReplayDifference: Sendable, Equatable, CustomStringConvertible {
  /// The action's number among the session's actions, from 1.
  public var step: Int
  /// How many actions the session has.
  public var actionCount: Int
  /// The action's line in the session's JSON Lines (the header is line 1).
  public var line: Int
  /// The action, as one line of text.
  public var action: String
  /// Where the action came from.
  public var source: ActionSource
  /// The states' difference, recorded lines marked `-` and replayed lines `+`, with unchanged
  /// context around them.
  public var diff: String

  /// Creates a difference.
  public init(step: Int, actionCount: Int, line: Int, action: String, source: ActionSource, diff: String) {
    self.step = step
    self.actionCount = actionCount
    self.line = line
    self.action = action
    self.source = source
    self.diff = diff
  }

  /// The step, the action and the diff, for a person.
  public var description: String {
    "Replaying action \(step) of \(actionCount), \(action) (from \(source == .intent ? "an intent" : "an effect")), "
      + "gave another state than recorded: (- recorded, + replayed)\n\(diff)"
  }
}

extension RecordedSession where F.State: Equatable {
  /// How many actions the session has: what a replay applies.
  public var actionCount: Int {
    entries.reduce(0) { count, entry in
      if case .action = entry { count + 1 } else { count }
    }
  }

  /// Replays the session's actions through `feature`'s `reduce` from its initial state and
  /// returns every step whose state differs from the one recorded after it; empty when today's
  /// `reduce` behaves as the recorded one did.
  ///
  /// After a difference the replay goes on from the recorded state, so each difference is the
  /// step's own and not the echo of an earlier one. Only `reduce` runs: no effect, no service.
  public func differences(replayingThrough feature: F) -> [ReplayDifference] {
    let total = actionCount
    var state = initialState
    var step = 0
    var found: [ReplayDifference] = []
    for (index, entry) in entries.enumerated() {
      guard case .action(let action, let source, let recorded) = entry else { continue }
      step += 1
      feature.reduce(&state, action)
      guard state != recorded else { continue }
      let diff =
        TextDiff.lines(ValueDump.lines(recorded), ValueDump.lines(state))?.joined(separator: "\n") ?? ""
      found.append(
        ReplayDifference(
          step: step, actionCount: total, line: index + 2, action: ValueDump.line(action), source: source,
          diff: diff))
      state = recorded
    }
    return found
  }
}
