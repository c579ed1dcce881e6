#if PropertyTesting
  import MVI
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

    /// The session as a Swift expression, for a test that replays it: exact where the dumps of the
    /// intents and answers are Swift (`Feature.Intent.case(1)`, strings, numbers), as they are
    /// for enums of plain values.
    public var swiftSource: String {
      func duration(_ duration: Duration) -> String {
        let nanoseconds = duration / .nanoseconds(1)
        return nanoseconds.truncatingRemainder(dividingBy: 1_000_000) == 0
          ? ".milliseconds(\(Int(nanoseconds / 1_000_000)))" : ".nanoseconds(\(Int(nanoseconds)))"
      }
      let steps = steps.map { step -> String in
        switch step {
        case .send(let intent): ".send(\(ValueDump.line(intent)))"
        case .advance(let by): ".advance(by: \(duration(by)))"
        case .sendBetween(let intent, let count):
          ".sendBetween(\(ValueDump.line(intent)), afterEffectActions: \(count))"
        }
      }
      let answers = answers.map { answer -> String in
        let after = answer.delay > .zero ? ", after: \(duration(answer.delay))" : ""
        switch answer {
        case .success(let value, _): return ".success(\(ValueDump.line(value))\(after))"
        case .failure(let message, _): return ".failure(\(ValueDump.line(message))\(after))"
        case .never: return ".never"
        }
      }
      func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.map { "    \($0)," }.joined(separator: "\n") + "\n  ]"
      }
      return "GeneratedSession(\n  steps: \(list(steps)),\n  answers: \(list(answers)))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
  }

  extension GeneratedSession: Sendable where Intent: Sendable, Answer: Sendable {}
#endif
