#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What replaying a recorded session through today's feature found (see
/// ``RecordedSession/replay(through:describingAtMost:)``).
public struct SessionReplay: Sendable, Equatable {
  /// How many actions the session has: what the replay applied.
  public var actionCount: Int
  /// How many intents the session has: what the replay handed to `handle`.
  public var intentCount: Int
  /// The first differences found, in the session's order, each with its diff.
  public var differences: [ReplayDifference]
  /// How many differences were found, described or not.
  public var differenceCount: Int

  /// How many differences were found beyond those described.
  public var omittedDifferences: Int { differenceCount - differences.count }

  /// Whether the session replayed as recorded.
  public var passed: Bool { differenceCount == 0 }
}

extension RecordedSession where F.State: Equatable {
  /// How many actions the session has: what a replay applies.
  public var actionCount: Int {
    entries.reduce(0) { count, entry in
      if case .action = entry { count + 1 } else { count }
    }
  }

  /// Replays the session's actions through `feature`'s `reduce` from its initial state and
  /// returns every step whose state differs from the one recorded after it, and every intent
  /// whose `handle` yields other actions at once than it did; empty when today's feature behaves
  /// as the recorded one did. See ``replay(through:describingAtMost:)``.
  public func differences(replayingThrough feature: F) -> [ReplayDifference] {
    replay(through: feature).differences
  }

  /// Replays the session through today's `feature`: folds its actions through `reduce` from
  /// the initial state, comparing each state with the one recorded after the action, and hands
  /// each intent to `handle` with the state it was recorded with, comparing the actions its
  /// effect applies at once with those the store applied for it.
  ///
  /// After a difference the replay goes on from the recorded state, and with the recorded
  /// actions (an effect's later actions are the recorded ones), so each difference is the
  /// step's own and not the echo of an earlier one. No effect runs and no service is called:
  /// `handle`'s effect is only read for the actions it applies at once (an intent whose effect
  /// would apply one depending on what runs, behind a `dropWhileRunning` or `queue` id or a
  /// throttle, is not compared). For a feature with change rules, the recorded actions may
  /// hold the rules' too: the intent's are then looked for among them, in order.
  ///
  /// - Parameters:
  ///   - feature: Today's feature; its services are not used.
  ///   - limit: The most differences described with a diff; those beyond are only counted
  ///     (``SessionReplay/omittedDifferences``), so a session that differs at every step costs
  ///     no more than one that does not.
  public func replay(through feature: F, describingAtMost limit: Int = .max) -> SessionReplay {
    let intentTotal = entries.reduce(0) { count, entry in
      if case .intent = entry { count + 1 } else { count }
    }
    var replay = SessionReplay(
      actionCount: actionCount, intentCount: intentTotal, differences: [], differenceCount: 0)
    let hasRules = ((feature as? any ChangeReacting)?.erasedRules as? [Any])?.isEmpty == false
    // The time an action carries (``Undoable``'s) is when it was applied: not `handle`'s to match.
    let stamped = feature as? any StampedActions
    func unstamp(_ action: F.Action) -> F.Action { stamped?.erasedUnstamped(action) as? F.Action ?? action }
    var state = initialState
    var step = 0
    var intentNumber = 0
    var index = 0
    func found(_ difference: @autoclosure () -> ReplayDifference) {
      replay.differenceCount += 1
      if replay.differences.count < limit { replay.differences.append(difference()) }
    }
    while index < entries.count {
      switch entries[index] {
      case .intent(let intent):
        intentNumber += 1
        if let expected = feature.handle(intent, state: state).immediateActions {
          let recorded = intentActions(after: index)
          if !Self.matches(expected.map(unstamp), recorded.map(unstamp), allowingOthers: hasRules) {
            found(
              ReplayDifference(
                step: intentNumber, actionCount: intentTotal, line: line(ofEntry: index),
                action: ValueDump.line(intent), source: .intent,
                diff: Self.actionsDiff(recorded: recorded, replayed: expected), kind: .immediateActions))
          }
        }
      case .action(let action, let source, let recorded):
        step += 1
        feature.reduce(&state, action)
        if state != recorded {
          let replayed = state
          found(
            ReplayDifference(
              step: step, actionCount: replay.actionCount, line: line(ofEntry: index),
              action: ValueDump.line(action), source: source,
              diff: Self.capped(
                TextDiff.lines(ValueDump.lines(recorded), ValueDump.lines(replayed)) ?? [])))
          state = recorded
        }
      case .event, .failure:
        break
      }
      index += 1
    }
    return replay
  }

  /// The actions the store applied for the intent at `index`: those from the intent that follow
  /// it, up to the next intent.
  private func intentActions(after index: Int) -> [F.Action] {
    var actions: [F.Action] = []
    for next in entries.indices.dropFirst(index + 1) {
      switch entries[next] {
      case .intent: return actions
      case .action(let action, .intent, _): actions.append(action)
      case .action, .event, .failure: continue
      }
    }
    return actions
  }

  /// Whether `handle`'s actions are those recorded; with others allowed (a change rule's), whether
  /// they are among them in order.
  private static func matches(_ replayed: [F.Action], _ recorded: [F.Action], allowingOthers: Bool) -> Bool {
    let encoder = SessionLine<F>.encoder
    func key(_ action: F.Action) -> Data? { try? encoder.encode([action]) }
    let replayed = replayed.map(key)
    let recorded = recorded.map(key)
    guard allowingOthers else { return replayed == recorded }
    var rest = recorded[...]
    for action in replayed {
      guard let found = rest.firstIndex(of: action) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  /// The two lists of actions, one a line, as a diff.
  private static func actionsDiff(recorded: [F.Action], replayed: [F.Action]) -> String {
    let lines = TextDiff.lines(recorded.map(ValueDump.line), replayed.map(ValueDump.line)) ?? []
    return capped(lines.isEmpty ? ["  (the same actions, which differ in what they encode)"] : lines)
  }

  /// The most lines a difference's diff keeps.
  static var diffLineLimit: Int { 60 }

  /// A diff's lines, at most ``diffLineLimit`` of them, with a line counting those left out.
  static func capped(_ lines: [String]) -> String {
    guard lines.count > diffLineLimit else { return lines.joined(separator: "\n") }
    return
      (lines.prefix(diffLineLimit) + ["  … \(lines.count - diffLineLimit) more lines of this diff left out"])
      .joined(separator: "\n")
  }
}

/// A feature whose actions carry the time they were applied (``Undoable``'s): a replay compares
/// the actions `handle` yields without it.
protocol StampedActions {
  /// The action (of the feature's `Action` type) with its time taken out.
  func erasedUnstamped(_ action: Any) -> Any
}
