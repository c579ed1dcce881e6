import Foundation

/// A message from a tab: `{"tab": "…", "sample": "image-search", "intent": {"type": "…", …}}`.
public struct ClientMessage: Decodable, Equatable, Sendable {
  /// The tab that sent it; must be the connection's own.
  public var tab: String
  /// The sample it is for; must be the one the tab shows.
  public var sample: String
  /// What the user did.
  public var intent: IntentPayload

  /// The most bytes a message may have.
  public static let maxBytes = 4096

  /// Decodes one message's text, refusing what is too large or not this shape.
  public static func decode(_ text: String) throws(WebError) -> ClientMessage {
    let bytes = text.utf8.count
    guard bytes <= maxBytes else { throw .messageTooLarge(bytes: bytes, limit: maxBytes) }
    do {
      return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    } catch {
      throw .malformed(Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: return "missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      return "wrong type at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
    case .dataCorrupted?: return "not JSON"
    default: return "not a message"
    }
  }
}

/// An intent as the page sends it: its `type` and the fields that type reads.
public struct IntentPayload: Decodable, Equatable, Sendable {
  /// The intent's name, e.g. `queryChanged`.
  public var type: String
  /// A field's text (`queryChanged`, `nameChanged`).
  public var text: String?
  /// An index or an id (`imageSelected`, `postTapped`).
  public var index: Int?
  /// The answer to the location prompt (`allow`, `deny`).
  public var answer: String?

  /// Creates a payload.
  public init(type: String, text: String? = nil, index: Int? = nil, answer: String? = nil) {
    self.type = type
    self.text = text
    self.index = index
    self.answer = answer
  }

  /// The text, or an error naming the missing field.
  func requireText() throws(WebError) -> String {
    guard let text else { throw .missingField("text", intent: type) }
    guard text.count <= 200 else { throw .invalidField("text", intent: type) }
    return text
  }

  /// The index, or an error naming the missing field.
  func requireIndex() throws(WebError) -> Int {
    guard let index else { throw .missingField("index", intent: type) }
    return index
  }
}
