#if PropertyTesting
  import MVI
  import MVIPropertyTesting
  import MVITesting
  import Testing

  /// A counter that wraps at 5: its reachable states are known (0 to 4), so an exploration's
  /// coverage can be checked exactly.
  struct Ring: Feature {
    struct State: Equatable { var value = 0 }
    enum Intent: Equatable, Sendable { case up, down }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .up: state.value = (state.value + 1) % 5
      case .down: state.value = (state.value + 4) % 5
      }
    }
  }

  /// A feature that loads a number from a service: the answer may come late, fail or never come,
  /// and `cancel` ends the load.
  struct Loader: Feature {
    struct State: Equatable {
      var isLoading = false
      var value: Int?
      var failed = false
    }
    enum Intent: Equatable, Sendable { case load, cancel }
    enum Action: Equatable, Sendable { case started, loaded(Int), failed, cancelled }

    let load: @Sendable () async throws -> Int

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .load:
        .merge(
          .send(.started),
          .run { [load] send in
            await send(.loaded(try await load()))
          } catch: { _, send in
            await send(.failed)
          }
          .cancellable(id: "load"))
      case .cancel: .concatenate(.cancel(id: "load"), .send(.cancelled))
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .started: (state.isLoading, state.failed) = (true, false)
      case .loaded(let value): (state.isLoading, state.value) = (false, value)
      case .failed: (state.isLoading, state.failed) = (false, true)
      case .cancelled: state.isLoading = false
      }
    }
  }

  /// A feature whose one effect applies two actions in a row, `opened` then `filled`; `close`
  /// closes and empties the box. Its rule (items only in an open box) breaks only when `close`
  /// lands between the two actions.
  struct Box: Feature {
    struct State: Equatable, Codable {
      var isOpen = false
      var items = 0
    }
    enum Intent: Equatable, Sendable, Codable { case open, close }
    enum Action: Equatable, Sendable, Codable { case opened, filled, closed }
    typealias Event = Never

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .open:
        .run { send in
          await send(.opened)
          await send(.filled)
        }
      case .close: .send(.closed)
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .opened: state.isOpen = true
      case .filled: state.items += 1
      case .closed: (state.isOpen, state.items) = (false, 0)
      }
    }
  }

  /// A light whose one effect turns it on and off again: at the end of a step it is off.
  struct Blink: Feature {
    struct State: Equatable { var isOn = false }
    enum Intent: Equatable, Sendable { case blink }
    enum Action: Equatable, Sendable { case on, off }

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      .run { send in
        await send(.on)
        await send(.off)
      }
    }

    func reduce(_ state: inout State, _ action: Action) { state.isOn = action == .on }
  }

  @MainActor
  @Suite struct ExploreEveryOrderTests {
    static let loaderRules: [Invariant<Loader>] = [
      Invariant("\"loading\" only while the load runs") { !$0.state.isLoading || $0.runningEffectCount > 0 }
    ]

    @Test func aFeatureWhoseReachableStatesAreKnownIsCoveredExactly() async {
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Ring() }, initialState: .init(), intents: [.up, .down],
        invariants: [Invariant("holds") { _ in true }], depth: 10)
      #expect(exploration.isVerified)
      #expect(exploration.coverage.states == 5)
      // 0; 1 and 4; 2 and 3; then the four sessions of 3 steps reach no new state.
      #expect(exploration.coverage.exhausted)
      #expect(exploration.coverage.depthReached == 3)
      #expect(exploration.coverage.runs == 1 + 2 + 4 + 4)
      #expect(exploration.coverage.merged == 6)
      #expect(exploration.description.contains("Every state reachable with these intents and answers"))
    }

    @Test func theBoundCutsOffAndSaysSo() async {
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Ring() }, initialState: .init(), intents: [.up, .down],
        invariants: [], depth: 1)
      #expect(exploration.isVerified)
      #expect(!exploration.coverage.exhausted)
      #expect(exploration.coverage.states == 3)
      #expect(exploration.coverage.atBound == 2)
      #expect(exploration.description.contains("Cut off by the bound: 2 states at 1 steps"))
    }

    @Test func theFirstFailureIsOneOfTheShortest() async throws {
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Ring() }, initialState: .init(), intents: [.up, .down],
        invariants: [Invariant("never 3") { $0.state.value != 3 }], depth: 10)
      let failure = try #require(exploration.failure)
      #expect(failure.rule == "never 3")
      // Down twice reaches 3 in two steps; up needs three.
      #expect(
        failure.session.steps.map(\.description) == ["send(Ring.Intent.down)", "send(Ring.Intent.down)"])
      #expect(!exploration.isVerified)
      #expect(failure.description.hasPrefix("Invariant \"never 3\" does not hold after step 2 of 2.\n"))
      #expect(
        failure.description.contains(
          """
          As a session to replay with checkSession:
          GeneratedSession(
            steps: [
              .send(Ring.Intent.down),
              .send(Ring.Intent.down),
            ],
            answers: [])
          """))
    }

    @Test func anIntentLandingBetweenAnEffectsTwoActionsIsExplored() async throws {
      let rule = Invariant<Box>("items only in an open box") { $0.state.items == 0 || $0.state.isOpen }
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Box() }, initialState: .init(), intents: [.open, .close],
        invariants: [rule], depth: 4)
      let failure = try #require(exploration.failure)
      #expect(
        failure.session.steps.map(\.description) == [
          "send(Box.Intent.open)", "send(Box.Intent.close) after effect action 1",
        ])
    }

    /// Breaks when `cancel` is sent while the value is `value`.
    static func noCancel(at value: Int) -> Invariant<Loader> {
      Invariant("no cancel with \(value) shown") { $0.step?.intent != .cancel || $0.previous.value != value }
    }

    @Test func eachCallTakesEachAnswerAndPendingAnswersAreNotMerged() async throws {
      // The two answers leave the store alike after `load` (loading, one wake-up in 1 s): only
      // the answer waiting tells them apart, and the second one's sessions must grow too.
      let exploration = await exploreEveryOrder(
        of: { services in Loader(load: { try await services.answers.next() }) }, initialState: .init(),
        intents: [.load, .cancel],
        answers: [.success(1, after: .seconds(1)), .success(2, after: .seconds(1))],
        invariants: Self.loaderRules + [Self.noCancel(at: 2)], depth: 3)
      let failure = try #require(exploration.failure)
      #expect(
        failure.session.steps.map(\.description) == [
          "send(Loader.Intent.load)", "advance(by: 1.0 seconds)", "send(Loader.Intent.cancel)",
        ])
      #expect(failure.session.answers == [.success(2, after: .seconds(1))])
    }

    @Test func anAnswerThatNeverComesIsExploredAndCancellationEndsIt() async throws {
      let exploration = await exploreEveryOrder(
        of: { services in Loader(load: { try await services.answers.next() }) }, initialState: .init(),
        intents: { state in state.isLoading ? [.cancel] : [.load] },
        answers: [.never, .failure("offline"), .success(7)],
        invariants: Self.loaderRules + [
          Invariant("never cancelled with a value") {
            !$0.actions.contains(.cancelled) || $0.state.value == nil
          }
        ],
        depth: 4)
      // Load (never answered), cancel, load again answered 7, load again, cancel: a value was
      // shown and then a load cancelled.
      let failure = try #require(exploration.failure)
      #expect(failure.rule == "never cancelled with a value")
      #expect(failure.session.answers.contains(.never))
    }

    @Test func theClockMovesToTheNextWakeUp() async throws {
      let exploration = await exploreEveryOrder(
        of: { services in Loader(load: { try await services.answers.next() }) }, initialState: .init(),
        intents: [.load, .cancel], answers: [.success(5, after: .milliseconds(300))],
        invariants: Self.loaderRules + [Self.noCancel(at: 5)], depth: 3)
      let failure = try #require(exploration.failure)
      #expect(
        failure.session.steps.map(\.description) == [
          "send(Loader.Intent.load)", "advance(by: 0.3 seconds)", "send(Loader.Intent.cancel)",
        ])
    }

    @Test func aRuleBrokenOnlyOnceThePendingTimeHasPassedIsFound() async throws {
      // With no step that moves the clock (no intent while loading, and depth 1), only the run's
      // end time brings the answer.
      let exploration = await exploreEveryOrder(
        of: { services in Loader(load: { try await services.answers.next() }) }, initialState: .init(),
        intents: [.load], answers: [.success(5, after: .seconds(2))],
        invariants: [Invariant("never 5") { $0.state.value != 5 }], depth: 1)
      let failure = try #require(exploration.failure)
      #expect(
        failure.description.hasPrefix("Invariant \"never 5\" does not hold once the pending time has passed"))
    }

    @Test func aTransitionRuleIsCheckedAfterEveryActionNotOnlyAtTheEndOfAStep() async throws {
      let never = [Invariant<Blink>("off at the end of a step") { !$0.state.isOn }]
      // At one step the invariant sees the light only once it is off again (at two, a blink
      // landing between the first one's actions sees it on).
      let held = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Blink() }, initialState: .init(), intents: [.blink],
        invariants: never,
        depth: 1)
      #expect(held.isVerified)
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Blink() }, initialState: .init(), intents: [.blink],
        invariants: never,
        transitionRules: [TransitionRule("never on") { _, _, after in !after.isOn }], depth: 1)
      let failure = try #require(exploration.failure)
      #expect(failure.rule == "never on (broken by Blink.Action.on)")
      #expect(failure.session.steps.map(\.description) == ["send(Blink.Intent.blink)"])
    }

    @Test func aCutShortExplorationIsNeverVerifiedAndFailsItsCheck() async {
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Ring() }, initialState: .init(), intents: [.up, .down],
        invariants: [], depth: 50, timeBudget: .zero)
      #expect(exploration.coverage.stoppedByTimeBudget)
      #expect(!exploration.isVerified)
      #expect(exploration.description.hasPrefix("NOT VERIFIED: the time budget ran out"))
      await withKnownIssue {
        await checkEveryOrder(
          of: { (_: CheckServices<Int>) in Ring() }, initialState: .init(), intents: [.up, .down],
          invariants: [], depth: 50, timeBudget: .zero)
      }
    }

    @Test func aFoundSessionReplaysWithCheckSession() async throws {
      let rules = [Invariant<Box>("items only in an open box") { $0.state.items == 0 || $0.state.isOpen }]
      let exploration = await exploreEveryOrder(
        of: { (_: CheckServices<Int>) in Box() }, initialState: .init(), intents: [.open, .close],
        invariants: rules, depth: 3)
      let session = try #require(exploration.failure?.session)
      await withKnownIssue {
        let rule = await checkSession(session, of: { _ in Box() }, initialState: .init(), invariants: rules)
        #expect(rule == "items only in an open box")
      }
      // The same session written as the failure prints it.
      let written = GeneratedSession<Box.Intent, Int>(
        steps: [.send(Box.Intent.open), .sendBetween(Box.Intent.close, afterEffectActions: 1)], answers: [])
      #expect(written.swiftSource == session.swiftSource)
    }

    @Test func aFoundSessionReplayedWithARecorderBecomesARecordedSessionThatReplays() async throws {
      let rules = [Invariant<Box>("items only in an open box") { $0.state.items == 0 || $0.state.isOpen }]
      let session = GeneratedSession<Box.Intent, Int>(
        steps: [.send(.open), .sendBetween(.close, afterEffectActions: 1)], answers: [])
      let lines = LockIsolated<[String]>([])
      await withKnownIssue {
        await checkSession(
          session, of: { _ in Box() }, initialState: .init(), invariants: rules,
          interceptors: [.recording { line in lines.withLock { $0.append(line) } }])
      }
      let recorded = try RecordedSession<Box>(jsonLines: lines.current.joined(separator: "\n"))
      // The intents, and the actions in the order the race applied them: opened, closed, filled.
      #expect(recorded.actionCount == 3)
      #expect(assertReplays(recorded, through: Box()) == 3)
    }
  }
#endif
