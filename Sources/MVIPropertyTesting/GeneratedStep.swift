#if PropertyTesting
  import MVI

  /// One step of a generated session: the user does something, or time passes.
  public enum GeneratedStep<Intent>: CustomStringConvertible {
    /// The user sends an intent; the effects it starts run until they wait on the clock.
    case send(Intent)
    /// Time passes on the test clock: sleepers whose deadline is reached wake, in order.
    case advance(by: Duration)
    /// The user sends an intent while effects of the step before run: right after the
    /// `afterEffectActions`-th action they apply, before their next one (a tap while an answer
    /// arrives). When they apply fewer, it is sent once they wait or finish, as with ``send(_:)``.
    case sendBetween(Intent, afterEffectActions: Int)

    /// The intent the user sends in this step; `nil` when time passes.
    public var intent: Intent? {
      switch self {
      case .send(let intent), .sendBetween(let intent, _): intent
      case .advance: nil
      }
    }

    /// `send(…)` with the intent on one line, `advance(by: 0.3 seconds)`, or
    /// `send(…) after effect action 1`.
    public var description: String {
      switch self {
      case .send(let intent): "send(\(ValueDump.line(intent)))"
      case .advance(let duration): "advance(by: \(duration))"
      case .sendBetween(let intent, let count): "send(\(ValueDump.line(intent))) after effect action \(count)"
      }
    }
  }

  extension GeneratedStep: Sendable where Intent: Sendable {}
#endif
