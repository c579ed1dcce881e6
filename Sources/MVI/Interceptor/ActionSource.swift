/// Where an action came from: the synchronous handling of an intent, or a running effect.
public enum ActionSource: String, Codable, Sendable {
  /// Applied while the store handled an intent, before its `send` returned.
  case intent
  /// Sent back by a running effect.
  case effect
}
