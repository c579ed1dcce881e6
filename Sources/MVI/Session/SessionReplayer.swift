/// Replays the recorded sessions of one feature for a ``BehaviourDiff``: reads a session's JSON
/// Lines and replays it through today's feature.
///
/// ```swift
/// SessionReplayer(Editor(clock: ContinuousClock()))  // replays the sessions whose header names "Editor"
/// ```
public struct SessionReplayer {
  /// The feature's name, as a session's header records it (its type's name).
  public var feature: String
  /// Reads a session and replays it, describing at most the given number of differences.
  let replay: (String, Int) throws -> SessionReplay

  /// A replayer of the sessions of the feature named `name` (by default `F`'s type name, as
  /// recorded) through `feature`: its `reduce`, and its `handle` for the actions an intent
  /// applies at once (its effects are not run, its services not called).
  public init<F: Feature>(_ feature: F, named name: String = String(describing: F.self))
  where F.State: Equatable & Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
    self.feature = name
    replay = { text, limit in
      try RecordedSession<F>(jsonLines: text).replay(through: feature, describingAtMost: limit)
    }
  }
}
