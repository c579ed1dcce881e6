import Foundation
import MVI

/// What the inspector page reads, as JSON: the steps (one line of text each) and, for the step
/// the user selects, its value, its state diff and its replayed state. Made only when asked.
public enum InspectorFeed {
  /// The most bytes of a session ``Inspector/respond(to:)`` imports.
  public static let importLimit = 16 << 20

  /// The most characters of a step's one-line text in the list.
  public static let summaryLength = 300

  /// One step in the page's list.
  public struct Summary: Codable, Equatable, Sendable {
    /// The step's number.
    public var index: Int
    /// `intent`, `action`, `event` or `failure`.
    public var kind: String
    /// For an action: `intent` or `effect`.
    public var source: String?
    /// For an action applied while an intent was handled, that intent's step.
    public var cause: Int?
    /// The value on one line, cut at ``summaryLength`` characters.
    public var text: String
  }

  /// New steps of a timeline, from `from` on, and what the history keeps.
  public struct Update: Codable, Equatable, Sendable {
    /// The timeline.
    public var timeline: InspectorTimeline
    /// The feature's type name.
    public var feature: String
    /// The oldest kept step: the page forgets the ones before it.
    public var first: Int
    /// The next step's number: the page asks from here next time.
    public var next: Int
    /// The most steps kept.
    public var limit: Int
    /// Whether sessions can be exported and imported.
    public var sessions: Bool
    /// The steps from `from` on.
    public var steps: [Summary]
  }

  /// One step in full: its value, the diff of the state it made, the state replayed there.
  public struct Detail: Codable, Equatable, Sendable {
    /// The timeline.
    public var timeline: InspectorTimeline
    /// The step.
    public var index: Int
    /// Its kind.
    public var kind: String
    /// The value, as indented lines.
    public var value: [String]
    /// For an action, what it changed (`- ` before, `+ ` after), `nil` if nothing.
    public var diff: [String]?
    /// The state at this step, replayed through `reduce`, as indented lines.
    public var state: [String]
    /// Set when the replayed state differs from what the store had (an impure `reduce`).
    public var warning: String?
  }

  /// The JSON of a value, for the page.
  public static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Summaries and details hold strings and numbers only; they always encode.
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

extension Inspector {
  /// The steps of `timeline` from `from` on (at most `maxSteps` of the newest), for the page.
  public func update(from: Int = 0, timeline: InspectorTimeline = .live, maxSteps: Int = .max)
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

  /// Step `index` of `timeline` in full, its state replayed, for the page.
  public func detail(_ index: Int, timeline: InspectorTimeline = .live) throws(InspectorError)
    -> InspectorFeed.Detail
  {
    let history = try history(timeline)
    let replay = try replay(to: index, in: timeline)
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
    if let divergence = replay.divergence {
      let recorded = replay.recorded.map(ValueDump.lines) ?? []
      let difference = TextDiff.lines(recorded, ValueDump.lines(replay.state)) ?? []
      warning =
        "Replaying gave another state than the store had, first at step \(divergence): `reduce` is not "
        + "pure (it read something besides the state and the action), so this state is the replay's. "
        + "(- the store's, + replayed)\n" + difference.joined(separator: "\n")
    }
    return InspectorFeed.Detail(
      timeline: timeline, index: index, kind: step.kindName, value: value, diff: diff,
      state: ValueDump.lines(replay.state), warning: warning)
  }
}
