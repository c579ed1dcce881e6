import MVI
import Testing

/// The ring a store writes its steps into: what it keeps and drops, how it numbers them, and the
/// store's paths that write it (inline for the first interceptor, through hooks otherwise).
@MainActor
struct StepRingTests {
  /// The ring's steps, oldest first, as text: `index:order kind` (and `<-cause` for an action).
  static func steps<F: Feature>(_ ring: StepRing<F>) -> [String] where F.State == Lab.State {
    let states = ring.replayed
    return (0..<ring.count).map { offset in
      let slot = ring[offset]
      let index = ring.droppedCount + offset
      switch slot.entry {
      case .intent: return "\(index) intent"
      case .action(let action, let source, _):
        let cause = slot.cause < 0 ? "" : " <-\(slot.cause)"
        return "\(index) \(source) \(action) -> \(states[offset]!.value)\(cause)"
      case .event(let event): return "\(index) event \(event)"
      case .failure(let key): return "\(index) failure \(ring.failure(key))"
      }
    }
  }

  /// An interceptor that keeps everything in `ring`.
  static func keeping<F: Feature>(in ring: StepRing<F>) -> Interceptor<F> {
    Interceptor(ring: ring) { activity in
      switch activity {
      case .event(let event): ring.keepEvent(event)
      case .failure(let error): ring.keepFailure(error)
      case .intent, .action: Issue.record("an intent or an action reached the ring's other hook")
      }
    }
  }

  @Test func aFullRingDropsItsOldestStepAndTheStateAfterADroppedActionBecomesTheBase() {
    let ring = StepRing<Lab>(capacity: 3, order: StepOrder())
    #expect(ring.base == nil && ring.count == 0)
    ring.keepIntent(.perform(.none), state: .init(value: 1))
    ring.keepAction(.set(2), before: .init(value: 1), after: .init(value: 2), source: .intent)
    ring.keepEvent(.toast("a"))
    #expect(ring.base == Lab.State(value: 1), "the state before the first step")
    #expect(Self.steps(ring) == ["0 intent", "1 intent set(2) -> 2 <-0", "2 event toast(\"a\")"])

    ring.keepAction(.set(3), before: .init(value: 2), after: .init(value: 3), source: .effect)
    #expect(ring.base == Lab.State(value: 1), "an intent left: the base stays")
    ring.keepEvent(.toast("b"))
    #expect(ring.base == Lab.State(value: 2), "the action to 2 left: the base is its state")
    #expect(Self.steps(ring) == ["2 event toast(\"a\")", "3 effect set(3) -> 3", "4 event toast(\"b\")"])
    #expect(ring.droppedCount == 2 && ring.nextIndex == 5)
  }

  @Test func aRingOfOneKeepsTheNewestStepAndOfNoneOne() {
    for capacity in [1, 0, -5] {
      let ring = StepRing<Lab>(capacity: capacity, order: StepOrder())
      #expect(ring.capacity == 1)
      ring.keepIntent(.perform(.none), state: .init(value: 1))
      ring.keepAction(.set(2), before: .init(value: 1), after: .init(value: 2), source: .intent)
      ring.keepEvent(.toast("a"))
      #expect(Self.steps(ring) == ["2 event toast(\"a\")"])
      #expect(ring.base == Lab.State(value: 2))
    }
  }

  @Test func aRingGrowsAsItFillsUpToItsCapacityKeepingItsStepsInOrder() {
    let ring = StepRing<Lab>(capacity: 200, order: StepOrder())
    for value in 1...500 {
      ring.keepAction(
        .set(value), before: .init(value: value - 1), after: .init(value: value), source: .effect)
      if value == 100 {
        #expect(ring.count == 100 && ring.base == Lab.State(value: 0))
        #expect(Self.steps(ring).first == "0 effect set(1) -> 1")
        #expect(Self.steps(ring).last == "99 effect set(100) -> 100")
      }
    }
    #expect(ring.count == 200 && ring.droppedCount == 300)
    #expect(ring.base == Lab.State(value: 300))
    #expect(Self.steps(ring) == (301...500).map { "\($0 - 1) effect set(\($0)) -> \($0)" })
  }

  @Test func aRingOfAnyCapacityTakesMemoryOnlyForTheStepsItKeeps() {
    // A limit given as "keep everything" must not allocate it up front.
    let ring = StepRing<Lab>(capacity: .max, order: StepOrder())
    for value in 1...3 { ring.keepEvent(.toast("\(value)")) }
    #expect(Self.steps(ring) == ["0 event toast(\"1\")", "1 event toast(\"2\")", "2 event toast(\"3\")"])
  }

  @Test func anActionAppliedWhileAnIntentIsHandledNamesThatIntentEvenOnceItWasDropped() {
    let ring = StepRing<Lab>(capacity: 2, order: StepOrder())
    ring.keepIntent(.perform(.none), state: .init())
    ring.keepAction(.set(1), before: .init(), after: .init(value: 1), source: .intent)
    ring.keepAction(.set(2), before: .init(value: 1), after: .init(value: 2), source: .intent)
    ring.keepAction(.set(3), before: .init(value: 2), after: .init(value: 3), source: .effect)
    #expect(Self.steps(ring) == ["2 intent set(2) -> 2 <-0", "3 effect set(3) -> 3"])
  }

