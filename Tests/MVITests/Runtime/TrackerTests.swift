import Observation
import Testing

@testable import MVI

/// A feature whose field holds an object, to see whether a tracker keeps a copy of it.
private struct Drawer: Feature {
  final class Item: Equatable {
    static func == (lhs: Item, rhs: Item) -> Bool { lhs === rhs }
  }

  struct State {
    var item = Item()
  }

  enum Intent: Sendable {
    case replace
  }

  func reduce(_ state: inout State, _ action: Intent) {
    state.item = Item()
  }
}

/// A feature with a computed field: read through its key path, not at an offset.
private struct Parity: Feature {
  struct State {
    var count = 0
    var isEven: Bool { count.isMultiple(of: 2) }
  }

  enum Intent: Sendable {
    case add(Int)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    guard case .add(let amount) = action else { return }
    state.count += amount
  }
}

/// A list whose rows carry a label compared by its text only: a new revision of the same text is
/// not a change, yet a read must see it.
private struct Notebook: Feature {
  struct Label: Equatable {
    var text = ""
    var revision = 0

    static func == (lhs: Label, rhs: Label) -> Bool { lhs.text == rhs.text }
  }

  struct Row: Feature {
    struct State: Identifiable {
      let id: Int
      var label = Label()
    }

    enum Intent: Sendable {
      case write(String)
      case revise
    }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .write(let text):
        state.label.text = text
        state.label.revision += 1
      case .revise:
        state.label.revision += 1
      }
    }
  }

  struct State {
    var rows: IdentifiedArray<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  }

  enum Intent: Sendable {
    case row(id: Int, Row.Intent)
    case remove(id: Int)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .row(let id, let action): Row().reduce(&state.rows[id: id], action)
    case .remove(let id): state.rows[id: id] = nil
    }
  }
}

@MainActor
struct TrackerTests {
  /// The trackers the store checks after each send.
  func armed<F: Feature>(_ store: Store<F>) -> Int { store.root!.now.armed.count }

  /// Reads the store's count once inside `withObservationTracking`, counting its invalidation.
  @discardableResult
  func observeCount(of store: Store<Counter>, counting count: Counted) -> Int {
    withObservationTracking {
      store.count
    } onChange: {
      count.increment()
    }
  }

  /// Reads a value through a store inside `withObservationTracking`, and again each time it is
  /// told.
  @MainActor
  final class Reader<Value> {
    let value: () -> Value
    var seen: [Value] = []
    var invalidations = 0

    init(_ value: @escaping () -> Value) {
      self.value = value
      read()
    }

    func read() {
      withObservationTracking {
        seen.append(value())
      } onChange: { [self] in
        MainActor.assumeIsolated {
          invalidations += 1
          read()
        }
      }
    }
  }

  @Test func aFieldReadAgainWhileItsObserversAreToldIsComparedWithTheNewValue() {
    let store = Store(Counter(), initialState: .init())
    let reader = Reader { store.count }
    store.send(.increment)
    // Back to the value first read: a change from the value read while told.
    store.send(.decrement)
    #expect(reader.invalidations == 2)
    #expect(reader.seen == [0, 1, 0])
    #expect(armed(store) == 1)
  }

  @Test func aRowFieldReadWhileItsObserversAreToldIsTheNewValueAndLaterReadsFollowTheState() {
    let store = Store(Notebook(), initialState: .init())
    let rows: [IdentifiedStore<Notebook.Row>] = store.scope(each: \.rows, intent: { .row(id: $0, $1) })
    let row = rows[0].store
    let reader = Reader { row.label }
    row.send(.write("First"))
    row.send(.write("Second"))
    #expect(reader.seen.map(\.text) == ["", "First", "Second"])
    #expect(reader.seen.map(\.revision) == [0, 1, 2], "read while told: the value now, revision and all")
    // The same text: not a change, nobody is told; a read after is still the state's value now,
    // not the value the check kept.
    row.send(.revise)
    #expect(reader.seen.count == 3)
    #expect(row.label.revision == 3)
    // The row gone: told, and read as last seen.
    store.send(.remove(id: 1))
    #expect(reader.seen.map(\.revision) == [0, 1, 2, 3])
  }

