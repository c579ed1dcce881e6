import MVI

extension Inspector {
  /// The steps of `timeline` from `from` on (at most `maxSteps` of the newest), for the page.
  package func update(from: Int = 0, timeline: InspectorTimeline = .live, maxSteps: Int = .max)
    throws(InspectorError) -> InspectorFeed.Update
  {
    let history = try history(timeline)
    let start = max(from, history.droppedCount, history.nextIndex - max(0, maxSteps))
    return InspectorFeed.Update(
      timeline: timeline, feature: featureName, first: history.droppedCount, next: history.nextIndex,
      limit: history.limit, sessions: supportsSessions, steps: history.steps(from: start).map(Self.summary))
  }

  static func summary(_ step: InspectorStep<F>) -> InspectorFeed.Summary {
    var text: String
    var source: String?
    switch step.kind {
    case .intent(let intent): text = ValueDump.line(intent)
    case .action(let action, let from, _):
      text = ValueDump.line(action)
      source = from.rawValue
    case .event(let event): text = ValueDump.line(event)
    case .failure(let error): text = String(describing: error)
    }
    if text.count > InspectorFeed.summaryLength {
      text = String(text.prefix(InspectorFeed.summaryLength)) + "…"
    }
    return InspectorFeed.Summary(
      index: step.index, kind: step.kindName, source: source, cause: step.cause, text: text)
  }

  /// Step `index` of `timeline` in full, for the page: its state replayed (live), or as the file
  /// recorded it (imported, running none of the app's code).
  package func detail(_ index: Int, timeline: InspectorTimeline = .live) throws(InspectorError)
    -> InspectorFeed.Detail
  {
    let history = try history(timeline)
    // An imported session's states are shown as the file recorded them: replaying them would run
    // the app's `reduce` on states it may never reach, and trap.
    let replay: InspectorReplay<F>?
    let state: F.State
    if timeline == .live {
      let replayed = try self.replay(to: index, in: timeline)
      (replay, state) = (replayed, replayed.state)
    } else {
      (replay, state) = (nil, try self.state(at: index, in: timeline))
    }
    guard let step = history[index] else { throw .noSuchStep(index, kept: history.indices) }
    let value: [String]
    var diff: [String]?
    switch step.kind {
    case .intent(let intent): value = ValueDump.lines(intent)
    case .action(let action, _, let after):
      value = ValueDump.lines(action)
      if let before = Self.recordedState(history, at: index - 1) {
        diff = TextDiff.lines(ValueDump.lines(before), ValueDump.lines(after))
      }
    case .event(let event): value = ValueDump.lines(event)
    case .failure(let error): value = [String(describing: error)]
    }
    var warning: String?
    if let replay, let divergence = replay.divergence {
      let recorded = replay.recorded.map(ValueDump.lines) ?? []
      let difference = TextDiff.lines(recorded, ValueDump.lines(replay.state)) ?? []
      warning =
        "Replaying gave another state than the store had, first at step \(divergence): `reduce` is not "
        + "pure (it read something besides the state and the action), so this state is the replay's. "
        + "(- the store's, + replayed)\n" + difference.joined(separator: "\n")
    }
    return InspectorFeed.Detail(
      timeline: timeline, index: index, kind: step.kindName, value: value, diff: diff,
      state: ValueDump.lines(state), replayed: replay != nil, warning: warning)
  }
}
