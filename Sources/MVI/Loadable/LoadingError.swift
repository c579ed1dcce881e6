/// The failure of a ``Loadable``: a message for the user, comparable in tests.
public struct LoadingError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// What went wrong, in words a user understands.
  public var message: String

  /// Creates an error with a message.
  public init(message: String) {
    self.message = message
  }

  /// Wraps any error, keeping its message: a `LoadingError` as is, a `CustomStringConvertible`
  /// error by its description, any other by its type and value.
  public init(_ error: some Error) {
    if let error = error as? LoadingError {
      self = error
    } else {
      message = String(describing: error)
    }
  }

  /// The message.
  public var description: String { message }
}
