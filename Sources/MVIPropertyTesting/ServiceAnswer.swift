#if PropertyTesting
  import MVI

  /// How a stub service answers one call: with a value or a failure, at once or after a delay on
  /// the check's test clock (a slow answer, which later steps may overtake), or never.
  public enum ServiceAnswer<Value>: CustomStringConvertible {
    /// The call returns `value` after `delay`.
    case success(Value, after: Duration = .zero)
    /// The call throws a ``GeneratedFailure`` with `message` after `delay`.
    case failure(String, after: Duration = .zero)
    /// The call never returns: it waits until its task is cancelled, then throws
    /// `CancellationError` (a server that stalls; no advance of the clock ends it).
    case never

    /// How long the answer takes; zero for ``never``, which no wait ends.
    public var delay: Duration {
      switch self {
      case .success(_, let delay), .failure(_, let delay): delay
      case .never: .zero
      }
    }

    /// Waits the answer's delay on `clock`, then returns its value or throws its failure.
    ///
    /// - Throws: The answer's ``GeneratedFailure``; `CancellationError` when the caller is
    ///   cancelled while it waits (for ``never``, the only way its wait ends).
    public func resolve<C: Clock<Duration>>(on clock: C) async throws -> Value {
      if delay > .zero { try await clock.sleep(for: delay) }
      switch self {
      case .success(let value, _): return value
      case .failure(let message, _): throw GeneratedFailure(message: message)
      case .never:
        try await Stall().wait()
        throw CancellationError()
      }
    }

    /// The same answer, given at once.
    var immediate: Self {
      switch self {
      case .success(let value, _): .success(value)
      case .failure(let message, _): .failure(message)
      case .never: .never
      }
    }

    /// `success(3)`, `failure("offline") after 0.5 seconds`, `never`.
    public var description: String {
      let after = delay > .zero ? " after \(delay)" : ""
      switch self {
      case .success(let value, _): return "success(\(ValueDump.line(value)))\(after)"
      case .failure(let message, _): return "failure(\(ValueDump.line(message)))\(after)"
      case .never: return "never"
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
