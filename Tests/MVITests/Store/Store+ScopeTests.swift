import MVITesting
import Observation
import TestSupport
import Testing

@testable import MVI

/// Scoped stores: observable on their own, one hop to the root at any depth, never cached.
@MainActor
struct StoreScopeTests {
  let clock = TestClock()

  func invalidations(of read: () -> Void) -> Counted {
    let count = Counted()
    withObservationTracking(read) { count.increment() }
    return count
  }

  func board(tiles count: Int) -> Store<Board> {
    Store.serial(
      Board(clock: clock),
      initialState: Board.State(IdentifiedArray(uniqueElements: (0..<count).map { Tile.State(id: $0) })))
  }

  @Test func aScopedStoreReadsAndSendsThroughItsParent() throws {
    let store = board(tiles: 3)
    let tile: Store<Tile> = try #require(store.scope(state: \.tiles[id: 1], intent: { .tile(1, $0) }))
    tile.send(.rename("One"))
    #expect(tile.title == "One")
    #expect(store.state.tiles[id: 1]?.title == "One")
    #expect(tile.state == Tile.State(id: 1, title: "One"))
    let header: Store<Tile> = store.scope(state: \.header, intent: { .header($0) })
    header.send(.increment)
    #expect(header.count == 1)
    #expect(store.state.header.count == 1)
  }

  @Test func anObserverOfRowASeesNothingWhenRowBChangesOrARowIsAppended() throws {
    let store = board(tiles: 10_000)
    let rowA: Store<Tile> = try #require(store.scope(state: \.tiles[id: 1], intent: { .tile(1, $0) }))
    let rowB: Store<Tile> = try #require(store.scope(state: \.tiles[id: 2], intent: { .tile(2, $0) }))
    let a = invalidations {
      _ = rowA.title; _ = rowA.count
    }
    let ids = invalidations { _ = store[observing: \.tiles.ids] }
    rowB.send(.rename("B"))
    rowB.send(.increment)
    store.send(.tile(3, .increment))
    #expect(a.value == 0)
    #expect(ids.value == 0)
    store.send(.addTile(10_000))
    #expect(a.value == 0)
    #expect(ids.value == 1)
    rowA.send(.increment)
    #expect(a.value == 1)
  }

  @Test func aWholeStateObserverOfARowIgnoresOtherRows() throws {
    let store = board(tiles: 3)
    let rowA: Store<Tile> = try #require(store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) }))
    let a = invalidations { _ = rowA.state }
    store.send(.tile(1, .increment))
    #expect(a.value == 0)
    store.send(.tile(0, .increment))
    #expect(a.value == 1)
  }

  @Test func aScopeOfAnAbsentChildIsNilAndARemovedChildKeepsItsLastState() throws {
    let store = board(tiles: 2)
    #expect((store.scope(state: \.tiles[id: 5], intent: { .tile(5, $0) }) as Store<Tile>?) == nil)
    let row: Store<Tile> = try #require(store.scope(state: \.tiles[id: 1], intent: { .tile(1, $0) }))
    row.send(.rename("Last"))
    #expect(row.state.title == "Last")
    let observed = invalidations { _ = row.title }
    store.send(.removeTile(1))
    #expect(observed.value == 1)
    #expect(row.title == "Last")
    #expect(row.state.title == "Last")
  }