  @Test func ringsThatShareACounterNumberTheirStepsInTheOrderTheyHappened() {
    let order = StepOrder()
    let first = StepRing<Lab>(capacity: 10, order: order)
    let second = StepRing<Lab>(capacity: 10, order: order)
    first.keepEvent(.toast("1"))
    second.keepEvent(.toast("2"))
    second.keepEvent(.toast("3"))
    first.keepEvent(.toast("4"))
    #expect((0..<first.count).map { first[$0].order } == [0, 3])
    #expect((0..<second.count).map { second[$0].order } == [1, 2])
    #expect(order.last == 3)
  }

  @Test func aFailuresErrorIsKeptOnlyWhileItsSlotIsInTheRing() {
    let ring = StepRing<Lab>(capacity: 3, order: StepOrder())
    for code in 1...100 {
      ring.keepFailure(Boom(code: code))
      ring.keepEvent(.toast("\(code)"))
    }
    #expect(
      Self.steps(ring) == ["197 event toast(\"99\")", "198 failure boom 100", "199 event toast(\"100\")"])
    #expect(ring.keptFailureCount <= 3, "the errors of failures that left the ring are let go")
  }

  @Test func clearForgetsEveryStepAndTheBaseAndNumbersOnFromTheCounter() {
    let ring = StepRing<Lab>(capacity: 2, order: StepOrder())
    ring.keepIntent(.perform(.none), state: .init(value: 1))
    ring.keepFailure(Boom(code: 1))
    ring.keepEvent(.toast("a"))
    ring.clear()
    #expect(ring.count == 0 && ring.nextIndex == 0 && ring.base == nil && ring.keptFailureCount == 0)
    ring.keepIntent(.perform(.none), state: .init(value: 7))
    #expect(ring.base == Lab.State(value: 7))
    #expect(Self.steps(ring) == ["0 intent"])
    #expect(ring[0].order == 3)
  }

  @Test func whoeverListensIsToldOnceABurstOnTheMainActorsNextTurn() async {
    let ring = StepRing<Lab>(capacity: 10, order: StepOrder())
    var told = 0
    ring.onKeep = { told += 1 }
    for code in 1...5 { ring.keepEvent(.toast("\(code)")) }
    #expect(told == 0, "not while the burst is kept")
    await Task.yield()
    #expect(told == 1)
    ring.keepEvent(.toast("next"))
    await Task.yield()
    #expect(told == 2)
    ring.onKeep = nil
    ring.keepEvent(.toast("unheard"))
    await Task.yield()
    #expect(told == 2)
  }

  @Test func aStoreWritesItsIntentsAndActionsIntoItsFirstInterceptorsRingAndTheRestThroughHooks()
    async
  {
    let ring = StepRing<Lab>(capacity: 20, order: StepOrder())
    let store = Store(Lab(), initialState: .init(), interceptors: [Self.keeping(in: ring)])
    await store.send(
      .perform(
        .concatenate(
          .send(.set(1)), .emit(.toast("hi")),
          .run { send in
            await send(.set(2))
            throw Boom(code: 7)
          }))
    ).finish()
    store.send(.perform(.send(.set(3))))
    #expect(
      Self.steps(ring) == [
        "0 intent", "1 intent set(1) -> 1 <-0", "2 event toast(\"hi\")", "3 effect set(2) -> 2",
        "4 failure boom 7", "5 intent", "6 intent set(3) -> 3 <-5",
      ])
    #expect(ring.base == Lab.State())
  }

  @Test func aRingAfterAnotherInterceptorIsWrittenInTheOrderGiven() {
    let calls = CallLog()
    /// Says how many steps `ring` holds when it sees an intent.
    func counting(_ ring: StepRing<Lab>) -> Interceptor<Lab> {
      Interceptor { activity in
        if case .intent = activity { calls.append("intent seen with \(ring.count) kept") }
      }
    }
    let ring = StepRing<Lab>(capacity: 20, order: StepOrder())
    let store = Store(Lab(), initialState: .init(), interceptors: [counting(ring), Self.keeping(in: ring)])
    store.send(.perform(.send(.set(1))))
    #expect(calls.entries == ["intent seen with 0 kept"])
    #expect(Self.steps(ring) == ["0 intent", "1 intent set(1) -> 1 <-0"])

    let first = StepRing<Lab>(capacity: 20, order: StepOrder())
    let second = Store(
      Lab(), initialState: .init(), interceptors: [Self.keeping(in: first), counting(first)])
    second.send(.perform(.send(.set(1))))
    #expect(calls.entries.last == "intent seen with 1 kept")
  }

  @Test func anIntentQueuedDuringASendAndTheActionsOfChangeRulesAreKeptInOrder() {
    let ring = StepRing<ReactingFeature<Lab>>(capacity: 20, order: StepOrder())
    let store = Late<Store<ReactingFeature<Lab>>>()
    // Sends while the first intent's action is applied: the second intent is queued behind it.
    let sender = Interceptor<ReactingFeature<Lab>> { activity in
      if case .action(.set(1), _, _) = activity { store.value?.send(.perform(.send(.set(5)))) }
    }
    let feature = Lab().onChange(of: \.value) { old, new in .send(.record("\(old)->\(new)")) }
    store.value = Store(feature, initialState: .init(), interceptors: [Self.keeping(in: ring), sender])
    store.value?.send(.perform(.send(.set(1))))
    #expect(
      Self.steps(ring) == [
        "0 intent", "1 intent set(1) -> 1 <-0", "2 intent record(\"0->1\") -> 1 <-0",
        "3 intent", "4 intent set(5) -> 5 <-3", "5 intent record(\"1->5\") -> 5 <-3",
      ])
  }
}
