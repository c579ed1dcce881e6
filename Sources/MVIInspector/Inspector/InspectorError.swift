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
  /// Sending an intent from the page needs the feature's `Intent` to be `Decodable`.
  case intentNotDecodable(feature: String)
  /// The text sent as an intent is not JSON, or does not decode into the feature's `Intent`: where
  /// in it (a coding path such as `add._0`, empty for the whole text) and why.
  case badIntent(path: String, reason: String)
  /// The inspector has no store to send to: attach one (``Inspector/attach(_:)``).
  case noStore
  /// Sending and skipping act on the live store's timeline, never on an imported session.
  case liveOnly
  /// Only an action can be skipped; the step is an intent, an event or a failure.
  case notAnAction(Int)

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
    case .intentNotDecodable(let feature):
      "Sending an intent from the page needs \(feature)'s Intent to be Codable."
    case .badIntent(let path, let reason):
      path.isEmpty
        ? "The intent does not decode: \(reason.prefix(300))"
        : "The intent does not decode at \(path.prefix(200)): \(reason.prefix(300))"
    case .noStore: "The inspector has no store to send to (attach one with inspector.attach(store))."
    case .liveOnly:
      "Sending and skipping act on the live store only, never on an imported session (its states are "
        + "shown as the file recorded them)."
    case .notAnAction(let index): "Step \(index) is not an action: only actions can be skipped."
    }
  }
}
