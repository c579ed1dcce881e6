/// Why a tab's message was refused: sent to that tab, and nothing else changes.
public enum WebError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Larger than ``ClientMessage/maxBytes``.
  case messageTooLarge(bytes: Int, limit: Int)
  /// Not the JSON of a ``ClientMessage``.
  case malformed(String)
  /// A binary frame; the protocol is text.
  case binaryMessage
  /// The message names another tab than the connection's.
  case wrongTab
  /// The message names another sample than the tab shows.
  case wrongSample(String)
  /// The sample has no intent of that name.
  case unknownIntent(String)
  /// The intent needs a field the message lacks.
  case missingField(String, intent: String)
  /// A field's value is out of range.
  case invalidField(String, intent: String)
  /// More messages than the tab may send; the message was dropped.
  case rateLimited(perSecond: Int)
  /// Errors the tab was too slow to read one by one, counted into this one.
  case moreErrors(Int)

  /// A short code the page and tests match on.
  public var code: String {
    switch self {
    case .messageTooLarge: return "message-too-large"
    case .malformed: return "malformed"
    case .binaryMessage: return "binary-message"
    case .wrongTab: return "wrong-tab"
    case .wrongSample: return "wrong-sample"
    case .unknownIntent: return "unknown-intent"
    case .missingField: return "missing-field"
    case .invalidField: return "invalid-field"
    case .rateLimited: return "rate-limited"
    case .moreErrors: return "more-errors"
    }
  }

  /// The message shown in the page.
  public var description: String {
    switch self {
    case .messageTooLarge(let bytes, let limit):
      return "message too large (\(bytes) bytes, limit \(limit)); ignored"
    case .malformed(let reason): return "malformed message (\(reason)); ignored"
    case .binaryMessage: return "binary messages are not accepted; ignored"
    case .wrongTab: return "message for another tab; ignored"
    case .wrongSample(let sample): return "message for another sample (\(sample.prefix(40))); ignored"
    case .unknownIntent(let type): return "unknown intent \"\(type.prefix(40))\"; ignored"
    case .missingField(let field, let intent):
      return "intent \"\(intent.prefix(40))\" needs \"\(field)\"; ignored"
    case .invalidField(let field, let intent):
      return "intent \"\(intent.prefix(40))\" has an invalid \"\(field)\"; ignored"
    case .rateLimited(let perSecond): return "too many messages (over \(perSecond)/s); dropped"
    case .moreErrors(let count):
      return "\(count) more messages were refused (the page read errors too slowly to show each)"
    }
  }
}
