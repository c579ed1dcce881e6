#if PropertyTesting
  import MVI

  /// What an exploration of every order found and covered
  /// (``exploreEveryOrder(of:initialState:intents:answers:invariants:transitionRules:depth:timeBudget:endTime:)``).
  ///
  /// It never claims more than it did: ``isVerified`` is `true` only when every session up to the
  /// bound was run and none broke a rule. ``description`` says what was covered, and what was cut
  /// off by the bound or by the time budget.
  public struct Exploration<F: Feature, Answer>: CustomStringConvertible {
    /// A rule broken by one of the shortest sessions that break one.
    public struct Failure: CustomStringConvertible {
      /// The name of the invariant broken (or the rule that every effect error is caught).
      public let rule: String
      /// The session that breaks it, with the answer of each service call it made, in order;
      /// ``checkSession(_:of:initialState:invariants:transitionRules:endTime:interceptors:sourceLocation:)``
      /// replays it.
      public let session: GeneratedSession<F.Intent, Answer>
      /// The session as a person reads it: its steps, the actions each applied, the answers and
      /// the state where the rule broke, and the session as Swift for a test.
      public let description: String

      init(session: GeneratedSession<F.Intent, Answer>, failure: SessionFailure, coverage: Coverage) {
        rule = failure.rule
        self.session = session
        let answers = session.answers.map(\.description)
        description = failure.explorationMessage(
          found:
            "Found after \(coverage.runs) runs (\(coverage.states) states) exploring every order of up to "
            + "\(coverage.bound) steps; no session of fewer steps breaks a rule.",
          answers: answers, swift: session.swiftSource)
      }
    }

    /// What was explored.
    public struct Coverage: Sendable {
      /// The bound: the most steps a session has.
      public let bound: Int
      /// The distinct places the sessions left the store: its state and the work in flight.
      public internal(set) var states = 0
      /// The sessions run, each from a fresh store: each is a transition, one step (or one
      /// answer) from the place its shorter session reached.
      public internal(set) var runs = 0
      /// Sessions that left the store where an earlier one had, and so were not grown further.
      public internal(set) var merged = 0
      /// The most steps of a session run.
      public internal(set) var depthReached = 0
      /// Places reached at the bound, from which longer sessions were not explored.
      public internal(set) var atBound = 0
      /// Whether no session could grow before the bound: every place the store can reach with
      /// these intents and answers was explored.
      public internal(set) var exhausted = false
      /// Whether the time budget ran out first; ``left`` sessions were then not run.
      public internal(set) var stoppedByTimeBudget = false
      /// The sessions not run when the time budget ran out (0 otherwise).
      public internal(set) var left = 0
      /// The real time the exploration took.
      public internal(set) var elapsed = Duration.zero

      init(bound: Int) {
        self.bound = bound
      }
    }

    /// The first rule broken, by one of the shortest sessions; `nil` when none was found.
    public let failure: Failure?
    /// What was explored.
    public let coverage: Coverage

    /// Whether every session up to the bound was run and none broke a rule.
    public var isVerified: Bool { failure == nil && !coverage.stoppedByTimeBudget }

    /// What was explored and found, in a few lines.
    public var description: String {
      let hundredths = Int((coverage.elapsed / .milliseconds(10)).rounded())
      let seconds = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
      var text: String
      if let failure {
        text = "A rule breaks: \"\(failure.rule)\" (a session of \(failure.session.steps.count) steps)."
      } else if coverage.stoppedByTimeBudget {
        text =
          "NOT VERIFIED: the time budget ran out at \(coverage.depthReached) steps, "
          + "with \(coverage.left) sessions of up to \(coverage.depthReached + 1) steps not run."
      } else {
        text = "Every order of up to \(coverage.bound) steps holds every rule."
      }
      text += "\nExplored: \(coverage.states) states, \(coverage.runs) runs, \(coverage.merged) merged, "
      text += "sessions of up to \(coverage.depthReached) steps, in \(seconds) s."
      if coverage.exhausted {
        text += "\nEvery state reachable with these intents and answers was reached within the bound."
      } else if failure == nil, !coverage.stoppedByTimeBudget {
        text +=
          "\nCut off by the bound: \(coverage.atBound) states at \(coverage.bound) steps were not grown further."
      }
      return text
    }
  }
#endif