  @Test func aScopeThroughAnOptionalChainSurvivesItsChildGoingAway() throws {
    let store = Store(Board(clock: clock), initialState: Board.State())
    store.send(.push(.tile(Tile.State(id: 5, title: "Pushed"))))
    let id = store.state.path.ids[0]
    let screen: Store<Tile> = try #require(
      store.scope(state: \.path[id: id]?.tile, intent: { .route(id, $0) }))
    let observed = invalidations { _ = screen.title }
    let whole = invalidations { _ = screen.state }
    screen.send(.rename("Renamed"))
    #expect(observed.value == 1)
    #expect(screen.title == "Renamed")
    _ = invalidations { _ = screen.title }
    store.send(.pop)
    #expect(whole.value == 1)
    #expect(screen.title == "Renamed", "a popped screen keeps showing what it showed")
  }

  @Test func scopingTenLevelsDeepIsOneHopToTheRoot() throws {
    let root = Store(Nest(depth: 10), initialState: Nest.State(depth: 10))
    var store = root
    for _ in 0..<10 {
      store = try #require(store.scope(state: \.inner, intent: { .child($0) }))
    }
    let leaf = store
    let seen = invalidations { _ = leaf.value }
    leaf.send(.increment)
    #expect(leaf.value == 1)
    #expect(seen.value == 1)
    var state = root.state
    for _ in 0..<10 { state = try #require(state.inner) }
    #expect(state.value == 1)
  }

  @Test func aScopedStoreIsFreedWhenItsParentAndViewsAreGone() throws {
    weak var weakRoot: RootCore<Board>?
    weak var weakRow: Store<Tile>?
    var row: Store<Tile>?
    do {
      let store = board(tiles: 2)
      guard let core = store.root else {
        return #expect(Bool(false), "a store made with init runs its own core")
      }
      weakRoot = core
      row = store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) })
      weakRow = row
      _ = invalidations { _ = row?.title }
      let again: Store<Tile>? = store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) })
      #expect(again !== row, "scoped stores are not cached")
    }
    #expect(weakRoot != nil, "a scoped store keeps its parent's state and effects alive")
    row?.send(.increment)
    #expect(row?.count == 1)
    row = nil
    #expect(weakRow == nil)
    #expect(weakRoot == nil)
  }

  @Test func aScopedStoresStateStreamFollowsOnlyItsChild() async throws {
    let store = board(tiles: 2)
    let row: Store<Tile> = try #require(store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) }))
    var seen: [Int] = []
    var everySend: [Int] = []
    let subscription = row.subscribe(removingDuplicates: true) { seen.append($0.count) }
    let unfiltered = row.subscribe { everySend.append($0.count) }
    store.send(.tile(1, .increment))
    row.send(.increment)
    row.send(.increment)
    #expect(seen == [0, 1, 2])
    // Without removing duplicates, a sibling's change is a send that applied an action too.
    #expect(everySend == [0, 0, 1, 2])
    subscription.cancel()
    unfiltered.cancel()
    row.send(.increment)
    #expect(seen == [0, 1, 2])
  }

  @Test func aScopedStoresStatesFinishWhenItGoesAway() async throws {
    let store = board(tiles: 1)
    var row: Store<Tile>? = store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) })
    let states = try #require(row).states()
    row?.send(.increment)
    row = nil
    var counts: [Int] = []
    for await state in states { counts.append(state.count) }
    #expect(counts == [0, 1])
  }

  @Test func aScopedStoreReleasedOffTheMainActorEndsItsSubscriptions() async throws {
    let store = board(tiles: 1)
    var row: Store<Tile>? = store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) })
    var seen: [Int] = []
    // Kept past the store: the store's going away is what ends it.
    let subscription = try #require(row).subscribe { seen.append($0.count) }
    let states = try #require(row).states()
    #expect(rootSubscriberCount(store) == 2)
    await releaseOffTheMainActor(&row)
    let ended = await yield(until: { rootSubscriberCount(store) == 0 })
    #expect(ended)
    guard ended else { return }  // the states below would never finish
    store.send(.tile(0, .increment))
    #expect(seen == [0])
    var counts: [Int] = []
    for await state in states { counts.append(state.count) }
    #expect(counts == [0])
    withExtendedLifetime(subscription) {}
  }

  @Test func aScopedStoreSeesItsRootsEffects() async throws {
    let store = board(tiles: 1)
    let row: Store<Tile> = try #require(store.scope(state: \.tiles[id: 0], intent: { .tile(0, $0) }))
    let task = row.send(.startTimer)
    #expect(row.runningEffectCount == 1)
    await settle()
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(row.count == 1)
  }
}

/// A feature nested in itself `depth` times, for deep scoping.
struct Nest: Feature {
  struct State: Equatable, Sendable {
    var value = 0
    var child: Box?

    init(depth: Int) {
      child = depth > 0 ? Box(State(depth: depth - 1)) : nil
    }

    /// The nested state.
    var inner: State? {
      get { child?.value }
      set { child = newValue.map(Box.init) }
    }
  }

  /// Breaks the recursion of `State`: an array holds its one element on the heap.
  struct Box: Equatable, Sendable {
    private var storage: [State]
    init(_ state: State) { storage = [state] }
    var value: State {
      get { storage[0] }
      set { storage[0] = newValue }
    }
  }

  indirect enum Intent: Sendable {
    case increment
    case child(Intent)
  }

  let depth: Int

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.value += 1
    case .child(let action):
      reduce(&state.inner, action)
    }
  }
}
