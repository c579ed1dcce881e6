#if PropertyTesting
  import MVI
  import MVITesting
  import Testing

  @testable import MVIPropertyTesting

  /// A feature whose answer arrives as two actions, one after the other: the answer, then the move
  /// it leads to.
  struct Relay: Feature {
    struct State: Equatable {
      var answered = false
      var moved = false
      var taps = 0
    }
    enum Intent: Equatable, Sendable { case ask, tap }
    enum Action: Sendable { case answered, moved, tapped }

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .ask:
        .run { send in
          await send(.answered)
          await send(.moved)
        }
      case .tap: .send(.tapped)
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .answered: state.answered = true
      case .moved: state.moved = true
      case .tapped: state.taps += 1
      }
    }
  }

  @MainActor
  @Suite struct SessionRunnerTests {
    /// A runner whose one invariant records every outcome it judges and always holds.
    func runner(recording outcomes: Late<[StepOutcome<Relay>]>) -> SessionRunner<Relay, Int> {
      outcomes.value = []
      return SessionRunner(
        makeFeature: { _ in Relay() }, initialState: .init(),
        invariants: [
          Invariant("records") { outcome in
            outcomes.value?.append(outcome)
            return true
          }
        ],
        canSend: { _, _ in true }, finalAdvance: .zero)
    }

    @Test func anIntentSentBetweenLandsRightAfterTheEffectsActionAndBeforeItsNextOne() async throws {
      let outcomes = Late<[StepOutcome<Relay>]>()
      let failure = await runner(recording: outcomes).run(
        GeneratedSession(
          steps: [.send(.ask), .sendBetween(.tap, afterEffectActions: 1)], answers: [.success(0)]))
      #expect(failure == nil)
      let judged = try #require(outcomes.value)
      // The initial state, the ask (up to the answer), the tap (and the move after it), the end.
      try #require(judged.count == 4)
      #expect(judged[1].step?.intent == .ask)
      #expect(judged[1].state == Relay.State(answered: true, moved: false, taps: 0))
      #expect(judged[2].step?.intent == .tap)
      #expect(judged[2].previous == judged[1].state)
      #expect(judged[2].state == Relay.State(answered: true, moved: true, taps: 1))
      #expect(
        "\(judged[2].actions)"
          == "[MVIPropertyTestingTests.Relay.Action.tapped, MVIPropertyTestingTests.Relay.Action.moved]")
    }

    @Test func anIntentSentBetweenIsSentAtItsTurnWhenTheEffectsApplyFewerActions() async throws {
      let outcomes = Late<[StepOutcome<Relay>]>()
      let failure = await runner(recording: outcomes).run(
        GeneratedSession(
          steps: [.send(.ask), .sendBetween(.tap, afterEffectActions: 3)], answers: [.success(0)]))
      #expect(failure == nil)
      let judged = try #require(outcomes.value)
      try #require(judged.count == 4)
      #expect(judged[1].state == Relay.State(answered: true, moved: true, taps: 0))
      #expect(judged[2].state == Relay.State(answered: true, moved: true, taps: 1))
    }

    @Test func aBrokenRuleAtTheLandingIsReportedWithTheStepThatRanUntilThen() async {
      let runner = SessionRunner<Relay, Int>(
        makeFeature: { _ in Relay() }, initialState: .init(),
        invariants: [Invariant("never answered without moving") { !$0.state.answered || $0.state.moved }],
        canSend: { _, _ in true }, finalAdvance: .zero)
      let failure = await runner.run(
        GeneratedSession(
          steps: [.send(.ask), .sendBetween(.tap, afterEffectActions: 1)], answers: [.success(0)]))
      #expect(failure?.rule == "never answered without moving")
      #expect(failure?.lines.map(\.step) == ["send(Relay.Intent.ask)"])
      let unbroken = await runner.run(
        GeneratedSession(steps: [.send(.ask), .send(.tap)], answers: [.success(0)]))
      #expect(unbroken == nil, "settled at once, the state never shows the answer without the move")
    }
  }

  /// A reference to a value set after the closures that use it were made.
  @MainActor
  final class Late<Value> {
    var value: Value?
  }
#endif
