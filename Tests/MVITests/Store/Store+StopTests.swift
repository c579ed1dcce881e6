import MVI
import MVITesting
import TestSupport
import Testing

/// `store.stop()`: what a store going away does, while it is still held.
@MainActor
struct StoreStopTests {
  let clock = TestClock()

  /// Lab, with a failure log as its interceptor.
  func lab(_ failures: FailureLog) -> Store<Lab> {
    Store.serial(
      Lab(), initialState: Lab.State(),
      interceptors: [Interceptor { if case .failure(let error) = $0 { failures.append(error) } }])
  }

  var tick: Effect<Lab.Action, Lab.Event> {
    .run { [clock] send in
      try await clock.sleep(for: .seconds(1))
      await send(.record("tick"))
    }
    .cancellable(id: "tick")
  }

  @Test func stopCancelsRunningEffectsAndWhatTheyWouldSendNeverArrives() async {
    let store = lab(FailureLog())
    let task = store.send(.perform(tick))
    await settle()
    #expect(store.isEffectRunning(id: "tick"))
    store.stop()
    #expect(store.isStopped)
    #expect(!store.isEffectRunning(id: "tick"))
    await task.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.state.log.isEmpty)
    #expect(store.runningEffectCount == 0)
  }

  @Test func stopFinishesStateStreamsAndEventSequences() async {
    let store = lab(FailureLog())
    let states = Task { @MainActor in
      var values: [Int] = []
      for await state in store.states() { values.append(state.value) }
      return values
    }
    let events = Task { @MainActor in
      var received: [Lab.Event] = []
      for await event in store.events { received.append(event) }
      return received
    }
    await settle()
    store.send(.perform(.merge(.send(.set(1)), .emit(.toast("hi")))))
    await yield(until: { store.state.value == 1 })
    store.stop()
    #expect(await states.value == [0, 1])
    #expect(await events.value == [.toast("hi")])
  }

  @Test func anEventSequenceAskedForAfterStopIsFinishedAtOnce() async {
    // The store's event channel is made on the first listener: here, after the stop.
    let store = lab(FailureLog())
    store.stop()
    var received: [Lab.Event] = []
    for await event in store.events { received.append(event) }
    #expect(received.isEmpty)
  }

  @Test func aSendAfterStopIsIgnoredAndReported() async {
    let failures = FailureLog()
    let store = lab(failures)
    store.send(.perform(.send(.set(1))))
    store.stop()
    await store.send(.perform(.merge(.send(.set(2)), tick))).finish()
    #expect(store.state.value == 1, "the state stays readable, as it was")
    #expect(store.runningEffectCount == 0)
    #expect(failures.errors.count == 1)
    guard case .sentAfterStop(let feature, let intent) = failures.errors.first as? StopError else {
      Issue.record("not a send after stop: \(failures.errors)")
      return
    }
    #expect(feature == "Lab")
    #expect(intent.hasPrefix("Lab.Intent.perform(Effect<Lab.Action, Lab.Event>(operation:"))
    #expect(
      "\(failures.errors[0])".hasPrefix("Store<Lab> was stopped; the intent Lab.Intent.perform("))
  }

  @Test func stoppingDuringASendDropsTheSendsQueuedBehindItAndStartsNothingMore() async {
    let store = Late<Store<Lab>>()
    store.value = Store.serial(
      Lab(), initialState: Lab.State(),
      interceptors: [
        Interceptor { activity in
          // On the first action: queue a send, then stop before it is processed.
          guard case .action(.set(1), _, _) = activity else { return }
          store.value?.send(.perform(.send(.set(2))))
          store.value?.stop()
        }
      ])
    await store.value?.send(.perform(.merge(.send(.set(1)), tick))).finish()
    #expect(store.value?.state.value == 1)
    #expect(store.value?.runningEffectCount == 0, "the send's timer was not started")
    store.value?.send(.perform(.send(.set(3))))
    #expect(store.value?.state.value == 1)
  }

  @Test func aSubscriberOfAStoppedStoreGetsTheStateOnceAndNoMore() async {
    let store = lab(FailureLog())
    var seen: [Int] = []
    let before = store.subscribe { seen.append($0.value) }
    store.send(.perform(.send(.set(1))))
    store.stop()
    let after = store.subscribe { seen.append($0.value * 10) }
    store.send(.perform(.send(.set(2))))
    #expect(seen == [0, 1, 10])
    var late: [Int] = []
    for await state in store.states() { late.append(state.value) }
    #expect(late == [1], "a new stream gets the state, then finishes")
    _ = (before, after)
  }

  @Test func stoppingTwiceDoesNothingMore() {
    let failures = FailureLog()
    let store = lab(failures)
    store.stop()
    store.stop()
    #expect(store.isStopped)
    #expect(failures.errors.isEmpty)
  }

  @Test func stopOnAScopedStoreStopsNothingAndIsReported() async {
    let failures = FailureLog()
    let root = Store.serial(
      Board(clock: clock), initialState: Board.State([Tile.State(id: 1)]),
      interceptors: [Interceptor { if case .failure(let error) = $0 { failures.append(error) } }])
    let tile: Store<Tile>? = root.scope(state: \.tiles[id: 1], intent: { .tile(1, $0) })
    tile?.stop()
    #expect(tile?.isStopped == false)
    #expect(!root.isStopped)
    tile?.send(.increment)
    #expect(root.state.tiles[id: 1]?.count == 1)
    #expect(failures.errors.map { $0 as? StopError } == [.scopedStore(feature: "Tile")])
    root.stop()
    #expect(tile?.isStopped == true, "a scoped store answers for its root")
  }
}
