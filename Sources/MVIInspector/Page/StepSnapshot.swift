import MVI

/// What one step's detail shows, taken on the main actor (the values, no text), and rendered
/// off it: dumping and diffing a large state takes long (a state of 60,000 items, seconds).
struct StepSnapshot<F: Feature> {
  let timeline: InspectorTimeline
  let step: InspectorStep<F>
  /// For an action, the state the store had before it.
  let before: F.State?
  /// The state at the step: replayed (live) or as recorded (imported).
  let state: F.State
  let replayed: Bool
  /// The first step whose replay differed from the store's, and the store's state at this step.
  let divergence: (index: Int, recorded: F.State?)?
  /// The skipped steps the state was folded without.
  var foldedWithout: [Int] = []

  /// The detail, each of its texts cut at `maxLines` lines (with a last line saying how many
  /// more there are).
  func render(maxLines: Int) -> InspectorFeed.Detail {
    let stateLines = ValueDump.lines(state)
    var value: [String]
    var diff: [String]?
    switch step.kind {
    case .intent(let intent): value = ValueDump.lines(intent)
    case .action(let action, _, let after):
      value = ValueDump.lines(action)
      if let before {
        // Without a divergence the state shown is the state after the action: dumped once.
        diff = TextDiff.lines(
          ValueDump.lines(before),
          divergence == nil || !foldedWithout.isEmpty ? stateLines : ValueDump.lines(after))
      }
    case .event(let event): value = ValueDump.lines(event)
    case .failure(let error): value = [String(describing: error)]
    }
    var warning: String?
    if let divergence {
      let recorded = divergence.recorded.map(ValueDump.lines) ?? []
      let difference = TextDiff.lines(recorded, stateLines) ?? []
      warning =
        "Replaying gave another state than the store had, first at step \(divergence.index): `reduce` is "
        + "not pure (it read something besides the state and the action), so this state is the replay's. "
        + "(- the store's, + replayed)\n" + Self.cut(difference, at: maxLines).joined(separator: "\n")
    }
    let longest = max(value.count, diff?.count ?? 0, stateLines.count)
    return InspectorFeed.Detail(
      timeline: timeline, index: step.index, kind: step.kindName, value: Self.cut(value, at: maxLines),
      diff: diff.map { Self.cut($0, at: maxLines) }, state: Self.cut(stateLines, at: maxLines),
      replayed: replayed, warning: warning, foldedWithout: foldedWithout, lines: longest,
      truncated: longest > maxLines)
  }

  /// The first `limit` lines, and a line saying how many more there are.
  static func cut(_ lines: [String], at limit: Int) -> [String] {
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines"]
  }
}
