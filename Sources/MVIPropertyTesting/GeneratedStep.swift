#if PropertyTesting
  import MVI

  /// One step of a generated session: the user does something, or time passes.
  public enum GeneratedStep<Intent>: CustomStringConvertible {
    /// The user sends an intent; the effects it starts run until they wait on the clock.
    case send(Intent)
    /// Time passes on the test clock: sleepers whose deadline is reached wake, in order.
    case advance(by: Duration)

    /// `send(…)` with the intent on one line, or `advance(by: 0.3 seconds)`.
    public var description: String {
      switch self {
      case .send(let intent): "send(\(ValueDump.line(intent)))"
      case .advance(let duration): "advance(by: \(duration))"
      }
    }
  }

  extension GeneratedStep: Sendable where Intent: Sendable {}
#endif
