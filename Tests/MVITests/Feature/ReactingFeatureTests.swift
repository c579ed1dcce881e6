import MVI
import MVITesting
import Testing

/// `onChange(of:_:)`: rules that run after the actions that change what they watch.
@MainActor
struct ReactingFeatureTests {
  let clock = TestClock()

  /// Lab, recording each change of its value.
  var recording: ReactingFeature<Lab> {
    Lab().onChange(of: \.value) { old, new in .send(.record("\(old)->\(new)")) }
  }

  @Test func aRuleRunsAfterAnActionThatChangedTheValueWithTheOldAndNewValue() async {
    let store = TestStore(recording, initialState: Lab.State())
    await store.send(.perform(.send(.set(1)))) {
      $0.value = 1
      $0.log = ["0->1"]
    }
    await store.finish()
  }

  @Test func aRuleDoesNotRunWhenTheValueStaysTheSame() async {
    let store = TestStore(recording, initialState: Lab.State(value: 1))
    await store.send(.perform(.send(.set(1))))
    await store.send(.perform(.send(.record("other"))), assert: { $0.log = ["other"] })
    await store.finish()
  }

  @Test func aRuleRunsOncePerActionThatChangedTheValueInOrder() async {
    let store = TestStore(recording, initialState: Lab.State())
    await store.send(
      .perform(.merge(.send(.set(1)), .send(.set(1)), .send(.record("between")), .send(.set(2))))
    ) {
      $0.value = 2
      $0.log = ["0->1", "between", "1->2"]
    }
    await store.finish()
  }

  @Test func aRuleRunsForAnActionFromAnEffect() async {
    let store = TestStore(recording, initialState: Lab.State())
    await store.send(
      .perform(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.set(5))
        }))
    await clock.advance(by: .seconds(1))
    // In a test store, each action applied outside a send is received on its own, the rule's too.
    await store.receive(.set(5)) { $0.value = 5 }
    await store.receive(.record("0->5")) { $0.log = ["0->5"] }
    await store.finish()
  }

  @Test func actionsARuleAppliesAtOnceRunNoRulesSoItCannotLoop() async {
    // Each rule answers a change with another change: without the rule, this never ends.
    let feature = Lab()
      .onChange(of: \.value) { _, new in .send(.set(new + 1)) }
      .onChange(of: \.log) { _, _ in .send(.record("log changed")) }
    let store = TestStore(feature, initialState: Lab.State())
    await store.send(.perform(.send(.set(1)))) { $0.value = 2 }
    await store.send(.perform(.send(.record("a")))) { $0.log = ["a", "log changed"] }
    await store.finish()
  }

  @Test func rulesRunInTheOrderTheyWereAdded() async {
    let feature = Lab()
      .onChange(of: \.value) { _, _ in .send(.record("first")) }
      .onChange(of: \.value) { _, _ in .send(.record("second")) }
    let store = TestStore(feature, initialState: Lab.State())
    await store.send(.perform(.send(.set(1)))) {
      $0.value = 1
      $0.log = ["first", "second"]
    }
    await store.finish()
  }

  @Test func rulesAddedToAFeatureSeenThroughAnOpaqueTypeAllRun() async {
    let first: some Feature<Lab.State, Lab.Intent, Lab.Action, Lab.Event> = Lab().onChange(of: \.value) {
      _, _ in
      .send(.record("first"))
    }
    let store = TestStore(
      first.onChange(of: \.value) { _, _ in .send(.record("second")) }, initialState: Lab.State())
    await store.send(.perform(.send(.set(1)))) {
      $0.value = 1
      $0.log = ["first", "second"]
    }
    await store.finish()
  }

  @Test func aRulesAsyncWorkRunsAndItsActionsRunRules() async {
    let feature = Lab()
      .onChange(of: \.value) { [clock] _, new in
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record("loaded \(new)"))
        }
      }
      .onChange(of: \.log) { _, log in log.last == "loaded 1" ? .send(.set(0)) : .none }
    let store = TestStore(feature, initialState: Lab.State())
    await store.send(.perform(.send(.set(1)))) { $0.value = 1 }
    await clock.advance(by: .seconds(1))
    // The late action changed the log: its rule ran, and the value it set at once ran no rule.
    await store.receive(.record("loaded 1")) { $0.log = ["loaded 1"] }
    await store.receive(.set(0)) { $0.value = 0 }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func theSendsTaskWaitsForTheRulesWork() async {
    let feature = Lab().onChange(of: \.value) { [clock] _, _ in
      .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.record("done"))
      }
    }
    let store = Store.serial(feature, initialState: Lab.State())
    let task = store.send(.perform(.send(.set(1))))
    await settle()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.state.log == ["done"])
  }

  @Test func interceptorsSeeTheActionsOfRules() async {
    let log = CallLog()
    let store = Store(
      recording, initialState: Lab.State(),
      interceptors: [
        Interceptor { activity in
          if case .action(let action, _, let after) = activity { log.append("\(action) -> \(after.log)") }
        }
      ])
    store.send(.perform(.send(.set(1))))
    #expect(log.entries == ["set(1) -> []", "record(\"0->1\") -> [\"0->1\"]"])
  }

  @Test func aParentReducingTheFeatureAsAChildRunsNoRules() {
    var state = Lab.State()
    recording.reduce(&state, .set(3))
    #expect(state == Lab.State(log: [], value: 3))
  }
}
