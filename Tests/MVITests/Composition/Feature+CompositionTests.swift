import MVI
import MVITesting
import Testing

/// A parent embedding children: routing, reacting, and effects ending with their child.
@MainActor
struct FeatureCompositionTests {
  let clock = TestClock()

  func board(_ state: Board.State = .init()) -> TestStore<Board> {
    TestStore(Board(clock: clock), initialState: state)
  }

  @Test func intentsReachTheAlwaysPresentChild() async {
    let store = board()
    await store.send(.header(.rename("Top"))) { $0.header.title = "Top" }
    await store.send(.header(.increment)) { $0.header.count = 1 }
    await store.finish()
  }

  @Test func intentsReachTheRightElementOfACollectionByID() async {
    let store = board()
    await store.send(.addTile(1)) { $0.tiles.append(Tile.State(id: 1)) }
    await store.send(.addTile(2)) { $0.tiles.append(Tile.State(id: 2)) }
    await store.send(.tile(2, .rename("Two"))) { $0.tiles[id: 2]?.title = "Two" }
    await store.send(.tile(1, .increment)) { $0.tiles[id: 1]?.count = 1 }
    #expect(store.state.tiles.map(\.title) == ["", "Two"])
    await store.finish()
  }

  @Test func theParentReactsToAChildEvent() async {
    let store = board(Board.State([Tile.State(id: 7)]))
    await store.send(.tile(7, .tapped)) { $0.selected = [7] }
    await store.send(.header(.tapped)) { $0.selected = [7, 0] }
    await store.finish()
  }

  @Test func aRemovedChildsLongRunningEffectIsCancelledAndItsActionNeverArrives() async {
    let store = board(Board.State([Tile.State(id: 1), Tile.State(id: 2)]))
    await store.send(.tile(1, .startTimer))
    await store.send(.tile(2, .startTimer))
    await store.send(.removeTile(1)) { $0.tiles.remove(id: 1) }
    #expect(clock.sleeperCount == 1, "the removed tile's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.receive(.tile(2, .ticked)) { $0.tiles[id: 2]?.count = 1 }
    await store.finish()
  }

