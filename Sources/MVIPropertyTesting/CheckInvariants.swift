#if PropertyTesting
  import MVI
  import PropertyBased
  import Testing

  /// Runs many generated sessions through a feature and checks every invariant after every step;
  /// on failure, reports the shrunk session and the seed that replays it.
  ///
  /// Each session is a list of steps — intents from `intents`, and time passing on the session's
  /// ``CheckServices/clock`` from `time` — and a list of answers from `answers`, which the
  /// feature's stub services take in call order through ``CheckServices/answers``. Every session
  /// runs in a fresh store, built by `feature` with a fresh clock and answers; after each step the
  /// effects it started run until they wait on the clock or finish, and then every invariant is
  /// checked. Some intents land while effects run instead, between two actions an effect sends one
  /// after the other (``GeneratedStep/sendBetween(_:afterEffectActions:)``: the user taps Back
  /// while an answer arrives); the step before is then checked with the state at that moment. At the end, `endTime` passes, so that pending work ends, and the invariants are
  /// checked once more. An effect error that no `catch` takes fails too.
  ///
  /// ```swift
  /// @Test @MainActor func invariants() async {
  ///   await checkInvariants(
  ///     of: { services in Search(client: .stub(services.answers), clock: services.clock) },
  ///     initialState: .init(),
  ///     intents: Gen.element(of: ["a", "dog", ""]).map { .queryChanged($0!) },
  ///     answers: Gen.serviceAnswer(Gen.int(in: 0...3)),
  ///     invariants: [Invariant("at most 10 results") { $0.state.results.count <= 10 }])
  /// }
  /// ```
  ///
  /// It is built on PropertyBased's `propertyCheck`: a failure is a Swift Testing issue,
  /// PropertyBased shrinks the session (fewer steps, fewer answers, simpler values), and its issue
  /// gives the `.fixedSeed(…)` trait that replays the failing session. The issue of this check
  /// lists the shrunk session's steps, the actions each led to, the answers, the state, and the
  /// size before and after shrinking.
  ///
  /// - Parameters:
  ///   - feature: Builds the feature under test with the session's clock and answers.
  ///   - initialState: The state every session starts from.
  ///   - intents: What the user may do, one intent at a time.
  ///   - answers: How a service call may answer: `Gen.serviceAnswer(_:failures:delays:)` gives
  ///     successes, failures and slow answers.
  ///   - time: How much time may pass in one step; 0 to 1 second in steps of 100 ms by default.
  ///   - invariants: The rules that must hold after every step.
  ///   - canSend: Whether the view can send an intent in a state (a row's button only while the
  ///     row is shown); a step whose intent it cannot send is skipped. Every intent by default.
  ///   - count: How many sessions to run; 1,000 by default.
  ///   - steps: How many steps a session has; 1 to 20 by default. One step in five lets time
  ///     pass, and one in five sends its intent between two actions of running effects.
  ///   - endTime: How much time passes after the last step; 30 seconds by default.
  ///   - sourceLocation: Where failures are reported; leave the default.
  @MainActor
  public func checkInvariants<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: Generator<F.Intent, some Sequence>,
    answers: Generator<ServiceAnswer<Answer>, some Sequence>,
    time: Generator<Duration, some Sequence> = Gen.int(in: 0...10).map { Duration.milliseconds($0 * 100) },
    invariants: [Invariant<F>],
    canSend: @escaping @MainActor (F.State, F.Intent) -> Bool = { _, _ in true },
    count: Int = 1_000,
    steps: ClosedRange<Int> = 1...20,
    endTime: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    // One kind in five lets time pass and one sends between effect actions. A step is drawn as a
    // kind with every value, so that shrinking can turn one kind into a plain send.
    let step = zip(Gen.int(in: 0...4), intents, time, Gen.int(in: 1...3)).map {
      kind, intent, duration, count -> GeneratedStep<F.Intent> in
      switch kind {
      case 3: .advance(by: duration)
      case 4: .sendBetween(intent, afterEffectActions: count)
      default: .send(intent)
      }
    }
    let sessions = zip(step.array(of: steps), answers.array(of: 1...max(1, steps.upperBound / 2)))
      .map { GeneratedSession(steps: $0, answers: $1) }
    let runner = SessionRunner(
      makeFeature: feature, initialState: initialState, invariants: invariants, canSend: canSend,
      finalAdvance: endTime)
    var original: String?
    // The last session that failed: PropertyBased runs the one it shrank to once more, to record
    // its issue, and that run is shrunk further first (SessionMinimizer).
    var lastFailing: String?
    await propertyCheck(
      count: count, input: sessions,
      perform: { session in
        guard var failure = await runner.run(session) else { return }
        var size = session.size
        if original == nil { original = size }
        let key = session.key
        if key == lastFailing {
          let minimal = await SessionMinimizer(runner: runner).minimized(session, failure: failure)
          failure = minimal.failure
          size = minimal.session.size
        }
        lastFailing = key
        Issue.record(
          Comment(rawValue: failure.message(size: size, original: original ?? size)),
          sourceLocation: sourceLocation)
      }, sourceLocation: sourceLocation)
  }
#endif
