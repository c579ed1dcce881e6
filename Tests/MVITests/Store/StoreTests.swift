import Foundation
import MVITesting
import Observation
import TestSupport
import Testing

@testable import MVI

@MainActor
struct StoreTests {
  typealias E = Effect<Lab.Action, Lab.Event>

  // MARK: Synchronous sends

  @Test func actionsOfASynchronousSendAreAppliedBeforeSendReturnsInOrder() {
    let applied = CallLog()
    let store = Store(
      Lab(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          if case .action(let action, _, _) = activity { applied.append("\(action)") }
        }
      ])
    store.send(.perform(.send(.set(1), .record("a"), .set(2))))
    #expect(applied.entries == ["set(1)", "record(\"a\")", "set(2)"])
    #expect(store.value == 2)
    #expect(store.log == ["a"])
    store.send(.perform(.merge(.send(.record("b")), .concatenate(.send(.record("c")), .send(.set(3))))))
    #expect(store.state == Lab.State(log: ["a", "b", "c"], value: 3))
  }

  @Test func theStoreStartsFromTheInitialStateAndKeepsItsFeature() {
    let store = Store(Counter(), initialState: .init(count: 41, title: "Start"))
    #expect(store.state == Counter.State(count: 41, title: "Start"))
    store.send(.increment)
    #expect(store.count == 42)
    #expect(store.title == "Start")
    #expect(store.runningEffectCount == 0)
  }

  // MARK: Sends made while the store processes

  @Test func sendsFromAnInterceptorAreQueuedInOrderNeverNested() {
    let calls = CallLog()
    let target = Late<Store<Counter>>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          guard case .action(let action, _, let after) = activity else { return }
          calls.nested {
            calls.append("apply \(action)")
            if action == .increment, after.count < 3 {
              target.value?.send(.increment)
              target.value?.send(.rename("after \(after.count)"))
            }
            calls.append("end")
          }
        }
      ])
    target.value = store
    store.send(.increment)
    calls.append("returned")
    #expect(
      calls.entries == [
        "apply increment", "end",
        "apply increment", "end",
        "apply rename(\"after 1\")", "end",
        "apply increment", "end",
        "apply rename(\"after 2\")", "end",
        "returned",
      ])
    #expect(calls.maximumDepth == 1)
    #expect(store.state == Counter.State(count: 3, title: "after 2"))
  }

  @Test func sendsFromASubscribeCallbackAreQueuedInOrderNeverNested() {
    let calls = CallLog()
    let store = Store(Counter(), initialState: .init())
    let subscription = store.subscribe { [weak store] state in
      calls.nested {
        calls.append("state \(state.count)")
        if (1..<4).contains(state.count) {
          store?.send(.increment)
          calls.append("sent")
        }
      }
    }
    store.send(.increment)
    calls.append("returned")
    #expect(
      calls.entries == [
        "state 0", "state 1", "sent", "state 2", "sent", "state 3", "sent", "state 4", "returned",
      ])
    #expect(calls.maximumDepth == 1)
    #expect(store.count == 4)
    subscription.cancel()
  }

  @Test func sendsFromAnObservationOnChangeAreQueuedInOrderNeverNested() {
    let calls = CallLog()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          if case .intent(let intent, _) = activity { calls.append("intent \(intent)") }
        }
      ])
    Self.observeCount(of: store, calls: calls)
    store.send(.increment)
    calls.append("returned")
    #expect(
      calls.entries == [
        "intent increment", "changed", "end of onChange",
        "intent increment", "changed", "end of onChange",
        "intent rename(\"renamed\")",
        "intent increment", "changed", "end of onChange",
        "intent rename(\"renamed\")",
        "returned",
      ])
    #expect(calls.maximumDepth == 1)
    #expect(store.state == Counter.State(count: 3, title: "renamed"))
  }

  /// Observes the count; on each change, observes again and sends two intents, up to 3.
  static func observeCount(of store: Store<Counter>, calls: CallLog) {
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated {
        calls.nested {
          calls.append("changed")
          if store.count < 3 {
            observeCount(of: store, calls: calls)
            store.send(.increment)
            store.send(.rename("renamed"))
          }
          calls.append("end of onChange")
        }
      }
    }
  }

  @Test func aMillionSendsFromInsideProcessingDoNotOverflowTheStack() {
    let target = Late<Store<Counter>>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          guard case .action(_, _, let after) = activity, after.count < 1_000_000 else { return }
          target.value?.send(.increment)
        }
      ])
    store.sendLoopLimit = 1_000_000
    target.value = store
    store.send(.increment)
    #expect(store.count == 1_000_000)
  }

  @Test func aSubscriberThatAlwaysSendsIsStoppedWithADiagnosticInsteadOfHanging() async {
    let failures = CallLog()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          if case .failure(let error) = activity { failures.append("\(error)") }
        }
      ])
    store.sendLoopLimit = 1_000
    let queued = Late<StoreTask>()
    // Sends on every change it sees, starting with the state it is given when it subscribes:
    // before the limit, `subscribe` never returned.
    let subscription = store.subscribe { [weak store] _ in queued.value = store?.send(.increment) }
    defer { subscription.cancel() }
    #expect(store.count == 1 + 1_000, "the subscriber's first send, then 1,000 queued within it")
    #expect(failures.entries.count == 1)
    let message = failures.entries.first ?? ""
    #expect(message.hasPrefix("Store<Counter> processed 1000 sends queued while processing one send"))
    #expect(message.contains("(the last was Counter.Intent.increment)"))
    #expect(message.contains("1 queued send(s) were dropped"))
    // The dropped send's handle finishes instead of waiting forever.
    await queued.value?.finish()
    // The store still works afterwards.
    subscription.cancel()
    store.send(.decrement)
    #expect(store.count == 1_000)
    #expect(failures.entries.count == 1)
  }

  @Test func aSendMadeOnSeeingTheLoopsFailureIsProcessedAtOnce() {
    let target = Late<Store<Counter>>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          if case .failure = activity { target.value?.send(.rename("stopped")) }
        }
      ])
    store.sendLoopLimit = 10
    target.value = store
    let subscription = store.subscribe { [weak store] state in
      if state.title != "stopped" { store?.send(.increment) }
    }
    defer { subscription.cancel() }
    // Before: the rename was queued behind the ended transaction and waited for the next send.
    #expect(store.title == "stopped")
    #expect(store.count == 11)
  }

  @Test func sendsBelowTheLoopLimitAreAllProcessed() {
    let target = Late<Store<Counter>>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          guard case .action(_, _, let after) = activity, after.count < 10 else { return }
          target.value?.send(.increment)
        }
      ])
    store.sendLoopLimit = 9
    target.value = store
    store.send(.increment)
    #expect(store.count == 10, "9 queued sends within one: exactly the limit")
  }

  @Test func sendsThatKeepQueueingSendsDoNotGrowTheQueue() {
    let target = Late<Store<Counter>>()
    let longestQueue = Late<Int>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          guard case .action(_, _, let after) = activity, after.count < 100_000 else { return }
          target.value?.send(.increment)
          longestQueue.value = max(longestQueue.value ?? 0, target.value.map(Self.queuedSends) ?? 0)
        }
      ])
    target.value = store
    store.send(.increment)
    #expect(store.count == 100_000)
    #expect((longestQueue.value ?? .max) <= 2_048)
  }

  /// The length of a root store's queue of sends.
  static func queuedSends(_ store: Store<Counter>) -> Int {
    store.root?.queuedCount ?? 0
  }

  // MARK: Lifetime

  @Test func aStoreThatGoesAwayCancelsItsEffectsAndIsFreed() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    var store: Store<Lab>? = Store(Lab(), initialState: .init())
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var weakStore: Store<Lab>?
    weakStore = store
    let task = store?.send(
      .perform(
        .run { send in
          do {
            try await clock.sleep(for: .seconds(60))
            outcomes.append("woke")
          } catch {
            outcomes.append(error is CancellationError ? "cancelled" : "\(error)")
            throw error
          }
          await send(.record("late"))
        }))
    await clock.waitForSleepers()
    #expect(weakStore != nil)
    store = nil
    #expect(weakStore == nil)
    #expect(await yield(until: { !outcomes.entries.isEmpty }))
    #expect(outcomes.entries == ["cancelled"])
    #expect(clock.sleeperCount == 0)
    await clock.run()  // wakes the effect if it was not cancelled, so a failure does not hang
    await task?.finish()
  }

  @Test func aStoreReleasedOffTheMainActorCancelsItsEffectsOnTheMainActor() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    var store: Store<Lab>? = Store(Lab(), initialState: .init())
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var weakStore: Store<Lab>?
    weakStore = store
    var states = store?.states().makeAsyncIterator()
    store?.send(
      .perform(
        .run { _ in
          do {
            try await clock.sleep(for: .seconds(60))
            outcomes.append("woke")
          } catch {
            outcomes.append(error is CancellationError ? "cancelled" : "\(error)")
          }
        }))
    await clock.waitForSleepers()
    await releaseOffTheMainActor(&store)
    #expect(weakStore == nil)
    let ended = await yield(until: { !outcomes.entries.isEmpty })
    #expect(outcomes.entries == ["cancelled"])
    await clock.run()  // wakes the effect if it was not cancelled, so a failure does not hang
    guard ended else { return }
    // Its state stream finished too, after the state it had.
    #expect(await states?.next()?.value == 0)
    #expect(await states?.next() == nil)
  }

  @Test func anEffectThatOutlivesItsStoreSendsNowhere() async {
    let clock = TestClock()
    let received = Trail<String>()
    var store: Store<Lab>? = Store(Lab(), initialState: .init())
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var weakStore: Store<Lab>?
    weakStore = store
    store?.send(
      .perform(
        .run { send in
          // Keeps running after the store is gone: what it sends goes nowhere.
          try? await clock.sleep(for: .seconds(1))
          await send(.record("ignored"))
          received.append("sent")
        }))
    await clock.waitForSleepers()
    store = nil
    #expect(weakStore == nil)
    #expect(await yield(until: { received.entries == ["sent"] }))
  }
}