  @Test func aDismissedChildsEffectIsCancelled() async {
    let store = board()
    await store.send(.present) { $0.sheet = Sheet.State() }
    await store.send(.sheet(.load))
    await store.send(.sheet(.closeTapped)) { $0.sheet = nil }
    #expect(clock.sleeperCount == 0, "the dismissed sheet's load was cancelled")
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aPresentedChildDismissesItself() async {
    let store = board()
    await store.send(.present) { $0.sheet = Sheet.State() }
    await store.send(.sheet(.closeTapped)) { $0.sheet = nil }
    await store.finish()
  }

  @Test func aGrandchildsEffectEndsWithItsParentAndIDsAreDistinctPerChild() async {
    var state = Board.State()
    state.sheet = Sheet.State(inner: Tile.State(id: 9))
    state.tiles = [Tile.State(id: 1)]
    let store = board(state)
    await store.send(.sheet(.inner(.startTimer)))
    await store.send(.tile(1, .startTimer))
    await store.send(.header(.startTimer))
    // The same cancel id in another child cancels only that child's timer.
    await store.send(.tile(1, .stopTimer))
    #expect(clock.sleeperCount == 2)
    await store.send(.sheet(.closeTapped)) { $0.sheet = nil }
    #expect(clock.sleeperCount == 1, "the sheet's inner tile's timer ended with the sheet")
    await clock.advance(by: .seconds(1))
    await store.receive(.header(.ticked)) { $0.header.count = 1 }
    await store.finish()
  }

  @Test func aPushedScreenIsEmbeddedByRouteIDAndItsEffectEndsWhenPopped() async {
    let store = board()
    await store.send(.push(.tile(Tile.State(id: 5)))) { $0.path.push(.tile(Tile.State(id: 5))) }
    let id = store.state.path.ids[0]
    await store.send(.route(id, .rename("Pushed"))) {
      $0.path[id: id] = .tile(Tile.State(id: 5, title: "Pushed"))
    }
    await store.send(.route(id, .startTimer))
    await store.send(.pop) { $0.path.pop() }
    #expect(clock.sleeperCount == 0, "the popped screen's timer was cancelled")
    await store.finish()
  }

  @Test func replacingAPresentedChildCancelsTheOldOnesEffectsAndLeavesTheNewOneAlone() async {
    let store = board()
    await store.send(.showFocus(1)) { $0.focus = Tile.State(id: 1) }
    await store.send(.focus(.startTimer))
    // Another child in the same place, with no `nil` in between.
    await store.send(.showFocus(2)) { $0.focus = Tile.State(id: 2) }
    #expect(clock.sleeperCount == 0, "the replaced child's timer was cancelled")
    await clock.advance(by: .seconds(1))
    #expect(store.state.focus == Tile.State(id: 2), "the old child's tick never lands in the new one")
    await store.send(.focus(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.focus(.ticked)) { $0.focus?.count = 1 }
    await store.finish()
  }

  @Test func aChildChangedInPlaceKeepsItsEffects() async {
    let store = board()
    await store.send(.showFocus(1)) { $0.focus = Tile.State(id: 1) }
    await store.send(.focus(.startTimer))
    await store.send(.focus(.rename("One"))) { $0.focus?.title = "One" }
    await clock.advance(by: .seconds(1))
    await store.receive(.focus(.ticked)) { $0.focus?.count = 1 }
    await store.finish()
  }

  @Test func aPresentedChildWithoutAnIDIsNewOnEveryPresentation() async {
    let store = board()
    await store.send(.showPanel("A")) { $0.panel = Sheet.State(text: "A") }
    await store.send(.panel(.load))
    // Another panel over the first, with no `nil` in between: the state cannot tell, the wrapper can.
    await store.send(.showPanel("B")) { $0.panel = Sheet.State(text: "B") }
    #expect(clock.sleeperCount == 0, "the first panel's load was cancelled")
    await clock.advance(by: .seconds(5))
    #expect(store.state.panel == Sheet.State(text: "B"), "A's late load never lands in B")
    await store.send(.panel(.load))
    await clock.advance(by: .seconds(5))
    await store.receive(.panel(.loaded("Loaded"))) {
      $0.panel?.text = "Loaded"
      $0.panel?.loaded = true
    }
    await store.finish()
  }

  @Test func aRowWhoseIDIsReusedIsANewRowAndTheOldOnesEffectsEnd() async {
    let store = board(Board.State([Tile.State(id: 1), Tile.State(id: 2)]))
    await store.send(.tile(1, .startTimer))
    await store.send(.tile(2, .startTimer))
    // Removed and added again with the same id in one action: the state looks the same.
    await store.send(.replaceTile(1))
    #expect(clock.sleeperCount == 1, "the old row 1's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.receive(.tile(2, .ticked)) { $0.tiles[id: 2]?.count = 1 }
    await store.finish()
  }

  @Test func aSwappedRoutesOldScreenLosesItsEffects() async {
    let store = board()
    await store.send(.push(.tile(Tile.State(id: 5)))) { $0.path.push(.tile(Tile.State(id: 5))) }
    let id = store.state.path.ids[0]
    await store.send(.route(id, .startTimer))
    await store.send(.swapRoute(id, .tile(Tile.State(id: 6)))) { $0.path[id: id] = .tile(Tile.State(id: 6)) }
    #expect(clock.sleeperCount == 0, "the swapped-out screen's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aParentCancelsItsChildrensEffectsByTheIDTheChildrenUsed() async {
    var state = Board.State([Tile.State(id: 1), Tile.State(id: 2)])
    state.sheet = Sheet.State(inner: Tile.State(id: 9))
    let store = board(state)
    await store.send(.tile(1, .startTimer))
    await store.send(.tile(2, .startTimer))
    await store.send(.header(.startTimer))
    await store.send(.sheet(.inner(.startTimer)))
    #expect(store.store.isEffectRunning(id: Tile.CancelID.timer), "the parent sees its children's timers")
    await store.send(.stopAllTimers)
    #expect(clock.sleeperCount == 0, "every tile's timer was cancelled, the grandchild's too")
    #expect(!store.store.isEffectRunning(id: Tile.CancelID.timer))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aChildsCancelReachesOnlyItselfAndItsOwnChildren() async {
    var state = Board.State([Tile.State(id: 1)])
    state.sheet = Sheet.State(inner: Tile.State(id: 9))
    let store = board(state)
    await store.send(.sheet(.inner(.startTimer)))
    await store.send(.tile(1, .startTimer))
    await store.send(.sheet(.cancelInnerTimer))
    #expect(clock.sleeperCount == 1, "the sheet's cancel reached its inner tile, not the row")
    await clock.advance(by: .seconds(1))
    await store.receive(.tile(1, .ticked)) { $0.tiles[id: 1]?.count = 1 }
    await store.finish()
  }

  @Test func aChildsEventStartsAnEffectOfTheParent() async {
    let store = board(Board.State([Tile.State(id: 1)]))
    await store.send(.pick(1, .tapped)) { $0.focus = Tile.State(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.focus(.ticked)) { $0.focus?.count = 1 }
    await store.finish()
  }

  @Test func aChildsEventFromARunningEffectStartsAnEffectOfTheParent() async {
    let store = board(Board.State([Tile.State(id: 1)]))
    await store.send(.pick(1, .tapLater))
    await clock.advance(by: .seconds(1))
    await store.receive(.focused(1)) { $0.focus = Tile.State(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.focus(.ticked)) { $0.focus?.count = 1 }
    await store.finish()
  }

  @Test func aGrandchildsEventStartsItsParentsEffectWhichEndsWithThatParent() async {
    var state = Board.State()
    state.sheet = Sheet.State(inner: Tile.State(id: 9))
    let store = board(state)
    await store.send(.sheet(.pickInner(.tapped)))
    await clock.advance(by: .seconds(5))
    await store.receive(.sheet(.loaded("Picked"))) {
      $0.sheet?.text = "Picked"
      $0.sheet?.loaded = true
    }
    let other = board(state)
    await other.send(.sheet(.pickInner(.tapLater)))
    await clock.advance(by: .seconds(1))
    await other.send(.sheet(.closeTapped)) { $0.sheet = nil }
    #expect(clock.sleeperCount == 0, "the sheet's load ended with the sheet")
    await store.finish()
    await other.finish()
  }

  @Test func aChildInAnEnumCaseIsEmbeddedByTheCaseAndEndsWithIt() async {
    let store = board()
    await store.send(.show(.tile(Tile.State(id: 3)))) { $0.destination = .tile(Tile.State(id: 3)) }
    await store.send(.destination(.rename("Three"))) {
      $0.destination = .tile(Tile.State(id: 3, title: "Three"))
    }
    await store.send(.destination(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.ticked)) {
      $0.destination = .tile(Tile.State(id: 3, title: "Three", count: 1))
    }
    await store.send(.destination(.startTimer))
    // Another case with a payload of the same type and the same id: another child.
    await store.send(.show(.spare(Tile.State(id: 3)))) { $0.destination = .spare(Tile.State(id: 3)) }
    #expect(clock.sleeperCount == 0, "the child of the case left was cancelled")
    await store.finish()
    var destination: Board.Destination? = .spare(Tile.State(id: 3))
    Tile(clock: clock).reduce(&destination, case: Board.Destination.tile, .renamed("Nobody"))
    #expect(destination == .spare(Tile.State(id: 3)), "an action for another case changes nothing")
    Tile(clock: clock).reduce(&destination, case: Board.Destination.spare, .renamed("Spare"))
    #expect(destination == .spare(Tile.State(id: 3, title: "Spare")))
    destination = .named(tile: Tile.State(id: 4))
    Tile(clock: clock).reduce(&destination, case: Board.Destination.named, .renamed("Labeled"))
    #expect(destination == .named(tile: Tile.State(id: 4, title: "Labeled")), "a labeled payload too")
  }

  @Test func aRouteInACaseOfAStackEndsWhenANewStackReusesItsID() async {
    let store = board()
    await store.send(.push(.tile(Tile.State(id: 5)))) { $0.path.push(.tile(Tile.State(id: 5))) }
    let id = store.state.path.ids[0]
    await store.send(.stacked(id, .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.stacked(id, .ticked)) { $0.path[id: id] = .tile(Tile.State(id: 5, count: 1)) }
    await store.send(.stacked(id, .startTimer))
    // A deep link builds a new stack: its first entry has the same id and the same tile.
    await store.send(.newStack([.tile(Tile.State(id: 5))])) {
      $0.path = RouteStack([.tile(Tile.State(id: 5))])
    }
    #expect(store.state.path.ids == [id])
    #expect(clock.sleeperCount == 0, "the old stack's screen lost its timer")
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aScopedStoreReadsAndSendsThroughAnEnumCase() {
    let store = Store.serial(Board(clock: clock), initialState: .init())
    let absent: Store<Tile>? = store.scope(
      state: \.destination, case: Board.Destination.tile, intent: { .destination($0) })
    #expect(absent == nil)
    store.send(.show(.tile(Tile.State(id: 1))))
    let tile: Store<Tile>? = store.scope(
      state: \.destination, case: Board.Destination.tile, intent: { .destination($0) })
    tile?.send(.rename("One"))
    #expect(tile?.title == "One")
    #expect(store.state.destination == .tile(Tile.State(id: 1, title: "One")))
    store.send(.show(.spare(Tile.State(id: 1))))
    #expect(tile?.title == "One", "gone: the last state read shows")
    let spare: Store<Tile>? = store.scope(
      state: \.destination, case: Board.Destination.spare, intent: { .destination($0) })
    #expect(spare?.id == 1)
  }

  @Test func aSheetDismissedAndPresentedAgainStartsItsRefreshAtOnce() async {
    let store = Store.serial(Board(clock: clock), initialState: .init())
    store.send(.show(.tile(Tile.State(id: 1))))
    store.send(.destination(.refresh))
    store.send(.show(nil))
    // In the same turn, before the cancelled refresh's task has ended.
    store.send(.show(.tile(Tile.State(id: 1))))
    store.send(.destination(.refresh))
    #expect(store.isEffectRunning(id: Tile.CancelID.refresh))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(store.state.destination == .tile(Tile.State(id: 1, count: 1)), "the new sheet's refresh ran")
  }

  @Test func aChildsEffectStopsCountingAsRunningTheMomentTheChildLeaves() {
    var state = Board.State([Tile.State(id: 1)])
    state.sheet = Sheet.State(inner: Tile.State(id: 9))
    let store = Store.serial(Board(clock: clock), initialState: state)
    func expectRunningUntil(_ leave: Board.Intent, _ start: Board.Intent, _ what: Comment) {
      store.send(start)
      #expect(store.isEffectRunning(id: Tile.CancelID.timer), what)
      store.send(leave)
      #expect(!store.isEffectRunning(id: Tile.CancelID.timer), what)
    }
    store.send(.push(.tile(Tile.State(id: 5))))
    expectRunningUntil(.pop, .route(store.state.path.ids[0], .startTimer), "a popped screen")
    store.send(.show(.tile(Tile.State(id: 2))))
    expectRunningUntil(.show(nil), .destination(.startTimer), "a dismissed destination")
    store.send(.show(.tile(Tile.State(id: 3))))
    expectRunningUntil(.show(.spare(Tile.State(id: 3))), .destination(.startTimer), "a swapped enum case")
    store.send(.push(.tile(Tile.State(id: 6))))
    let route = store.state.path.ids[0]
    expectRunningUntil(.swapRoute(route, .about), .route(route, .startTimer), "a swapped route")
    expectRunningUntil(.removeTile(1), .tile(1, .startTimer), "a removed row")
    expectRunningUntil(.sheet(.closeTapped), .sheet(.inner(.startTimer)), "a grandchild, with its parent")
    #expect(store.runningEffectCount > 0, "the cancelled tasks have not ended yet")
  }

  @Test func aCancelledEffectStopsCountingUnderEveryIDItHad() {
    let store = Store.serial(Board(clock: clock), initialState: Board.State([Tile.State(id: 1)]))
    store.send(.tile(1, .startTimer))
    store.send(.stopAllTimers)
    #expect(!store.isEffectRunning(id: Tile.CancelID.timer))
    store.send(.tile(1, .refresh))
    store.send(.removeTile(1))
    #expect(!store.isEffectRunning(id: Tile.CancelID.refresh))
  }

  @Test func aRemovedRowsThrottleWindowEndsWithTheRow() async {
    let store = board(Board.State([Tile.State(id: 1), Tile.State(id: 2)]))
    await store.send(.tile(1, .throttledIncrement)) { $0.tiles[id: 1]?.count = 1 }
    await store.send(.tile(2, .throttledIncrement)) { $0.tiles[id: 2]?.count = 1 }
    await store.send(.removeTile(1)) { $0.tiles.remove(id: 1) }
    #expect(clock.sleeperCount == 1, "only row 2's window is open")
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aSheetPresentedAgainInsideItsThrottleWindowTakesItsFirstTap() async {
    let store = board()
    await store.send(.show(.tile(Tile.State(id: 1)))) { $0.destination = .tile(Tile.State(id: 1)) }
    await store.send(.destination(.throttledIncrement)) {
      $0.destination = .tile(Tile.State(id: 1, count: 1))
    }
    await store.send(.show(nil)) { $0.destination = nil }
    await store.send(.show(.tile(Tile.State(id: 1)))) { $0.destination = .tile(Tile.State(id: 1)) }
    await store.send(.destination(.throttledIncrement)) {
      $0.destination = .tile(Tile.State(id: 1, count: 1))
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aThrottleWindowOpensOnTheFirstTapAndClosesOnItsClock() async {
    let store = Store.serial(Board(clock: clock), initialState: .init())
    store.send(.header(.throttledIncrement))
    #expect(store.isEffectRunning(id: Tile.CancelID.tap))
    #expect(store.state.header.count == 1)
    store.send(.header(.throttledIncrement))
    #expect(store.state.header.count == 1, "inside the window")
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(!store.isEffectRunning(id: Tile.CancelID.tap))
    store.send(.header(.throttledIncrement))
    #expect(store.state.header.count == 2, "a new window")
  }

  @Test func anElementsActionReachesTheParentThroughTheActionFunction() async {
    let store = TestStore(Crate(clock: clock), initialState: .init())
    await store.send(.item(id: 2, .increment)) { $0.items[id: 2]?.count = 1 }
    await store.send(.item(id: 1, .look))
    await store.finish()
  }

  @Test func anElementsWorkEmbeddedThroughTheActionFunctionEndsWithTheElement() async {
    let store = TestStore(Crate(clock: clock), initialState: .init())
    await store.send(.item(id: 1, .startTimer))
    await store.send(.item(id: 2, .startTimer))
    await store.send(.remove(1)) { $0.items.remove(id: 1) }
    #expect(clock.sleeperCount == 1, "the removed item's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.receive(.item(id: 2, .ticked)) { $0.items[id: 2]?.count = 1 }
    await store.finish()
  }

  /// The error the store reports after `intent`, sent to a child that is not there; its state is
  /// unchanged.
  func reportedError<F: Feature>(sending intent: F.Intent, to feature: F, _ state: F.State) async -> String?
  where F.State: Equatable {
    let failures = Late<[any Error]>()
    failures.value = []
    let store = Store.serial(
      feature, initialState: state,
      interceptors: [Interceptor { if case .failure(let error) = $0 { failures.value?.append(error) } }])
    await store.send(intent).finish()
    #expect(store.state == state)
    return (failures.value?.first as? CompositionError).map { "\($0)" }
  }

  @Test func anIntentForAnAbsentElementThroughTheActionFunctionIsReported() async {
    let error = await reportedError(sending: .item(id: 3, .increment), to: Crate(clock: clock), Crate.State())
    #expect(
      error
        == "An intent was sent to a child that is not present: MVITests.CrateItem.State with id 3 in MVITests.Crate.State"
    )
  }

  @Test func anIntentForAnAbsentChildChangesNothingAndIsReported() async {
    let error = await reportedError(sending: .tile(3, .increment), to: Board(clock: clock), Board.State())
    #expect(
      error
        == "An intent was sent to a child that is not present: MVITests.Tile.State with id 3 in MVITests.Board.State"
    )
  }
}

extension Board.State {
  init(_ tiles: IdentifiedArray<Tile.State>) {
    self.init()
    self.tiles = tiles
  }
}
