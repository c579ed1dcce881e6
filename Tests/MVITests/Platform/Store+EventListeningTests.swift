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

  @Test func afterCancelTheHandlerIsNotCalledEvenForAnEventAlreadyOnItsWay() async {
    let store = makeStore()
    let log = CallLog()
    let subscription = store.onEvent { log.append("\($0)") }
    // Let the listener reach its `for await`, so the event is handed to it at once.
    emit("first", on: store)
    #expect(await yield(until: { log.entries.count == 1 }))
    emit("late", on: store)
    subscription.cancel()
    for _ in 0..<1_000 { await Task.yield() }
    #expect(log.entries == [#"toast("first")"#])
    // The cancelled listener is gone: the next event waits for the next listener.
    emit("later", on: store)
    #expect(store.bufferedEventCount == 1)
  }

  @Test func releasingTheSubscriptionStopsTheListener() async {
    let store = makeStore()
    let log = CallLog()
    var subscription: StoreSubscription? = store.onEvent { log.append("\($0)") }
    _ = subscription
    subscription = nil
    emit("after", on: store)
    for _ in 0..<1_000 { await Task.yield() }
    #expect(log.entries.isEmpty)
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
    store.send(.perform(.send(.set(2))))
    emit("gone", on: store)
    for _ in 0..<1_000 { await Task.yield() }
    #expect(log.entries == ["state 0", "state 1", #"toast("hi")"#])
  }
}
