import Foundation
import MVI

/// A feature's intents as JSON, for a feature whose `Intent` is `Codable` (checked when asked, so
/// that the inspector of any feature has it): the page offers the intents it has seen as JSON and
/// sends back what the user wrote.
enum IntentJSON<F: Feature> {
  /// Whether the `Intent` is `Decodable`.
  static var decodes: Bool { F.Intent.self is any Decodable.Type }

  /// The intent `bytes` hold (JSON); safe to call off the main actor.
  ///
  /// - Throws: ``InspectorError/intentNotDecodable(feature:)``, ``InspectorError/badIntent(path:reason:)``.
  static func decode(_ bytes: [UInt8], feature: String) throws(InspectorError) -> F.Intent {
    guard let type = F.Intent.self as? any Decodable.Type else { throw .intentNotDecodable(feature: feature) }
    func decode<T: Decodable>(_: T.Type) throws -> F.Intent {
      // `T` is `F.Intent`: the cast always succeeds.
      try JSONDecoder().decode(T.self, from: Data(bytes)) as! F.Intent
    }
    do {
      return try decode(type)
    } catch let error as DecodingError {
      throw Self.error(error)
    } catch {
      throw .badIntent(path: "", reason: String(describing: error))
    }
  }

  /// The intent as one line of JSON, if it is `Encodable`.
  static func encode(_ intent: F.Intent) -> String? {
    guard let value = intent as? any Encodable else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// A decoding error as where (`add._0`) and why.
  static func error(_ error: DecodingError) -> InspectorError {
    let (context, reason): (DecodingError.Context, String) =
      switch error {
      case .typeMismatch(let type, let context): (context, "expected \(type)")
      case .valueNotFound(let type, let context): (context, "no value for \(type)")
      case .keyNotFound(let key, let context): (context, "no key \"\(key.stringValue)\"")
      case .dataCorrupted(let context): (context, "")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "")
      }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(
      separator: ".")
    var because = context.debugDescription.isEmpty ? reason : context.debugDescription
    if let underlying = context.underlyingError { because += " (\(underlying.localizedDescription))" }
    if context.codingPath.isEmpty, case .dataCorrupted = error {
      because = "the text is not JSON: " + because
    }
    return .badIntent(path: path, reason: because)
  }
}
