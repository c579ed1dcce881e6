import MVI
import MVITesting
import Testing

@MainActor
struct RouteStackTests {
  let clock = TestClock()

  @Test func pushPopAndPopToRoot() {
    var stack = RouteStack<String>()
    #expect(stack.pop() == nil)
    let a = stack.push("a")
    let b = stack.push("b")
    stack.push("c")
    #expect(stack.routes == ["a", "b", "c"])
    #expect(stack.last?.route == "c")
    #expect(stack.pop() == "c")
    let poppedToA = stack.pop(to: a)
    #expect(poppedToA)
    #expect(stack.routes == ["a"])
    let poppedToB = stack.pop(to: b)
    #expect(!poppedToB)
    stack.popToRoot()
    #expect(stack.isEmpty)
  }

  @Test func idsAreNeverReused() {
    var stack = RouteStack<String>()
    let first = stack.push("a")
    stack.pop()
    let second = stack.push("a")
    #expect(first != second)
    #expect(first < second)
    #expect(stack[id: first] == nil)
    #expect(stack[id: second] == "a")
  }

  @Test func aRouteChangesInPlaceAndSettingNilPopsItAndAbove() {
    var stack: RouteStack<String> = ["a", "b", "c"]
    let ids = stack.ids
    stack[id: ids[1]]?.append("!")
    #expect(stack.routes == ["a", "b!", "c"])
    stack[id: ids[1]] = nil
    #expect(stack.routes == ["a"])
  }

  @Test func aDeepLinkReplacesTheStack() {
    var stack: RouteStack<String> = ["a"]
    stack.replace(with: ["x", "y"])
    #expect(stack.routes == ["x", "y"])
    #expect(stack.count == 2)
  }

  @Test func removeDropsOneRouteAndKeepsTheOthersWithTheirIDs() {
    var stack: RouteStack<String> = ["a", "b", "c"]
    let ids = stack.ids
    #expect(stack.remove(id: ids[1]) == "b")
    #expect(stack.routes == ["a", "c"])
    #expect(stack.ids == [ids[0], ids[2]])
    #expect(stack.remove(id: ids[1]) == nil, "already gone: nothing changes")
    #expect(stack.routes == ["a", "c"])
    #expect(stack.push("d") > ids[2], "a new entry never reuses a dropped id")
  }

  @Test func popFromPopsTheRouteAndEveryRouteAboveIt() {
    var stack: RouteStack<String> = ["a", "b", "c"]
    let ids = stack.ids
    let popped = stack.pop(from: ids[1])
    #expect(popped)
    #expect(stack.routes == ["a"])
    let poppedAgain = stack.pop(from: ids[1])
    #expect(!poppedAgain)
    #expect(stack.routes == ["a"])
  }

  @Test func popToAnEntryNotOnTheStackChangesNothing() {
    var stack: RouteStack<String> = ["a", "b"]
    var other = RouteStack<String>()
    other.push("x")
    other.push("y")
    let absent = other.push("z")
    let popped = stack.pop(to: absent)
    #expect(!popped)
    #expect(stack.routes == ["a", "b"])
  }

  // A parent embedding pushed screens: each entry's work lives as long as the entry.

  /// Pushes three tile screens, each with its timer running; returns their ids, bottom first.
  func threeScreensWithTimers(_ store: TestStore<Board>) async -> [RouteID] {
    for tile in 1...3 {
      await store.send(.push(.tile(Tile.State(id: tile)))) { $0.path.push(.tile(Tile.State(id: tile))) }
    }
    let ids = store.state.path.ids
    for id in ids { await store.send(.stacked(id, .startTimer)) }
    await settle()
    #expect(clock.sleeperCount == 3)
    return ids
  }

  @Test func droppingAMiddleScreenEndsOnlyItsWorkAndTheScreenAboveKeepsItsIDAndItsWork() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State())
    let ids = await threeScreensWithTimers(store)
    await store.send(.removeRoute(ids[1])) { $0.path.remove(id: ids[1]) }
    #expect(store.state.path.ids == [ids[0], ids[2]])
    #expect(clock.sleeperCount == 2, "only the dropped screen's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.receive(.stacked(ids[0], .ticked)) {
      $0.path[id: ids[0]] = .tile(Tile.State(id: 1, count: 1))
    }
    await store.receive(.stacked(ids[2], .ticked)) {
      $0.path[id: ids[2]] = .tile(Tile.State(id: 3, count: 1))
    }
    // The screen above is still the same child: its intents reach it, its new work runs.
    await store.send(.stacked(ids[2], .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.stacked(ids[2], .ticked)) {
      $0.path[id: ids[2]] = .tile(Tile.State(id: 3, count: 2))
    }
    await store.finish()
  }

  @Test func droppingAMiddleScreenEmbeddedByKeyPathEndsOnlyItsWork() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State())
    for tile in 1...3 {
      await store.send(.push(.tile(Tile.State(id: tile)))) { $0.path.push(.tile(Tile.State(id: tile))) }
    }
    let ids = store.state.path.ids
    // `handle(intent, in: state, at: \.path[id: id]?.tile)`: the general form for an optional child.
    for id in ids { await store.send(.route(id, .startTimer)) }
    await store.send(.removeRoute(ids[1])) { $0.path.remove(id: ids[1]) }
    #expect(clock.sleeperCount == 2, "only the dropped screen's timer was cancelled")
    await clock.advance(by: .seconds(1))
    await store.receive(.route(ids[0], .ticked)) { $0.path[id: ids[0]] = .tile(Tile.State(id: 1, count: 1)) }
    await store.receive(.route(ids[2], .ticked)) { $0.path[id: ids[2]] = .tile(Tile.State(id: 3, count: 1)) }
    await store.finish()
  }

  @Test func poppingToAScreenEndsTheWorkOfEachPoppedScreenOnly() async {
    let store = TestStore(Board(clock: clock), initialState: Board.State())
    let ids = await threeScreensWithTimers(store)
    await store.send(.push(.tile(Tile.State(id: 4)))) { $0.path.push(.tile(Tile.State(id: 4))) }
    let top = store.state.path.ids[3]
    await store.send(.stacked(top, .startTimer))
    await store.send(.popToRoute(ids[0])) { $0.path.pop(to: ids[0]) }
    #expect(store.state.path.ids == [ids[0]])
    #expect(clock.sleeperCount == 1, "the three popped screens' timers were cancelled, not the one shown")
    await clock.advance(by: .seconds(1))
    await store.receive(.stacked(ids[0], .ticked)) {
      $0.path[id: ids[0]] = .tile(Tile.State(id: 1, count: 1))
    }
    await store.finish()
  }
}
