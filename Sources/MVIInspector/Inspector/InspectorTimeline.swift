/// Which history the inspector shows: the live store's, or an imported session's.
public enum InspectorTimeline: String, Sendable, Codable {
  /// The running store's.
  case live
  /// The session read by ``Inspector/importSession(jsonLines:)``.
  case imported
}
