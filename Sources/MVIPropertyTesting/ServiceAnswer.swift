#if PropertyTesting
  import MVI

  /// How a stub service answers one call: with a value or a failure, at once or after a delay on
  /// the check's test clock (a slow answer, which later steps may overtake).
  public enum ServiceAnswer<Value>: CustomStringConvertible {
    /// The call returns `value` after `delay`.
    case success(Value, after: Duration = .zero)
    /// The call throws a ``GeneratedFailure`` with `message` after `delay`.
    case failure(String, after: Duration = .zero)

    /// How long the answer takes.
    public var delay: Duration {
      switch self {
      case .success(_, let delay), .failure(_, let delay): delay
      }
    }

    /// Waits the answer's delay on `clock`, then returns its value or throws its failure.
    public func resolve<C: Clock<Duration>>(on clock: C) async throws -> Value {
      if delay > .zero { try await clock.sleep(for: delay) }
      switch self {
      case .success(let value, _): return value
      case .failure(let message, _): throw GeneratedFailure(message: message)
      }
    }

    /// The same answer, given at once.
    var immediate: Self {
      switch self {
      case .success(let value, _): .success(value)
      case .failure(let message, _): .failure(message)
      }
    }

    /// `success(3)`, `failure("offline") after 0.5 seconds`.
    public var description: String {
      let after = delay > .zero ? " after \(delay)" : ""
      switch self {
      case .success(let value, _): return "success(\(ValueDump.line(value)))\(after)"
      case .failure(let message, _): return "failure(\(ValueDump.line(message)))\(after)"
      }
    }
  }

  extension ServiceAnswer: Sendable where Value: Sendable {}
  extension ServiceAnswer: Equatable where Value: Equatable {}

  /// The error a stub service throws for a generated ``ServiceAnswer/failure(_:after:)``.
  public struct GeneratedFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the failure says, e.g. "offline".
    public var message: String

    /// Creates a failure.
    public init(message: String) {
      self.message = message
    }

    /// The message.
    public var description: String { message }
  }
#endif
