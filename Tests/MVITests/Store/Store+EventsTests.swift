import MVI
import MVITesting
import TestSupport
import Testing

@MainActor
struct StoreEventsTests {
  func makeStore() -> Store<Lab> { Store(Lab(), initialState: .init()) }

  func emit(_ texts: String..., on store: Store<Lab>) {
    store.send(.perform(.merge(texts.map { .emit(.toast($0)) })))
  }

  @Test func eventsEmittedWithNoListenerAreBufferedForTheFirstListenerInOrder() async throws {
    let store = makeStore()
    emit("a", "b", on: store)
    emit("c", on: store)
    // Required: without buffered events the awaits below would wait forever.
    try #require(store.bufferedEventCount == 3)
    var first = store.events.makeAsyncIterator()
    #expect(store.bufferedEventCount == 0)
    #expect(await first.next() == .toast("a"))
    #expect(await first.next() == .toast("b"))
    #expect(await first.next() == .toast("c"))
    // Delivered once: a later listener does not get them again.
    var second = store.events.makeAsyncIterator()
    emit("d", on: store)
    #expect(await second.next() == .toast("d"))
    #expect(await first.next() == .toast("d"))
  }

  @Test func everyActiveListenerReceivesEveryEvent() async {
    let store = makeStore()
    var one = store.events.makeAsyncIterator()
    var two = store.events.makeAsyncIterator()
    emit("hello", "again", on: store)
    #expect(store.bufferedEventCount == 0)
    #expect(await one.next() == .toast("hello"))
    #expect(await two.next() == .toast("hello"))
    #expect(await two.next() == .toast("again"))
    #expect(await one.next() == .toast("again"))
  }

  @Test func eventsFromEffectsAreDeliveredToo() async {
    let store = makeStore()
    var events = store.events.makeAsyncIterator()
    await store.send(.perform(.run { send in await send.emit(.toast("from effect")) })).finish()
    #expect(await events.next() == .toast("from effect"))
  }

  @Test func aCancelledListenerStopsReceivingAndLaterEventsAreBufferedAgain() async throws {
    let store = makeStore()
    let received = CallLog()
    let stream = store.events
    let listener = Task { @MainActor in
      for await event in stream { received.append("\(event)") }
      received.append("ended")
    }
    emit("before", on: store)
    #expect(await yield(until: { received.entries == ["toast(\"before\")"] }))
    listener.cancel()
    await listener.value
    #expect(received.entries == ["toast(\"before\")", "ended"])

    emit("while nobody listens", on: store)
    try #require(store.bufferedEventCount == 1)
    var next = store.events.makeAsyncIterator()
    #expect(await next.next() == .toast("while nobody listens"))
    #expect(received.entries == ["toast(\"before\")", "ended"])
  }

  @Test func aCancelledListenerLeavesTheOthersReceiving() async {
    let store = makeStore()
    let stream = store.events
    let listener = Task { @MainActor in
      for await _ in stream {}
    }
    var remaining = store.events.makeAsyncIterator()
    listener.cancel()
    await listener.value
    emit("only for the remaining one", on: store)
    #expect(store.bufferedEventCount == 0)
    #expect(await remaining.next() == .toast("only for the remaining one"))
  }

  @Test func aListenerThatStopsIteratingLosesNoLaterEvent() async throws {
    let store = makeStore()
    do {
      var events = store.events.makeAsyncIterator()
      emit("first", on: store)
      #expect(await events.next() == .toast("first"))
    }
    // The iterator and its stream are gone: the next event waits for a new listener.
    emit("second", on: store)
    try #require(store.bufferedEventCount == 1)
    var events = store.events.makeAsyncIterator()
    #expect(await events.next() == .toast("second"))
  }

  @Test func eventsAListenerHeldWhenItWentAwayWaitForTheNextListenerInOrder() async throws {
    let store = makeStore()
    emit("waiting", on: store)
    do {
      var events = store.events.makeAsyncIterator()
      emit("held", "also held", on: store)
      #expect(await events.next() == .toast("waiting"))
    }
    emit("after", on: store)
    try #require(store.bufferedEventCount == 3)
    var events = store.events.makeAsyncIterator()
    #expect(await events.next() == .toast("held"))
    #expect(await events.next() == .toast("also held"))
    #expect(await events.next() == .toast("after"))
  }

