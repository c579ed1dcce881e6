import MVI

extension InspectorHistory {
  /// The steps from `from` on (at most `maxSteps` of the newest), for the page; it reads only
  /// the history, so it may run off the main actor.
  func update(
    timeline: InspectorTimeline, feature: String, sessions: Bool, from: Int = 0, maxSteps: Int = .max
  ) -> InspectorFeed.Update {
    let start = max(from, droppedCount, nextIndex - max(0, maxSteps))
    return InspectorFeed.Update(
      timeline: timeline, feature: feature, first: droppedCount, next: nextIndex, limit: limit,
      sessions: sessions, steps: steps(from: start).map(\.summary))
  }
}

extension InspectorStep {
  /// The step in the page's list: its value on one line, cut at ``InspectorFeed/summaryLength``.
  var summary: InspectorFeed.Summary {
    var text: String
    var source: String?
    switch kind {
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
    return InspectorFeed.Summary(index: index, kind: kindName, source: source, cause: cause, text: text)
  }
}
