#if PropertyTesting
  import MVI
  import MVITesting

  /// Runs one generated session through a fresh store and checks every invariant after every step.
  @MainActor
  struct SessionRunner<F: Feature, Answer: Sendable> {
    let makeFeature: @MainActor (CheckServices<Answer>) -> F
    let initialState: F.State
    let invariants: [Invariant<F>]
    /// Checked after every action (an exploration's).
    var transitionRules: [TransitionRule<F>] = []
    let canSend: @MainActor (F.State, F.Intent) -> Bool
    /// How much time passes at the end, so that pending debounces, slow answers and timeouts end.
    let finalAdvance: Duration
    /// Whether the runs are an exploration's: the session's answers do not start over (the calls
    /// past them take `afterTheLastAnswer`), and a run says where its last step left the store.
    var explores = false
    var afterTheLastAnswer: ServiceAnswer<Answer>? = nil

    /// What one run of a session saw: the first rule broken, and where the session's last step
    /// left the store, for an exploration to go on from there.
    struct Run {
      /// Where the last step left the store, before the final advance.
      struct End {
        var state: F.State
        var runningEffectCount: Int
        /// The service calls the steps made, and the answers of those still waiting for theirs.
        var calls: Int
        var waitingAnswers: [String]
        /// How long each sleeper on the clock waits from now, soonest first.
        var wakeUps: [Duration]
        /// The state after each action the last step's effects applied, in order: where an
        /// intent of a next step may land between two of them. Empty after a `sendBetween` step.
        var effectActionStates: [F.State]
      }

      var failure: SessionFailure?
      /// `nil` when a rule broke before the last step ended.
      var end: End?
      /// The service calls made.
      var calls: Int
    }

    /// The rule an unhandled effect error breaks.
    static var effectErrorRule: String { "every error an effect throws is caught" }

    /// Runs the session; returns the first broken invariant, or `nil`.
    func run(_ session: GeneratedSession<F.Intent, Answer>) async -> SessionFailure? {
      await observed(session).failure
    }

    /// Runs the session, with `interceptors` on its store besides the runner's own; returns the
    /// first broken invariant and where the last step left the store.
    func observed(
      _ session: GeneratedSession<F.Intent, Answer>, interceptors: [Interceptor<F>] = []
    ) async -> Run {
      let clock = TestClock()
      let answers =
        explores
        ? ServiceAnswers(session.answers, afterTheLast: afterTheLastAnswer, clock: clock)
        : ServiceAnswers(session.answers, clock: clock)
      let log = ActivityLog<F>()
      log.keepsEffectStates = explores
      log.transitionRules = transitionRules
      // Effects run as a test store's do: on the main queue, in order, so settling is exact.
      let store = MainQueueExecutor.shared.store(
        makeFeature(CheckServices(clock: clock, answers: answers)), initialState: initialState,
        interceptors: [log.interceptor] + interceptors)
      var lastStepEnd: Run.End?
      // The states after the actions the effects applied in the step that ended last.
      var lastStepEffectStates: [F.State] = []
      func ended(_ failure: SessionFailure?) -> Run {
        Run(failure: failure, end: lastStepEnd, calls: answers.callCount)
      }
      // The steps taken and their actions, formatted only when an invariant fails.
      var taken: [(step: GeneratedStep<F.Intent>, actions: [F.Action], skipped: Bool)] = []

      func broken(_ outcome: StepOutcome<F>) -> SessionFailure? {
        let rule =
          if let broken = log.brokenTransition {
            broken
          } else if log.failures.isEmpty {
            invariants.first { !$0.holds(outcome) }?.name
          } else {
            "\(Self.effectErrorRule) (\(log.failures[0]))"
          }
        guard let rule else { return nil }
        return SessionFailure(
          rule: rule,
          lines: taken.map {
            SessionFailure.Line(
              step: $0.step.description + ($0.skipped ? " (skipped: the view cannot send it now)" : ""),
              actions: $0.actions.map { ValueDump.line($0) })
          },
          stepCount: session.steps.count,
          answers: session.answers.map(\.description), calls: answers.callCount,
          state: ValueDump.lines(outcome.state))
      }

      var previous = store.state
      let initial = StepOutcome(step: nil, previous: previous, state: previous, actions: [], store: store)
      if let failure = broken(initial) { return ended(failure) }
      let steps = session.steps + [GeneratedStep<F.Intent>.advance(by: finalAdvance)]
      // The failure found where an interleaved intent landed, inside a step.
      var failureBetween: SessionFailure?
      // Whether the intent of the `sendBetween` step after this one has landed, and whether the
      // view could send it then.
      var landed = false
      var landedSkipped = false

      /// Ends a step: records it and checks the invariants with the state it left.
      func end(_ step: GeneratedStep<F.Intent>, index: Int, skipped: Bool, state: F.State) -> SessionFailure?
      {
        taken.append((step, log.actions, skipped))
        let outcome = StepOutcome(
          step: index < session.steps.count ? step : nil, previous: previous, state: state,
          actions: log.actions,
          store: store)
        previous = state
        lastStepEffectStates = log.effectStates
        log.beginStep()
        return broken(outcome)
      }

      for (index, step) in steps.enumerated() {
        if index == session.steps.count {
          // The session's steps are over; the final advance comes next.
          // After a step that landed between effect actions, none can land between its own.
          let betweenPossible = if case .sendBetween = session.steps.last { false } else { true }
          lastStepEnd = Run.End(
            state: store.state, runningEffectCount: store.runningEffectCount, calls: answers.callCount,
            waitingAnswers: answers.waitingAnswers, wakeUps: clock.wakeUps,
            effectActionStates: betweenPossible ? lastStepEffectStates : [])
        }
        let landedHere = landed
        landed = false
        if index + 1 < steps.count, case .sendBetween(let intent, let count) = steps[index + 1] {
          // The next step's intent lands between two actions of the effects this step runs.
          log.trigger = (
            count,
            { state in
              landed = true
              if let failure = end(step, index: index, skipped: false, state: state) {
                failureBetween = failureBetween ?? failure
              }
              landedSkipped = !canSend(state, intent)
              if !landedSkipped { store.send(intent) }
            }
          )
        }
        var skipped = false
        switch step {
        case .send(let intent), .sendBetween(let intent, _):
          if landedHere {
            skipped = landedSkipped
          } else {
            skipped = !canSend(store.state, intent)
            if !skipped { store.send(intent) }
          }
          // The effects it started run until they wait on the clock or finish.
          await MainQueueExecutor.shared.settle()
        case .advance(let duration):
          await clock.advance(by: duration)
        }
        log.trigger = nil
        if let failureBetween { return ended(failureBetween) }
        if landed {
          // This step ended where the next one's intent landed, and was checked there; what the
          // effects did after belongs to the next step.
          continue
        }
        if let failure = end(step, index: index, skipped: skipped, state: store.state) {
          return ended(failure)
        }
      }
      return ended(nil)
    }
  }
#endif
