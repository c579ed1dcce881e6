import MVI
import TestSupport
import Testing

/// A feature whose state is not `Equatable`.
struct Tally: Feature {
  struct State: Sendable {
    var count = 0
  }

  enum Intent: Sendable {
    case add(Int)
    case nothing
  }

  typealias Action = Int

  func reduce(_ state: inout State, _ action: Int) { state.count += action }

  func handle(_ intent: Intent, state: State) -> Effect<Int, Never> {
    switch intent {
    case .add(let amount): return .send(amount)
    case .nothing: return .none
    }
  }
}

@MainActor
struct StoreStatesTests {
  @Test func statesYieldsTheCurrentStateThenEachChangeInOrder() async {
    let store = Store(Counter(), initialState: .init(count: 5))
    var states = store.states().makeAsyncIterator()
    store.send(.increment)
    store.send(.rename("Six"))
    store.send(.decrement)
    #expect(await states.next() == Counter.State(count: 5, title: "Counter"))
    #expect(await states.next() == Counter.State(count: 6, title: "Counter"))
    #expect(await states.next() == Counter.State(count: 6, title: "Six"))
    #expect(await states.next() == Counter.State(count: 5, title: "Six"))
  }

  @Test func equatableStatesAreDeduplicatedWhenAskedFor() async {
    let store = Store(Lab(), initialState: .init(value: 1))
    var states = store.states(removingDuplicates: true).makeAsyncIterator()
    store.send(.perform(.send(.set(1))))  // applied, but the state is equal
    store.send(.perform(.send(.set(2), .set(1))))  // changed and back within one send
    store.send(.perform(.send(.set(2))))
    #expect(await states.next()?.value == 1)
    #expect(await states.next()?.value == 2)
  }

  @Test func anEquatableStateIsNotDeduplicatedUnlessAskedFor() async {
    // Adding `Equatable` to a state must not change what a consumer receives.
    let store = Store(Lab(), initialState: .init(value: 1))
    var states = store.states().makeAsyncIterator()
    var explicit = store.states(removingDuplicates: false).makeAsyncIterator()
    store.send(.perform(.send(.set(1))))
    store.send(.perform(.send(.set(2))))
    for _ in 0..<2 {
      #expect(await states.next()?.value == 1)
      #expect(await explicit.next()?.value == 1)
    }
    #expect(await states.next()?.value == 2)
    #expect(await explicit.next()?.value == 2)
  }

  @Test func nonEquatableStatesAreYieldedAfterEverySendThatAppliedAnAction() async {
    let store = Store(Tally(), initialState: .init())
    var states = store.states().makeAsyncIterator()
    store.send(.add(0))
    store.send(.nothing)  // applied no action: nothing to publish
    store.send(.add(2))
    #expect(await states.next()?.count == 0)
    #expect(await states.next()?.count == 0)
    #expect(await states.next()?.count == 2)
  }

  @Test func statesFromEffectsAreYielded() async {
    let store = Store(Lab(), initialState: .init())
    var states = store.states().makeAsyncIterator()
    await store.send(.perform(.run { send in await send(.set(3)) })).finish()
    #expect(await states.next()?.value == 0)
    #expect(await states.next()?.value == 3)
  }

  @Test func bufferingNewestKeepsOnlyTheLatestStates() async {
    let store = Store(Counter(), initialState: .init())
    var states = store.states(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
    for _ in 0..<5 { store.send(.increment) }
    #expect(await states.next()?.count == 5)
  }

  @Test func theStatesFinishWhenTheStoreGoesAway() async {
    var store: Store<Counter>? = Store(Counter(), initialState: .init())
    let states = store!.states()
    store?.send(.increment)
    let finished = CallLog()
    let listener = Task { @MainActor in
      var seen: [Int] = []
      for await state in states { seen.append(state.count) }
      finished.append("finished")
      return seen
    }
    store = nil
    #expect(await yield(until: { finished.entries == ["finished"] }))
    listener.cancel()
    #expect(await listener.value == [0, 1])
  }

  @Test func subscribeIsCalledAtOnceAndSynchronouslyAfterEachChange() {
    let store = Store(Counter(), initialState: .init())
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }
    #expect(seen == [0])
    store.send(.increment)
    #expect(seen == [0, 1])
    store.send(.rename("Other"))
    #expect(seen == [0, 1, 1])
    store.send(.rename("Other"))  // an equal state is delivered too: the state is Equatable, but nobody asked
    store.send(.increment)
    #expect(seen == [0, 1, 1, 1, 2])
    subscription.cancel()
  }