  @Test func aFieldReadAgainAfterItsObserversWereToldIsComparedWithTheValueTheyWereToldOf() {
    let store = Store(Counter(), initialState: .init())
    let count = Counted()
    observeCount(of: store, counting: count)
    store.send(.increment)
    #expect(count.value == 1)
    // As SwiftUI does: read again later (the next frame), not while told.
    #expect(observeCount(of: store, counting: count) == 1)
    store.send(.decrement)
    #expect(count.value == 2)
  }

  @Test func aFieldNobodyReadSinceItsObserversWereToldIsLetGoAtItsNextChange() {
    let store = Store(Counter(), initialState: .init())
    let count = Counted()
    observeCount(of: store, counting: count)
    store.send(.increment)
    #expect(armed(store) == 1)
    store.send(.rename("Other"))
    #expect(armed(store) == 1, "unchanged: still checked")
    store.send(.increment)
    #expect(armed(store) == 0)
    #expect(count.value == 1)
    observeCount(of: store, counting: count)
    #expect(armed(store) == 1)
    store.send(.decrement)
    #expect(count.value == 2)
  }

  @Test func aTrackerLetGoKeepsNoCopyOfTheValue() {
    let store = Store(Drawer(), initialState: .init())
    withObservationTracking {
      _ = store.item
    } onChange: {
    }
    store.send(.replace)
    store.send(.replace)
    #expect(armed(store) == 0)
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var last: Drawer.Item?
    last = store.root!.state.item
    store.send(.replace)
    #expect(last == nil, "the value the tracker last saw is not kept")
  }

  @Test func aScopedStoreLetsGoOfItsTrackersWithItself() {
    let store = Store(Board(clock: ContinuousClock()), initialState: Board.State())
    var header: Store<Tile>? = store.scope(state: \.header, intent: { .header($0) })
    withObservationTracking {
      _ = header?.count
      _ = header?.title
    } onChange: {
    }
    #expect(armed(store) == 2)
    // (`weak let` is Swift 6.3, above the floor: declared, then set.)
    weak var tracker: Tracker?
    tracker = store.root!.now.armed.first
    #expect(tracker != nil)
    header = nil
    // Told of the change (nobody reads again), then let go at the next one.
    store.send(.header(.increment))
    store.send(.header(.increment))
    #expect(armed(store) == 1, "the title's tracker, unchanged, is still checked")
    #expect(tracker == nil, "the store's fields went with it, and with them its trackers")
  }

  @Test func aScopedStoreFindsAFieldReadThroughNewKeyPathObjectsByEquality() {
    let store = Store(Board(clock: ContinuousClock()), initialState: Board.State())
    let header: Store<Tile> = store.scope(state: \.header, intent: { .header($0) })
    // A key path made at run time is a new object each time: found by equality, not identity.
    func count() -> KeyPath<Tile.State, Int> { \Tile.State.[field: String(repeating: "count", count: 1)] }
    #expect(count() !== count(), "a new key path object each time")
    let told = Counted()
    for round in 1...20 {
      #expect(header[observing: count()] == round - 1)
      withObservationTracking {
        _ = header[observing: count()]
        _ = header.title
      } onChange: {
        told.increment()
      }
      #expect(armed(store) == 2, "one tracker for the count, whichever key path object reads it")
      store.send(.header(.increment))
      #expect(told.value == round, "told of each change, through whichever key path object read it")
    }
    store.send(.header(.rename("Twenty")))
    #expect(header.title == "Twenty")
    #expect(header[observing: count()] == 20)
  }

  @Test func aComputedFieldIsToldOnlyWhenItsValueChanges() {
    let store = Store(Parity(), initialState: .init())
    let count = Counted()
    withObservationTracking {
      _ = store.isEven
    } onChange: {
      count.increment()
    }
    store.send(.add(2))
    #expect(count.value == 0, "still even")
    #expect(armed(store) == 1)
    store.send(.add(1))
    #expect(count.value == 1)
    var seen: [Bool] = []
    withObservationTracking {
      seen.append(store.isEven)
    } onChange: {
      count.increment()
    }
    store.send(.add(2))
    #expect(count.value == 1, "still odd")
    store.send(.add(1))
    #expect(count.value == 2)
    #expect(seen == [false])
  }
}

extension Tile.State {
  /// A field named at run time: each key path to it is a new object.
  fileprivate subscript(field name: String) -> Int { name == "count" ? count : 0 }
}
