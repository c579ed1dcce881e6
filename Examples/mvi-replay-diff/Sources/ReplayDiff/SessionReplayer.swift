import MVI

/// Replays the recorded sessions of one feature: reads a session's JSON Lines and returns the
/// steps whose state today's `reduce` changes.
public struct SessionReplayer {
  /// The feature's name, as a session's header records it (its type's name).
  public var feature: String
  /// Reads a session and replays it: its action count and the differences found.
  let replay: (String) throws -> (actions: Int, differences: [ReplayDifference])

  /// A replayer of the sessions of the feature named `name` (by default `F`'s type name, as
  /// recorded) through `feature`'s `reduce` (its services are not used).
  public init<F: Feature>(_ feature: F, named name: String = String(describing: F.self))
  where F.State: Equatable & Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
    self.feature = name
    replay = { text in
      let session = try RecordedSession<F>(jsonLines: text)
      return (session.actionCount, session.differences(replayingThrough: feature))
    }
  }
}
