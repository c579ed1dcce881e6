import MVI
import MVITesting
import Testing

@MainActor
struct StoreEventListeningTests {
  func makeStore() -> Store<Lab> { Store(Lab(), initialState: .init()) }

  func emit(_ texts: String..., on store: Store<Lab>) {
    store.send(.perform(.merge(texts.map { .emit(.toast($0)) })))
  }

  @Test func onEventCallsTheHandlerWithEachEventInOrder() async {
    let store = makeStore()
    let log = CallLog()
    let subscription = store.onEvent { event in
      MainActor.assertIsolated()
      log.append("\(event)")
    }
    emit("a", "b", on: store)
    await store.send(.perform(.run { send in await send.emit(.toast("c")) })).finish()
    #expect(await yield(until: { log.entries.count == 3 }))
    #expect(log.entries == [#"toast("a")"#, #"toast("b")"#, #"toast("c")"#])
    subscription.cancel()
  }

  @Test func theListenerStartsAtOnceSoAnEventEmittedRightAfterIsItsNotBuffered() async {
    let store = makeStore()
    let log = CallLog()
    let subscription = store.onEvent { log.append("\($0)") }
    emit("now", on: store)
    #expect(store.bufferedEventCount == 0)
    #expect(await yield(until: { log.entries == [#"toast("now")"#] }))
    subscription.cancel()
  }

  @Test func afterCancelTheHandlerIsNotCalledAndTheEventOnItsWayWaitsForTheNextListener() async {
    let store = makeStore()
    let log = CallLog()
    let subscription = store.onEvent { log.append("\($0)") }
    // Let the listener reach its `for await`, so the event is handed to it at once.
    emit("first", on: store)
    #expect(await yield(until: { log.entries.count == 1 }))
    emit("late", on: store)
    subscription.cancel()
    emit("later", on: store)
    #expect(store.bufferedEventCount == 2, "the cancelled listener took neither")
    let next = CallLog()
    let another = store.onEvent { next.append("\($0)") }
    #expect(await yield(until: { next.entries.count == 2 }))
    #expect(next.entries == [#"toast("late")"#, #"toast("later")"#])
    #expect(log.entries == [#"toast("first")"#])
    another.cancel()
  }

  @Test(arguments: 0..<4)
  func anEventEmittedAfterTheOnlyListenerStoppedReachesTheNextListener(turnsBeforeStopping: Int) async {
    let store = makeStore()
    var lost: [Int] = []
    for attempt in 0..<1_000 {
      let stopped = CallLog()
      let subscription = store.onEvent { stopped.append("\($0)") }
      // 0 turns: the listener's task has not run yet; more: it waits in its `for await`.
      for _ in 0..<turnsBeforeStopping { await Task.yield() }
      subscription.cancel()
      emit("\(attempt)", on: store)
      let next = CallLog()
      let listener = store.onEvent { next.append("\($0)") }
      if !(await yield(until: { !next.entries.isEmpty }, limit: 1_000)) { lost.append(attempt) }
      listener.cancel()
      #expect(stopped.entries.isEmpty)
      #expect(next.entries.count <= 1)
    }
    #expect(lost.count == 0, "lost in \(lost.count) of 1,000 tries, first \(lost.prefix(5))")
  }

  @Test(arguments: 0..<3)
  func anEventEmittedAfterAListeningTaskWasCancelledReachesTheNextListener(turnsBeforeStopping: Int) async {
    let store = makeStore()
    var lost: [Int] = []
    for attempt in 0..<1_000 {
      let stopped = CallLog()
      let task = Task { await store.listen { stopped.append("\($0)") } }
      for _ in 0..<turnsBeforeStopping { await Task.yield() }
      task.cancel()
      emit("\(attempt)", on: store)
      let next = CallLog()
      let listener = store.onEvent { next.append("\($0)") }
      if !(await yield(until: { !next.entries.isEmpty }, limit: 1_000)) { lost.append(attempt) }
      listener.cancel()
      await task.value
      #expect(stopped.entries.isEmpty)
    }
    #expect(lost.count == 0, "lost in \(lost.count) of 1,000 tries, first \(lost.prefix(5))")
  }

  @Test func releasingTheSubscriptionStopsTheListener() async {
    let store = makeStore()
    let log = CallLog()
    var subscription: StoreSubscription? = store.onEvent { log.append("\($0)") }
    _ = subscription
    subscription = nil
    emit("after", on: store)
    #expect(store.bufferedEventCount == 1, "no listener: the event waits")
    // The released listener's task gets every chance to run while the next listener takes it.
    let next = CallLog()
    let another = store.onEvent { next.append("\($0)") }
    #expect(await yield(until: { next.entries == [#"toast("after")"#] }))
    #expect(log.entries.isEmpty)
    another.cancel()
  }

  @Test func theListenerDoesNotKeepTheStoreAliveAndEndsWithIt() async {
    @MainActor final class Probe {}
    weak var weakStore: Store<Lab>?
    weak var weakProbe: Probe?
    var subscription: StoreSubscription?
    do {
      let store = makeStore()
      let probe = Probe()
      weakStore = store
      weakProbe = probe
      subscription = store.onEvent { _ in _ = probe }
    }
    #expect(weakStore == nil)
    // The listener's task ended with the store's events and let its handler go.
    #expect(await yield(until: { weakProbe == nil }))
    subscription?.cancel()
  }

  @Test func listenReturnsWhenItsTaskIsCancelledAndCallsNothingAfter() async {
    let store = makeStore()
    let log = CallLog()
    let listener = Task { @MainActor in
      await store.listen { log.append("\($0)") }
      log.append("returned")
    }
    emit("seen", on: store)
    #expect(await yield(until: { log.entries == [#"toast("seen")"#] }))
    emit("late", on: store)
    listener.cancel()
    await listener.value
    #expect(log.entries == [#"toast("seen")"#, "returned"])
  }

  @Test func aSetOfSubscriptionsEndsThemAllWhenItGoesAway() async {
    let store = makeStore()
    let log = CallLog()
    var subscriptions: Set<StoreSubscription> = []
    store.subscribe { log.append("state \($0.value)") }.store(in: &subscriptions)
    store.onEvent { log.append("\($0)") }.store(in: &subscriptions)
    #expect(subscriptions.count == 2)
    store.send(.perform(.send(.set(1))))
    emit("hi", on: store)
    #expect(await yield(until: { log.entries.count == 3 }))
    subscriptions = []
    // A subscriber is called during the send: after it, the state subscription has had its chance.
    store.send(.perform(.send(.set(2))))
    emit("gone", on: store)
    #expect(store.bufferedEventCount == 1, "no listener: the event waits")
    #expect(log.entries == ["state 0", "state 1", #"toast("hi")"#])
  }
}
