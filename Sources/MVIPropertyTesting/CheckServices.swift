#if PropertyTesting
  import MVITesting

  /// What a feature under ``checkInvariants(of:initialState:intents:answers:time:invariants:canSend:count:steps:endTime:sourceLocation:)``
  /// is built with: the session's test clock and the answers its stub services give.
  public struct CheckServices<Answer: Sendable>: Sendable {
    /// The clock the feature must wait on; the generated steps advance it.
    public let clock: TestClock
    /// The generated answers, for the feature's stub services.
    public let answers: ServiceAnswers<Answer>
  }
#endif
