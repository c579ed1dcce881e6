/// Why the inspector could not do what it was asked; shown to the user, and nothing changes.
public enum InspectorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step is not in the history (never recorded, or dropped past the limit).
  case noSuchStep(Int, kept: Range<Int>)
  /// Nothing was recorded yet: the store has not handled an intent.
  case nothingRecorded
  /// Sessions in and out need the feature's State, Intent, Action and Event to be `Codable`.
  case notCodable(feature: String)
  /// An imported session does not read; the reason, with its line when it has one.
  case badSession(String)
  /// An imported session is larger than the inspector reads.
  case sessionTooLarge(bytes: Int, limit: Int)
  /// No session was imported.
  case noImportedSession
  /// The app did not say how to show a store continued from a step.
  case continueUnavailable
  /// An imported session was recorded from another feature (its type name, and this one's).
  case wrongFeature(recorded: String, expected: String)
  /// Running the app's code on an imported session's state (replaying it, continuing from it)
  /// needs the user's confirmation: a file's state may be one the app never reaches.
  case unconfirmedImportedRun

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .noSuchStep(let index, let kept):
      kept.isEmpty
        ? "Step \(index) is not in the history: nothing is recorded."
        : "Step \(index) is not in the history, which keeps steps \(kept.lowerBound)…\(kept.upperBound - 1)."
    case .nothingRecorded: "Nothing is recorded yet: the store has not handled an intent."
    case .notCodable(let feature):
      "Sessions in and out need \(feature)'s State, Intent, Action and Event to be Codable."
    case .badSession(let reason): "The session could not be imported: \(reason)"
    case .sessionTooLarge(let bytes, let limit):
      "The session is too large to import (\(bytes) bytes; the limit is \(limit))."
    case .noImportedSession: "No session is imported."
    case .continueUnavailable:
      "This app does not show a continued store (set the inspector's continueHandler)."
    case .wrongFeature(let recorded, let expected):
      "The session was recorded from \(recorded.prefix(80)), not \(expected): it is not imported."
    case .unconfirmedImportedRun:
      "Continuing from an imported session runs the app on a state from a file, which the app may "
        + "never reach (and may crash on): confirm it first."
    }
  }
}
