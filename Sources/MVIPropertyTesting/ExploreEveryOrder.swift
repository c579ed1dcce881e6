#if PropertyTesting
  import MVI
  import Testing

  /// Runs every session of a feature up to `depth` steps, every order of what can happen, and
  /// checks every invariant after every step: returns the first rule broken, by one of the
  /// shortest sessions, and what was covered.
  ///
  /// A session grows one step at a time, in every way the store allows where its last step left
  /// it: each intent `intents` gives for the state there, each of them landing between two
  /// actions the last step's effects applied, and the test clock moved to the next wake-up.
  /// Each service call takes each of `answers` in turn (a call past a session's answers takes the
  /// first). Sessions run breadth first, each from a fresh store, so the first failure found has
  /// as few steps as any. A session that leaves the store as another did (the same state and the
  /// same work in flight) is not grown again; each run ends with `endTime` passing, so rules that
  /// hold once pending work ends are checked too.
  ///
  /// ```swift
  /// let exploration = await exploreEveryOrder(
  ///   of: { Onboarding(permissions: .answering(with: $0.answers)) }, initialState: Onboarding.State(),
  ///   intents: { _ in [.nextButtonTapped, .backButtonTapped] },
  ///   answers: [.success(.authorizedAlways), .success(.denied, after: .seconds(1))],
  ///   invariants: invariants, depth: 5)
  /// ```
  ///
  /// - Parameters:
  ///   - feature: Makes the feature for one run, with stub services answering from the run's
  ///     answers on its test clock.
  ///   - initialState: Where every session starts.
  ///   - intents: What the view can send in a state (the buttons it shows there).
  ///   - answers: The answers a service call can take, the likeliest first (calls past a
  ///     session's chosen answers take the first).
  ///   - invariants: Checked after every step.
  ///   - transitionRules: Checked after every action.
  ///   - depth: The most steps a session has.
  ///   - timeBudget: The real time the exploration may take (a guard against one that grows
  ///     without end); when it runs out, the result says so and is not ``Exploration/isVerified``.
  ///     It is wall time: other tests of the suite that hold the main actor count against it.
  ///   - endTime: The time that passes after a session's last step, before the last check.
  @MainActor
  public func exploreEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: @escaping @MainActor (F.State) -> [F.Intent],
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .seconds(600),
    endTime: Duration = .seconds(30)
  ) async -> Exploration<F, Answer> {
    precondition(depth >= 0, "exploreEveryOrder: the depth is a number of steps, 0 or more")
    var runner = SessionRunner(
      makeFeature: feature, initialState: initialState, invariants: invariants, canSend: { _, _ in true },
      finalAdvance: endTime)
    runner.transitionRules = transitionRules
    return await Explorer(
      runner: runner, intents: intents, answers: answers, depth: depth, timeBudget: timeBudget
    )
    .explore()
  }

  /// Explores every order up to `depth` steps (see
  /// ``exploreEveryOrder(of:initialState:intents:answers:invariants:transitionRules:depth:timeBudget:endTime:)``)
  /// with a fixed list of intents, of which the view can send those `canSend` allows.
  @MainActor
  public func exploreEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: [F.Intent],
    canSend: @escaping @MainActor (F.State, F.Intent) -> Bool = { _, _ in true },
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .seconds(600),
    endTime: Duration = .seconds(30)
  ) async -> Exploration<F, Answer> {
    await exploreEveryOrder(
      of: feature, initialState: initialState, intents: { state in intents.filter { canSend(state, $0) } },
      answers: answers, invariants: invariants, transitionRules: transitionRules, depth: depth,
      timeBudget: timeBudget, endTime: endTime)
  }

  /// Explores every order up to `depth` steps and records an issue when a rule breaks (with the
  /// shortest session that breaks it) or when the time budget ran out before every session was
  /// run: a cut-short exploration never passes.
  ///
  /// - Returns: The exploration, to read what it covered.
  @MainActor
  @discardableResult
  public func checkEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: @escaping @MainActor (F.State) -> [F.Intent],
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .seconds(600),
    endTime: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Exploration<F, Answer> {
    let exploration = await exploreEveryOrder(
      of: feature, initialState: initialState, intents: intents, answers: answers, invariants: invariants,
      transitionRules: transitionRules,
      depth: depth, timeBudget: timeBudget, endTime: endTime)
    if let failure = exploration.failure {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    } else if !exploration.isVerified {
      Issue.record(Comment(rawValue: exploration.description), sourceLocation: sourceLocation)
    }
    return exploration
  }

  /// Explores every order with a fixed list of intents and records an issue when a rule breaks or
  /// the time budget runs out (see ``checkEveryOrder(of:initialState:intents:answers:invariants:transitionRules:depth:timeBudget:endTime:sourceLocation:)``).
  @MainActor
  @discardableResult
  public func checkEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: [F.Intent],
    canSend: @escaping @MainActor (F.State, F.Intent) -> Bool = { _, _ in true },
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .seconds(600),
    endTime: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Exploration<F, Answer> {
    await checkEveryOrder(
      of: feature, initialState: initialState, intents: { state in intents.filter { canSend(state, $0) } },
      answers: answers, invariants: invariants, transitionRules: transitionRules, depth: depth,
      timeBudget: timeBudget, endTime: endTime,
      sourceLocation: sourceLocation)
  }

  /// Replays one session, as an exploration runs it, and records an issue if a rule breaks: a
  /// session an exploration found becomes a test (its ``GeneratedSession/swiftSource``).
  ///
  /// Each service call takes the session's answer of the same rank; calls past them take the
  /// first. Pass `Interceptor.recording(to:)` in `interceptors` to keep the run as a recorded
  /// session.
  ///
  /// - Returns: The rule broken, or `nil`.
  @MainActor
  @discardableResult
  public func checkSession<F: Feature, Answer: Sendable>(
    _ session: GeneratedSession<F.Intent, Answer>,
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    endTime: Duration = .seconds(30),
    interceptors: [Interceptor<F>] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> String? {
    var runner = SessionRunner(
      makeFeature: feature, initialState: initialState, invariants: invariants, canSend: { _, _ in true },
      finalAdvance: endTime)
    runner.explores = true
    runner.afterTheLastAnswer = session.answers.first
    runner.transitionRules = transitionRules
    guard let failure = await runner.observed(session, interceptors: interceptors).failure else { return nil }
    Issue.record(
      Comment(
        rawValue: failure.explorationMessage(
          found: "The session replayed.", answers: session.answers.map(\.description),
          swift: session.swiftSource)),
      sourceLocation: sourceLocation)
    return failure.rule
  }
#endif
