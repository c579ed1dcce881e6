import MVI
import MVITesting
import TestSupport
import Testing

@MainActor
struct StoreTaskTests {
  typealias E = Effect<Lab.Action, Lab.Event>

  /// An effect that sleeps for a second on the clock, records how its sleep ended, then sends.
  static func sleeper(_ name: String, clock: TestClock, outcomes: Trail<String>) -> E {
    .run { send in
      do {
        try await clock.sleep(for: .seconds(1))
        outcomes.append("\(name) woke")
      } catch {
        outcomes.append(error is CancellationError ? "\(name) cancelled" : "\(name) \(error)")
        throw error
      }
      await send(.record(name))
    }
  }

  @Test func finishWaitsForTheEffectsTheSendStarted() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let store = Store.serial(Lab(), initialState: .init())
    let task = store.send(
      .perform(.merge(.send(.record("now")), Self.sleeper("later", clock: clock, outcomes: outcomes))))
    #expect(store.log == ["now"])
    await settle()
    let waiter = Task { @MainActor in
      await task.finish()
      return store.log
    }
    await clock.advance(by: .seconds(1))
    #expect(await waiter.value == ["now", "later"])
    #expect(outcomes.entries == ["later woke"])
    #expect(store.runningEffectCount == 0)
  }

  @Test func finishReturnsAtOnceWhenTheSendStartedNoEffect() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let store = Store.serial(Lab(), initialState: .init())
    store.send(.perform(Self.sleeper("other", clock: clock, outcomes: outcomes)))
    await settle()
    // Another send's running effect is not this send's: finish does not wait for it.
    await store.send(.perform(.send(.record("sync")))).finish()
    #expect(store.log == ["sync"])
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(store.log == ["sync", "other"])
  }

  @Test func cancelCancelsTheEffectsTheSendStarted() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let store = Store.serial(Lab(), initialState: .init())
    let task = store.send(.perform(Self.sleeper("a", clock: clock, outcomes: outcomes)))
    let other = store.send(.perform(Self.sleeper("b", clock: clock, outcomes: outcomes)))
    await settle()
    task.cancel()
    // Waited for by yielding, so that a failure to cancel fails here instead of hanging.
    #expect(await yield(until: { !outcomes.entries.isEmpty }))
    #expect(outcomes.entries == ["a cancelled"])
    await clock.advance(by: .seconds(1))
    await task.finish()
    await other.finish()
    #expect(store.log == ["b"])
    #expect(outcomes.entries == ["a cancelled", "b woke"])
  }

  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let store = Store.serial(Lab(), initialState: .init())
    let task = store.send(.perform(Self.sleeper("refresh", clock: clock, outcomes: outcomes)))
    await settle()
    let waiter = Task { @MainActor in await task.finish() }
    await Task.yield()
    waiter.cancel()
    // Checked before the clock moves: if the cancellation were not passed on, the effect would
    // still be sleeping here.
    #expect(await yield(until: { store.runningEffectCount == 0 }))
    #expect(outcomes.entries == ["refresh cancelled"])
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(store.log.isEmpty)
  }

  @Test func aSendQueuedWhileProcessingReturnsAHandleThatWaitsForItsEffects() async throws {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let queued = Late<StoreTask>()
    let target = Late<Store<Lab>>()
    let store = Store.serial(
      Lab(), initialState: .init(),
      interceptors: [
        Interceptor { [outcomes] activity in
          guard case .action(.record("trigger"), _, _) = activity else { return }
          queued.value = target.value?.send(
            .perform(
              StoreTaskTests.sleeper("queued", clock: clock, outcomes: outcomes)))
        }
      ])
    target.value = store
    let outer = store.send(.perform(.send(.record("trigger"))))
    let handle = try #require(queued.value)
    await outer.finish()  // the outer send started no effect of its own
    #expect(store.runningEffectCount == 1)
    await settle()
    let waiter = Task { @MainActor in
      await handle.finish()
      return store.log
    }
    await clock.advance(by: .seconds(1))
    #expect(await waiter.value == ["trigger", "queued"])
  }

  @Test func cancellingAQueuedSendsHandleCancelsItsEffects() async throws {
    let clock = TestClock()
    let outcomes = Trail<String>()
    let queued = Late<StoreTask>()
    let target = Late<Store<Lab>>()
    let store = Store.serial(
      Lab(), initialState: .init(),
      interceptors: [
        Interceptor { [outcomes] activity in
          guard case .action(.record("trigger"), _, _) = activity else { return }
          let task = target.value?.send(
            .perform(
              StoreTaskTests.sleeper("queued", clock: clock, outcomes: outcomes)))
          // Cancelled before the store got to it: its effects are cancelled as they start.
          task?.cancel()
          queued.value = task
        }
      ])
    target.value = store
    store.send(.perform(.send(.record("trigger"))))
    let handle = try #require(queued.value)
    #expect(await yield(until: { !outcomes.entries.isEmpty }))
    #expect(outcomes.entries == ["queued cancelled"])
    await clock.advance(by: .seconds(1))
    await handle.finish()
    #expect(store.runningEffectCount == 0)
    #expect(store.log == ["trigger"])
  }
}
