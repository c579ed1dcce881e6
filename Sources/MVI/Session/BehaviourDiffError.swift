/// Why a folder or a session could not be replayed by a ``BehaviourDiff``.
public enum BehaviourDiffError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder cannot be listed: its path and the system's reason.
  case unreadableFolder(String, String)
  /// The folder holds no `.jsonl` file.
  case noSessions(String)
  /// A session file cannot be read: the system's reason.
  case unreadableFile(String)
  /// A session file is not a recorded session that can be read: why.
  case badSession(RecordedSessionError)
  /// The session names a feature no replayer knows.
  case unknownFeature(String, known: [String])
  /// The session has no action: replaying it would check nothing.
  case noActions

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .unreadableFolder(let folder, let reason): "cannot list the folder '\(folder)': \(reason)"
    case .noSessions(let folder): "the folder '\(folder)' holds no recorded session (*.jsonl)"
    case .unreadableFile(let reason): "cannot read the file: \(reason)"
    case .badSession(let error): "not a readable recorded session: \(error)"
    case .unknownFeature(let feature, let known):
      "no replayer for the feature \(feature) (known: \(known.joined(separator: ", ")))"
    case .noActions: "the session has no actions: there is nothing to replay"
    }
  }
}
