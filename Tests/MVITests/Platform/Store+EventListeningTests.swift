import MVI
import MVITesting
import TestSupport
import Testing

@MainActor
struct StoreEventListeningTests {
  func makeStore() -> Store<Lab> { Store(Lab(), initialState: .init()) }

  func emit(_ texts: String..., on store: Store<Lab>) {
    store.send(.perform(.merge(texts.map { .emit(.toast($0)) })))
  }

  /// Starts a listener with `start`, handing it a handler that logs into `log`, and returns what
  /// `start` returned and whether the listener's task has ended.
  ///
  /// The handler holds the only reference to a token, which goes when the task that calls the
  /// handler returns and lets it go. Once `ended()`, the handler is never called again: what
  /// `log` lacks then never arrives, however late the task ran.
  func listener<Started>(
    logging log: CallLog, start: (@escaping @MainActor (Lab.Event) -> Void) -> Started
  ) -> (started: Started, ended: () -> Bool) {
    let token = HandlerToken()
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var handlerHeld: HandlerToken?
    handlerHeld = token
    let started = start { event in
      _ = token
      log.append("\(event)")
    }
    return (started, { handlerHeld == nil })
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
    let (subscription, ended) = listener(logging: log) { store.onEvent($0) }
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
    // The cancelled listener's task has run to its end: its handler is never called again.
    #expect(await yield(until: ended))
    #expect(log.entries == [#"toast("first")"#])
    another.cancel()
  }

  @Test(arguments: 0..<4)
  func anEventEmittedAfterTheOnlyListenerStoppedReachesTheNextListener(turnsBeforeStopping: Int) async {
    let store = makeStore()
    var lost: [Int] = []
    var stalled: [Int] = []
    for attempt in 0..<1_000 {
      let stopped = CallLog()
      let (subscription, stoppedEnded) = listener(logging: stopped) { store.onEvent($0) }
      // 0 turns: the listener's task has not run yet; more: it waits in its `for await`.
      for _ in 0..<turnsBeforeStopping { await Task.yield() }
      subscription.cancel()
      emit("\(attempt)", on: store)
      let next = CallLog()
      let listener = store.onEvent { next.append("\($0)") }
      switch await Self.outcome(of: "\(attempt)", takenBy: next, store: store) {
      case .stalled: stalled.append(attempt)
      case .lost: lost.append(attempt)
      case .received: break
      }
      listener.cancel()
      #expect(await yield(until: stoppedEnded, limit: 10_000), "the stopped listener's task never ended")
      #expect(stopped.entries.isEmpty)
    }
    #expect(
      stalled.isEmpty,
      "the next listener stalled in \(stalled.count) of 1,000 tries, first \(stalled.prefix(5))")
    #expect(lost.count == 0, "lost in \(lost.count) of 1,000 tries, first \(lost.prefix(5))")
  }

  @Test(arguments: 0..<3)
  func anEventEmittedAfterAListeningTaskWasCancelledReachesTheNextListener(turnsBeforeStopping: Int) async {
    let store = makeStore()
    var lost: [Int] = []
    var stalled: [Int] = []
    for attempt in 0..<1_000 {
      let stopped = CallLog()
      let task = Task { await store.listen { stopped.append("\($0)") } }
      for _ in 0..<turnsBeforeStopping { await Task.yield() }
      task.cancel()
      emit("\(attempt)", on: store)
      let next = CallLog()
      let listener = store.onEvent { next.append("\($0)") }
      switch await Self.outcome(of: "\(attempt)", takenBy: next, store: store) {
      case .stalled: stalled.append(attempt)
      case .lost: lost.append(attempt)
      case .received: break
      }
      listener.cancel()
      await task.value  // the stopped listener has returned: it calls nothing more
      #expect(stopped.entries.isEmpty)
    }
    #expect(
      stalled.isEmpty,
      "the next listener stalled in \(stalled.count) of 1,000 tries, first \(stalled.prefix(5))")
    #expect(lost.count == 0, "lost in \(lost.count) of 1,000 tries, first \(lost.prefix(5))")
  }

  /// What became of the event `text`, emitted before the listener logging into `next` started.
  enum Outcome { case received, lost, stalled }

  /// Emits a sentinel after `text` and waits for the listener logging into `next` to take it. A
  /// listener takes events in the order they were emitted, so once it has the sentinel it has run
  /// past the point where it took `text` or not: `text` missing then is lost, never merely late.
  /// A listener that never takes the sentinel has stalled, told apart from a lost event.
  static func outcome(of text: String, takenBy next: CallLog, store: Store<Lab>) async -> Outcome {
    let event = #"toast("\#(text)")"#
    let sentinel = #"toast("after \#(text)")"#
    store.send(.perform(.emit(.toast("after \(text)"))))
    guard await yield(until: { next.entries.last == sentinel }, limit: 10_000) else { return .stalled }
    #expect(next.entries.count <= 2, "received twice: \(next.entries)")
    return next.entries.first == event ? .received : .lost
  }

  @Test func releasingTheSubscriptionStopsTheListener() async {
    let store = makeStore()
    let log = CallLog()
    var subscription: StoreSubscription?
    let ended = listener(logging: log) { subscription = store.onEvent($0) }.ended
    _ = subscription
    subscription = nil
    emit("after", on: store)
    #expect(store.bufferedEventCount == 1, "no listener: the event waits")
    // The released listener's task gets every chance to run while the next listener takes it.
    let next = CallLog()
    let another = store.onEvent { next.append("\($0)") }
    #expect(await yield(until: { next.entries == [#"toast("after")"#] }))
    // The released listener's task has run to its end: its handler is never called again.
    #expect(await yield(until: ended))
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
    let listenerEnded = listener(logging: log) { store.onEvent($0).store(in: &subscriptions) }.ended
    #expect(subscriptions.count == 2)
    store.send(.perform(.send(.set(1))))
    emit("hi", on: store)
    #expect(await yield(until: { log.entries.count == 3 }))
    subscriptions = []
    // A subscriber is called during the send: after it, the state subscription has had its chance.
    store.send(.perform(.send(.set(2))))
    emit("gone", on: store)
    #expect(store.bufferedEventCount == 1, "no listener: the event waits")
    // The event listener's task has run to its end: its handler is never called again.
    #expect(await yield(until: listenerEnded))
    #expect(log.entries == ["state 0", "state 1", #"toast("hi")"#])
  }
}

/// What a listener's handler holds so that a test can tell when the handler was let go.
private final class HandlerToken {}
