#if PropertyTesting
  import MVI
  import MVITesting

  /// Runs one generated session through a fresh store and checks every invariant after every step.
  @MainActor
  struct SessionRunner<F: Feature, Answer: Sendable> {
    let makeFeature: @MainActor (CheckServices<Answer>) -> F
    let initialState: F.State
    let invariants: [Invariant<F>]
    let canSend: @MainActor (F.State, F.Intent) -> Bool
    /// How much time passes at the end, so that pending debounces, slow answers and timeouts end.
    let finalAdvance: Duration

    /// The rule an unhandled effect error breaks.
    static var effectErrorRule: String { "every error an effect throws is caught" }

    /// Runs the session; returns the first broken invariant, or `nil`.
    func run(_ session: GeneratedSession<F.Intent, Answer>) async -> SessionFailure? {
      let clock = TestClock()
      let answers = ServiceAnswers(session.answers, clock: clock)
      let log = ActivityLog<F>()
      // Effects run as a test store's do: on the main queue, in order, so settling is exact.
      let store = Store(
        makeFeature(CheckServices(clock: clock, answers: answers)), initialState: initialState,
        interceptors: [log.interceptor], taskExecutor: MainQueueExecutor.shared)
      // The steps taken and their actions, formatted only when an invariant fails.
      var taken: [(step: GeneratedStep<F.Intent>, actions: [F.Action], skipped: Bool)] = []

      func broken(_ outcome: StepOutcome<F>) -> SessionFailure? {
        let rule =
          log.failures.isEmpty
          ? invariants.first { !$0.holds(outcome) }?.name
          : "\(Self.effectErrorRule) (\(log.failures[0]))"
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
      if let failure = broken(initial) { return failure }
      let end = GeneratedStep<F.Intent>.advance(by: finalAdvance)
      for step in session.steps + [end] {
        log.beginStep()
        var skipped = false
        switch step {
        case .send(let intent):
          skipped = !canSend(store.state, intent)
          if skipped { break }
          store.send(intent)
          // The effects it started run until they wait on the clock or finish.
          await MainQueueExecutor.shared.settle()
        case .advance(let duration):
          await clock.advance(by: duration)
        }
        taken.append((step, log.actions, skipped))
        let isEnd = taken.count > session.steps.count
        let outcome = StepOutcome(
          step: isEnd ? nil : step, previous: previous, state: store.state, actions: log.actions, store: store
        )
        if let failure = broken(outcome) { return failure }
        previous = store.state
      }
      return nil
    }
  }
#endif
