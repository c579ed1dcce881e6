/// A Kakao REST API key that never shows itself: printing, logging or dumping it gives
/// `KakaoAPIKey(redacted)`.
public struct KakaoAPIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The key itself; only the request header reads it.
  let secret: String

  /// Wraps a key.
  public init(_ secret: String) {
    self.secret = secret
  }

  /// The key from the environment variable `KAKAO_REST_API_KEY`, if it is set and not empty.
  public static func fromEnvironment(_ environment: [String: String]) -> KakaoAPIKey? {
    guard let value = environment["KAKAO_REST_API_KEY"]?.trimmingSpaces, !value.isEmpty else {
      return nil
    }
    return KakaoAPIKey(value)
  }

  /// `KakaoAPIKey(redacted)`.
  public var description: String { "KakaoAPIKey(redacted)" }

  /// `KakaoAPIKey(redacted)`.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` does not show the key.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