  @Test func anEventOnlyAStoppedListenerHeldGoesToTheListenersStillRunning() async {
    let store = makeStore()
    var stopping: EventStream<Lab.Event>.Iterator? = store.events.makeAsyncIterator()
    emit("held", on: store)
    // Started after "held" was emitted: the stopping listener holds it.
    var late = store.events.makeAsyncIterator()
    emit("after", on: store)
    stopping = nil
    _ = stopping
    #expect(await late.next() == .toast("held"))
    #expect(await late.next() == .toast("after"))
    #expect(store.bufferedEventCount == 0)
  }

  @Test func anEventOneListenerTookIsNotHandedOnWhenAnotherStopsWithoutIt() async {
    let store = makeStore()
    var stopping: EventStream<Lab.Event>.Iterator? = store.events.makeAsyncIterator()
    var taking = store.events.makeAsyncIterator()
    emit("taken", on: store)
    #expect(await taking.next() == .toast("taken"))
    stopping = nil
    #expect(store.bufferedEventCount == 0, "delivered once, to the listener that took it")
    emit("next", on: store)
    var later = store.events.makeAsyncIterator()
    #expect(await taking.next() == .toast("next"))
    emit("last", on: store)
    #expect(await later.next() == .toast("last"), "the later listener got nothing twice")
    _ = stopping
  }

  @Test func theEventsFinishWhenTheStoreGoesAway() async {
    var store: Store<Lab>? = makeStore()
    let events = store!.events
    emit("last", on: store!)
    let finished = CallLog()
    let listener = Task { @MainActor in
      var seen: [Lab.Event] = []
      for await event in events { seen.append(event) }
      finished.append("finished")
      return seen
    }
    store = nil
    #expect(await yield(until: { finished.entries == ["finished"] }))
    listener.cancel()  // stops the iteration if the sequence did not finish
    #expect(await listener.value == [.toast("last")])
  }

  @Test func readingTheEventsStartsNoListenerItsIterationDoes() async throws {
    let store = makeStore()
    let stream = store.events
    emit("before the iteration", on: store)
    try #require(store.bufferedEventCount == 1, "a sequence made and not iterated takes nothing")
    var events = stream.makeAsyncIterator()
    #expect(store.bufferedEventCount == 0)
    #expect(await events.next() == .toast("before the iteration"))
  }

  @Test func eachIterationOfOneSequenceIsAListenerOfItsOwn() async throws {
    let store = makeStore()
    let stream = store.events
    let received = CallLog()
    let listeners = (0..<2).map { index in
      Task { @MainActor in
        // The iteration starts in the same main-actor turn, before the first suspension.
        received.append("\(index) started")
        for await event in stream { received.append("\(index) \(event)") }
      }
    }
    try #require(await yield(until: { received.entries.count == 2 }))
    emit("to both", on: store)
    // Sharing one listener, only one of them would receive it.
    #expect(await yield(until: { received.entries.count == 4 }))
    #expect(Set(received.entries.dropFirst(2)) == ["0 toast(\"to both\")", "1 toast(\"to both\")"])
    for listener in listeners { listener.cancel() }
  }

  @Test func aScopedStoresEventsFinishAtOnceAndTheMistakeIsReported() async {
    let failures = LockIsolated<[String]>([])
    let store = Store(
      Board(clock: TestClock()), initialState: .init(),
      interceptors: [
        Interceptor { if case .failure(let error) = $0 { failures.withLock { $0.append("\(error)") } } }
      ])
    let header: Store<Tile> = store.scope(state: \.header, intent: { .header($0) })
    let finished = CallLog()
    let listener = Task { @MainActor in
      for await _ in header.events {}
      finished.append("finished")
    }
    #expect(await yield(until: { finished.entries == ["finished"] }))
    listener.cancel()  // stops the iteration if the sequence did not finish
    #expect(
      failures.withLock { $0 }
        == [
          "\(CompositionError.eventsOfScopedStore(String(reflecting: Tile.self)))"
        ])
  }

  @Test func anEventWaitingWhenTheStoreWentAwayGoesToASequenceIteratedAfter() async {
    var store: Store<Lab>? = makeStore()
    let events = store!.events
    emit("waiting", on: store!)
    store = nil
    var seen: [Lab.Event] = []
    for await event in events { seen.append(event) }
    #expect(seen == [.toast("waiting")])
  }
}