  @Test func subscribeRemovingDuplicatesSkipsEqualStates() {
    let store = Store(Counter(), initialState: .init())
    var seen: [String] = []
    let subscription = store.subscribe(removingDuplicates: true) { seen.append("\($0.count) \($0.title)") }
    store.send(.rename("Other"))
    store.send(.rename("Other"))  // equal state: skipped
    store.send(.increment)
    store.send(.decrement)
    #expect(seen == ["0 Counter", "0 Other", "1 Other", "0 Other"])
    subscription.cancel()
  }

  @Test func subscribeToANonEquatableStateIsCalledAfterEverySendThatAppliedAnAction() {
    let store = Store(Tally(), initialState: .init())
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }
    store.send(.add(0))
    store.send(.nothing)
    store.send(.add(3))
    #expect(seen == [0, 0, 3])
    subscription.cancel()
  }

  @Test func aCancelledSubscriptionIsNotCalledAgain() {
    let store = Store(Counter(), initialState: .init())
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }
    store.send(.increment)
    subscription.cancel()
    store.send(.increment)
    subscription.cancel()  // cancelling twice is harmless
    #expect(seen == [0, 1])
  }

  @Test func aSubscriptionCancelledByAnotherSubscriberDuringAChangeIsNotCalledWithIt() {
    let store = Store(Counter(), initialState: .init())
    var calls: [String] = []
    var second: StoreSubscription?
    var third: StoreSubscription?
    let first = store.subscribe { state in
      calls.append("first \(state.count)")
      guard state.count == 1 else { return }
      second?.cancel()
      // Subscribed during the change: called once, when it subscribes, not again with it.
      third = store.subscribe { calls.append("third \($0.count)") }
    }
    second = store.subscribe { calls.append("second \($0.count)") }
    store.send(.increment)
    #expect(calls == ["first 0", "second 0", "first 1", "third 1"])
    store.send(.increment)
    #expect(calls.suffix(2) == ["first 2", "third 2"])
    first.cancel()
    third?.cancel()
    #expect(rootSubscriberCount(store) == 0)
  }

  @Test func aSubscriberThatSendsKeepsTheStateItWasGivenUntilItReturns() {
    // The store hands its state to subscribers by address: a send from a subscriber must wait
    // until every subscriber has returned, so that the value a subscriber holds never changes.
    let store = Store(Counter(), initialState: .init())
    var seen: [String] = []
    let first = store.subscribe { state in
      let before = state.count
      if before == 1 { store.send(.increment) }
      seen.append("first \(before) \(state.count)")
    }
    let second = store.subscribe { state in seen.append("second \(state.count)") }
    store.send(.increment)
    #expect(
      seen == ["first 0 0", "second 0", "first 1 1", "second 1", "first 2 2", "second 2"])
    #expect(store.count == 2)
    first.cancel()
    second.cancel()
  }

  @Test func aSubscriberThatLetsGoOfTheLastReferenceToTheStoreReadsItsStateSafely() {
    // The state is handed over in place: the send keeps the store alive until it returns, so a
    // subscriber that drops the only reference still reads valid memory.
    var store: Store<Tally>? = Store(Tally(), initialState: .init())
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var weakStore: Store<Tally>?
    weakStore = store
    var seen: [Int] = []
    let subscription = store?.subscribe { state in
      guard state.count > 0 else { return }
      store = nil
      seen.append(state.count)
    }
    store?.send(.add(5))
    #expect(seen == [5])
    #expect(weakStore == nil)
    subscription?.cancel()
  }

  @Test func aSubscriberThatCancelsItselfAndStopsTheStoreEndsTheChange() {
    let store = Store(Counter(), initialState: .init())
    var calls: [String] = []
    var first: StoreSubscription?
    first = store.subscribe { state in
      calls.append("first \(state.count)")
      guard state.count == 1 else { return }
      first?.cancel()
      store.stop()
    }
    let second = store.subscribe { calls.append("second \($0.count)") }
    store.send(.increment)
    #expect(calls == ["first 0", "second 0", "first 1"])
    second.cancel()
  }

  @Test func aReleasedSubscriptionIsNotCalledAgain() {
    let store = Store(Counter(), initialState: .init())
    var seen: [Int] = []
    var subscription: StoreSubscription? = store.subscribe { seen.append($0.count) }
    store.send(.increment)
    #expect(subscription != nil)
    subscription = nil
    store.send(.increment)
    #expect(seen == [0, 1])
  }

  @Test func aSubscriptionOutlivingItsStoreIsHarmless() {
    var store: Store<Counter>? = Store(Counter(), initialState: .init())
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var weakStore: Store<Counter>?
    weakStore = store
    var seen: [Int] = []
    let subscription = store!.subscribe { seen.append($0.count) }
    store = nil
    #expect(weakStore == nil)
    subscription.cancel()
    #expect(seen == [0])
  }
}
