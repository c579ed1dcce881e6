/// An error as an interceptor made with ``Interceptor/redacting(_:)`` sees it: only its
/// description, with what the redaction's `failure` closure takes out taken out.
public struct RedactedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The original error's description, redacted.
  public var description: String

  /// Creates the error from a redacted description.
  public init(description: String) {
    self.description = description
  }
}