/// What the compiler and a small stack allow: checked against the built products.
@MainActor
struct StoreBuildTests {
  static let feature = """
    import MVI

    struct Counter: Feature {
      struct State { var count = 0 }
      enum Intent: Sendable { case increment }
      func reduce(_ state: inout State, _ action: Intent) { state.count += 1 }
    }

    """

  @Test func aStoreWithA64KBStateRunsOnA512KBStack() async throws {
    let probe = try #require(
      BuildProducts.locate("mvi-stack-probe"),
      """
      mvi-stack-probe was not found next to the test binary (MVITests depends on it, so it is \
      built with the tests); searched \(BuildProducts.searchFolders.map(\.path))
      """)
    let outcome = try await BuildProducts.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -s 512 && exec \"$0\"", probe.path])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    #expect(outcome.output.hasPrefix("ok:"), "stdout: \(outcome.output)")
  }

  @Test func theHarnessTypechecksSendsFromTheMainActor() async throws {
    let outcome = try await BuildProducts.typecheck(
      Self.feature + """
        @MainActor func use(_ store: Store<Counter>) {
          store.send(.increment)
          _ = store.count
          _ = store.state
          Task.detached { await store.send(.increment) }
        }
        """)
    #expect(outcome.status == 0, "swiftc failed: \(outcome.errors)")
  }

  @Test func sendingFromANonisolatedFunctionIsACompileError() async throws {
    let outcome = try await BuildProducts.typecheck(
      Self.feature + """
        nonisolated func use(_ store: Store<Counter>) {
          store.send(.increment)
        }
        """)
    #expect(outcome.status != 0)
    #expect(
      outcome.errors.contains(
        "call to main actor-isolated instance method 'send' in a synchronous nonisolated context"),
      "stderr: \(outcome.errors)")
  }

  @Test func sendingFromADetachedTaskIsACompileError() async throws {
    let outcome = try await BuildProducts.typecheck(
      Self.feature + """
        @MainActor func use(_ store: Store<Counter>) {
          Task.detached {
            store.send(.increment)
          }
        }
        """)
    #expect(outcome.status != 0)
    #expect(
      outcome.errors.contains(
        "main actor-isolated instance method 'send' cannot be called from outside of the actor"),
      "stderr: \(outcome.errors)")
  }

  @Test func theStateCannotBeAssignedFromOutside() async throws {
    let outcome = try await BuildProducts.typecheck(
      Self.feature + """
        @MainActor func use(_ store: Store<Counter>) {
          store.state = Counter.State(count: 3)
        }
        """)
    #expect(outcome.status != 0)
    #expect(
      outcome.errors.contains("cannot assign to property: 'state' is a get-only property"),
      "stderr: \(outcome.errors)")
  }

  @Test func aFieldCannotBeAssignedThroughTheStore() async throws {
    let outcome = try await BuildProducts.typecheck(
      Self.feature + """
        @MainActor func use(_ store: Store<Counter>) {
          var store = store
          store.count = 3
        }
        """)
    #expect(outcome.status != 0)
    #expect(outcome.errors.contains("error: cannot assign"), "stderr: \(outcome.errors)")
  }
}
