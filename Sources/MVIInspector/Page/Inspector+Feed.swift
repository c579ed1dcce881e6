import MVI

extension Inspector {
  /// The steps of `timeline` from `from` on (at most `maxSteps` of the newest), for the page.
  package func update(from: Int = 0, timeline: InspectorTimeline = .live, maxSteps: Int = .max)
    throws(InspectorError) -> InspectorFeed.Update
  {
    var update = try history(timeline).update(
      timeline: timeline, feature: featureName, sessions: supportsSessions, from: from, maxSteps: maxSteps)
    if timeline == .live {
      update.skipped = skipped.sorted()
      update.skipVersion = skipVersion
      update.sends = sendsIntents
      update.attached = store != nil
    }
    return update
  }

  /// Step `index` of `timeline` in full, for the page: its state replayed (live), or as the file
  /// recorded it (imported, running none of the app's code); each text cut at
  /// ``InspectorFeed/detailLines``.
  package func detail(_ index: Int, timeline: InspectorTimeline = .live) throws(InspectorError)
    -> InspectorFeed.Detail
  {
    try detail(index, timeline: timeline, maxLines: InspectorFeed.detailLines)
  }

  /// Step `index` of `timeline` in full, each text cut at `maxLines`.
  package func detail(_ index: Int, timeline: InspectorTimeline, maxLines: Int) throws(InspectorError)
    -> InspectorFeed.Detail
  {
    try snapshot(index, timeline: timeline).render(maxLines: maxLines)
  }

  /// What step `index`'s detail shows, as values: the replay (live) runs here, on the main
  /// actor; the dumps and diffs are made by ``StepSnapshot/render(maxLines:)``, which may run off it.
  func snapshot(_ index: Int, timeline: InspectorTimeline) throws(InspectorError) -> StepSnapshot<F> {
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
    let foldedWithout = replay?.skipped ?? []
    var before: F.State?
    if step.action != nil {
      // Folded without skipped steps, the change is the fold's: from the fold's state before it.
      before =
        foldedWithout.isEmpty || index == history.droppedCount
        ? Self.recordedState(history, at: index - 1) : try self.replay(to: index - 1, in: timeline).state
    }
    return StepSnapshot(
      timeline: timeline, step: step, before: before, state: state, replayed: replay != nil,
      divergence: replay?.divergence.map { ($0, replay?.recorded) }, foldedWithout: foldedWithout)
  }
}
