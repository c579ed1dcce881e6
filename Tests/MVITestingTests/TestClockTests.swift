import MVI
import MVITesting
import Testing

/// Time-based behaviour under a `TestClock`: no real waiting, and the same result every run.
@MainActor
@Suite struct TestClockTests {
  @Test func aSleepCancelledWhileStartingLeavesNoSleeperBehind() async {
    let clock = TestClock()
    for _ in 0..<2_000 {
      let task = Task.detached { try await clock.sleep(for: .seconds(1)) }
      task.cancel()
      _ = await task.result
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aWaitForASleeperThatNeverComesEndsAfterItsTimeout() async {
    let clock = TestClock()
    let started = ContinuousClock.now
    #expect(await !clock.waitForSleepers(1, timeout: .milliseconds(100)))
    #expect(ContinuousClock.now - started >= .milliseconds(100))
  }

  @Test func aWaitRunsOnTheCallersActorSoAHeldMainActorDoesNotUseItUp() async {
    // The effects a test waits for start on the main actor. A wait that ran elsewhere kept
    // counting while another test held the main actor (a million synchronous sends take ~18 s
    // under the thread sanitizer) and gave up before the effect could start. Here the test holds
    // the main actor itself for three times the wait's timeout, and lets a sleeper arrive before
    // it lets go: a wait on the main actor finds it at its next turn.
    let clock = TestClock()
    let waiter = Task { @MainActor in
      await clock.waitForSleepers(1, timeout: .milliseconds(100))
    }
    await Task.yield()  // the waiter is inside its wait now
    let held = ContinuousClock.now
    while ContinuousClock.now - held < .milliseconds(300) {}  // a long synchronous test
    let sleeper = Task.detached { try await clock.sleep(for: .seconds(1)) }
    while clock.sleeperCount == 0 {}  // still holding the main actor
    #expect(await waiter.value)
    sleeper.cancel()
  }

  @Test func debounceRunsOneSearchForTheLastQuery() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(Search(client: .mock, clock: clock), initialState: .init(), reporter: log.reporter)
    await store.send(.queryChanged("d")) { $0.query = "d" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("do")) { $0.query = "do" }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChanged("dog")) { $0.query = "dog" }
    await clock.advance(by: .milliseconds(299))
    #expect(store.isEffectRunning(id: "search"))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchStarted) { $0.isLoading = true }
    await store.receive(.resultsLoaded(["dog 1", "dog 2", "dog 3"])) {
      $0.isLoading = false
      $0.results = ["dog 1", "dog 2", "dog 3"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
    #expect(clock.now.offset == .milliseconds(699))
  }

  @Test func throttleRunsOncePerWindow() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(Search(client: .mock, clock: clock), initialState: .init(), reporter: log.reporter)
    await store.send(.refreshPulled)
    await store.receive(.refreshed) { $0.refreshCount = 1 }
    await store.send(.refreshPulled)
    await clock.advance(by: .milliseconds(500))
    await store.send(.refreshPulled)
    await clock.advance(by: .milliseconds(500))
    #expect(!store.isEffectRunning(id: "refresh"))
    await store.send(.refreshPulled)
    await store.receive(.refreshed) { $0.refreshCount = 2 }
    await clock.advance(by: Search.throttle)
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func aSlowSearchTimesOut() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(30)), clock: clock), initialState: .init(query: "cat"),
      reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(4_999))
    #expect(store.isEffectRunning(id: "search"))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchFailed("timed out")) {
      $0.isLoading = false
      $0.error = "timed out"
    }
    await store.finish()
    #expect(log.messages.isEmpty)
  }

  @Test func aSearchFasterThanTheTimeoutSucceeds() async {
    let log = FailureLog()
    let clock = TestClock()
    let store = TestStore(
      Search(client: .slow(clock, delay: .seconds(2)), clock: clock), initialState: .init(query: "cat"),
      reporter: log.reporter)
    await store.send(.searchTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.resultsLoaded(["cat (slow)"])) {
      $0.isLoading = false
      $0.results = ["cat (slow)"]
    }
    await store.finish()
    #expect(log.messages.isEmpty)
    await clock.run()
    #expect(clock.sleeperCount == 0)
  }
}
