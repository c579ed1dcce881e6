import MVITesting
import Observation
import Testing

@testable import MVI

/// The stores of a list's rows: one a row, in order, observing the ids only.
@MainActor
struct StoreEachTests {
  let clock = TestClock()

  func invalidations(of read: () -> Void) -> Counted {
    let count = Counted()
    withObservationTracking(read) { count.increment() }
    return count
  }

  func board(tiles ids: [Int]) -> Store<Board> {
    Store.serial(
      Board(clock: clock),
      initialState: Board.State(IdentifiedArray(uniqueElements: ids.map { Tile.State(id: $0) })))
  }

  func tiles(of store: Store<Board>) -> [IdentifiedStore<Tile>] {
    store.scope(each: \.tiles, intent: { .tile($0, $1) })
  }

  @Test func aStoreARowInOrderEachSendingToItsOwnRow() {
    let store = board(tiles: [3, 1, 2])
    let rows: [IdentifiedStore<Tile>] = store.scope(each: \.tiles, intent: { .tile($0, $1) })
    #expect(rows.map(\.id) == [3, 1, 2])
    rows[1].store.send(.rename("One"))
    #expect(store.state.tiles[id: 1]?.title == "One")
    #expect(store.state.tiles[id: 3]?.title == "")
    #expect(rows[1].store.title == "One")
  }

  @Test(arguments: [false, true])
  func aRowKeepsItsStoreAcrossReadsUntilItLeavesTheCollection(fromAScopedStore: Bool) throws {
    let root = board(tiles: [0, 1, 2])
    let store = fromAScopedStore ? root.scope(state: \.self, intent: { $0 }) : root
    #expect((store.root == nil) == fromAScopedStore)
    let first = tiles(of: store)
    let second = tiles(of: store)
    #expect(second.map(\.id) == [0, 1, 2])
    #expect(zip(first, second).allSatisfy { $0.store === $1.store }, "a list's body run again")
    store.send(.addTile(7))
    store.send(.removeTile(1))
    let third = tiles(of: store)
    #expect(third.map(\.id) == [0, 2, 7])
    #expect(third[0].store === first[0].store && third[1].store === first[2].store)
    #expect(!first.contains { $0.store === third[2].store }, "a new row, a new store")
    // Sends through a store given again reach its row.
    third[1].store.send(.rename("Two"))
    #expect(root.state.tiles[id: 2]?.title == "Two")
    #expect(third[1].store.title == "Two")
    // A row a read found gone gets a new store when it comes back.
    store.send(.removeTile(2))
    #expect(tiles(of: store).map(\.id) == [0, 7])
    store.send(.addTile(2))
    let fourth = tiles(of: store)
    let back = try #require(fourth.first { $0.id == 2 })
    #expect(back.store !== first[2].store)
    #expect(back.store.title == "")
    #expect(fourth[0].store === first[0].store)
  }

  @Test func aRowStoreNothingHoldsIsFreedAndTheNextReadMakesAnother() {
    let store = board(tiles: [0, 1])
    weak var dropped: Store<Tile>?
    do {
      let rows = tiles(of: store)
      dropped = rows[0].store
      #expect(dropped != nil)
    }
    #expect(dropped == nil, "the cache holds row stores weakly")
    let again = tiles(of: store)
    #expect(again.map(\.id) == [0, 1])
    again[0].store.send(.rename("Zero"))
    #expect(store.state.tiles[id: 0]?.title == "Zero")
  }

  @Test func rowStoresGivenAgainKeepNeitherTheirRootNorItsEffectsAlive() {
    weak var weakRoot: RootCore<Board>?
    weak var weakRow: Store<Tile>?
    var rows: [IdentifiedStore<Tile>]? = nil
    do {
      let store = board(tiles: [0, 1])
      weakRoot = store.root
      #expect(weakRoot != nil, "a store made with init runs its own core")
      rows = tiles(of: store)
      _ = tiles(of: store)
      weakRow = rows?[0].store
      store.send(.tile(0, .startTimer))
    }
    #expect(weakRoot != nil, "a row's store keeps its root alive")
    rows = nil
    #expect(weakRow == nil)
    #expect(weakRoot == nil, "no cycle through the root's cache of row stores")
  }

