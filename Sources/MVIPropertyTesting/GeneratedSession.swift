#if PropertyTesting
  import Testing

  /// A generated session: the steps to take and the answers the stub services give.
  public struct GeneratedSession<Intent, Answer>: CustomTestStringConvertible {
    /// What the user does and when time passes, in order.
    public var steps: [GeneratedStep<Intent>]
    /// The services' answers, in call order (they start over when used up).
    public var answers: [ServiceAnswer<Answer>]

    /// Creates a session.
    public init(steps: [GeneratedStep<Intent>], answers: [ServiceAnswer<Answer>]) {
      self.steps = steps
      self.answers = answers
    }

    /// Its size: "3 steps, 1 answer".
    public var size: String {
      "\(Self.count(steps.count, "step")), \(Self.count(answers.count, "answer"))"
    }

    /// The size, for PropertyBased's summary: "Failure occured with input 3 steps, 1 answer".
    public var testDescription: String { size }

    /// The session's steps and answers as one text: equal for sessions that run alike.
    var key: String {
      (steps.map(\.description) + ["answers:"] + answers.map(\.description)).joined(separator: "\n")
    }

    static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
  }

  extension GeneratedSession: Sendable where Intent: Sendable, Answer: Sendable {}
#endif