  @Test func theListIsInvalidatedWhenRowsComeGoOrMoveNeverWhenARowChanges() {
    let store = board(tiles: [0, 1, 2])
    var rows: [IdentifiedStore<Tile>] = []
    let list = invalidations { rows = tiles(of: store) }
    rows[0].store.send(.rename("Zero"))
    store.send(.tile(2, .increment))
    #expect(list.value == 0)
    store.send(.addTile(7))
    #expect(list.value == 1)

    let again = invalidations { rows = tiles(of: store) }
    #expect(rows.map(\.id) == [0, 1, 2, 7])
    store.send(.removeTile(1))
    #expect(again.value == 1)
    #expect(tiles(of: store).map(\.id) == [0, 2, 7])
  }

  @Test func readingTheRowsFieldObservesEveryRowWhichTheRowStoresDoNot() {
    let store = board(tiles: [0, 1])
    let field = invalidations { _ = store.tiles.ids }
    let each = invalidations { _ = tiles(of: store) }
    store.send(.tile(0, .increment))
    #expect(field.value == 1, "store.tiles.ids reads all of tiles")
    #expect(each.value == 0)
  }

  @Test func aRowsStoreKeepsItsIDAndLastStateOnceTheRowIsGone() throws {
    let store = board(tiles: [4, 5])
    let row = try #require(tiles(of: store).last)
    store.send(.removeTile(5))
    #expect(row.id == 5)
    #expect(row.store.id == 5)
    #expect(tiles(of: store).map(\.id) == [4])
  }

  @Test func aRowStoreFollowsItsRowWhenOtherRowsComeAndGo() {
    let store = board(tiles: [0, 1, 2, 3])
    let rows = tiles(of: store)
    let last = rows[3].store
    let title = invalidations { #expect(last.title == "") }
    // Rows before it removed, added and sent to: the row is found wherever it is kept now.
    store.send(.removeTile(0))
    store.send(.addTile(9))
    store.send(.removeTile(1))
    rows[2].store.send(.rename("Two"))
    #expect(title.value == 0)
    #expect(last.title == "")
    last.send(.rename("Three"))
    #expect(title.value == 1)
    #expect(store.state.tiles[id: 3]?.title == "Three")
    #expect(store.state.tiles[id: 2]?.title == "Two")
    let again = invalidations { #expect(last.title == "Three") }
    store.send(.removeTile(2))
    store.send(.tile(9, .rename("Nine")))
    #expect(again.value == 0, "its row unchanged while the others moved")
    #expect(last.title == "Three")
    store.send(.removeTile(3))
    #expect(again.value == 1)
    #expect(last.title == "Three", "gone: what it showed last")
  }

  @Test func aRowViewIsToldWhenItsFieldChangesOrItsRowGoesAndNeverOfOtherRows() throws {
    let store = board(tiles: [0, 1, 2])
    let rows = tiles(of: store)
    let row = rows[1].store
    let title = invalidations { _ = row.title }
    store.send(.tile(0, .rename("Zero")))
    store.send(.tile(1, .increment))
    #expect(title.value == 0, "another row, and another field of this one")
    store.send(.tile(1, .rename("One")))
    #expect(title.value == 1)

    // Read again while the row is there; then the row goes: told once, showing what it showed.
    let again = invalidations { #expect(row.title == "One") }
    store.send(.tile(1, .rename("One")))
    #expect(again.value == 0, "the same title is no change")
    store.send(.removeTile(1))
    #expect(again.value == 1)
    let gone = invalidations { #expect(row.title == "One") }
    store.send(.tile(0, .increment))
    store.send(.addTile(1))
    #expect(gone.value == 1, "a row with the row's id again, made anew: told")
    #expect(row.title == "")
  }
}
