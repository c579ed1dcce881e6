import MVI

/// A counter whose intents are its actions: the smallest send → reduce round trip.
struct Counter: Feature {
  struct State: Equatable, Codable {
    var count = 0
    var other = 0
  }

  enum Intent: Sendable, Codable {
    case increment
    case incrementOther
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count &+= 1
    case .incrementOther: state.other &+= 1
    }
  }
}

/// The counter, with 1 KB of data stored inline in its state (no array): every copy of the state
/// copies it.
struct PayloadCounter: Feature {
  /// 64 bytes.
  struct Block: Equatable {
    var a: UInt64 = 1, b: UInt64 = 2, c: UInt64 = 3, d: UInt64 = 4
    var e: UInt64 = 5, f: UInt64 = 6, g: UInt64 = 7, h: UInt64 = 8
  }

  /// 1,024 bytes.
  struct Payload: Equatable {
    var b0 = Block(), b1 = Block(), b2 = Block(), b3 = Block()
    var b4 = Block(), b5 = Block(), b6 = Block(), b7 = Block()
    var b8 = Block(), b9 = Block(), b10 = Block(), b11 = Block()
    var b12 = Block(), b13 = Block(), b14 = Block(), b15 = Block()
  }

  struct State: Equatable {
    var count = 0
    var payload = Payload()
  }

  typealias Intent = Counter.Intent

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count &+= 1
    case .incrementOther: state.payload.b0.a &+= 1
    }
  }
}

/// The counter, with a large array in its state that no action touches.
struct LargeCounter: Feature {
  struct State {
    var count = 0
    var items: [Int]
  }

  typealias Intent = Counter.Intent

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count &+= 1
    case .incrementOther: state.items[0] &+= 1
    }
  }
}

/// A row of a list: a child feature embedded by id.
struct ListRow: Feature {
  struct State: Equatable, Identifiable, FeatureState {
    typealias Feature = ListRow
    let id: Int
    var count = 0
  }

  enum Intent: Sendable {
    case increment
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count &+= 1
    }
  }
}

/// A parent holding its rows in an `IdentifiedArray`, composed with the library's API.
struct Parent: Feature {
  struct State {
    var rows: IdentifiedArray<ListRow.State>
    var title = "Children"
  }

  enum Intent: Sendable {
    case row(id: Int, ListRow.Intent)
  }

  let row = ListRow()

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .row(let id, let action): row.reduce(&state.rows[id: id], action)
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Intent, Never> {
    switch intent {
    case .row(let id, let intent): row.handle(intent, in: state, at: \.rows, id: id, action: Intent.row)
    }
  }

  static func state(children: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<children).map { ListRow.State(id: $0) }))
  }
}

/// The innermost feature of a nested tree.
struct Leaf: Feature {
  struct State: FeatureState {
    typealias Feature = Leaf
    var value = 0
  }

  enum Intent: Sendable {
    case increment
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.value &+= 1
    }
  }
}

/// One level of a nested tree: a feature presenting `Inner` as an optional child, like a screen
/// presenting a sheet that presents another.
struct Level<Inner: Feature>: Feature where Inner.Intent: Sendable, Inner.Action == Inner.Intent {
  struct State: FeatureState {
    typealias Feature = Level
    var title = "Level"
    var inner: Inner.State?
  }

  enum Intent: Sendable {
    case inner(Inner.Intent)
  }

  let inner: Inner

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .inner(let action): inner.reduce(&state.inner, action)
    }
  }
}

extension Store {
  /// The store of the child one level down.
  @MainActor
  func down<Inner>() -> Store<Inner>
  where F == Level<Inner>, Inner.State: FeatureState, Inner.State.Feature == Inner {
    scope(state: \.inner, intent: { .inner($0) })!
  }
}

/// Ten levels above the leaf.
typealias Tree = Level<Level<Level<Level<Level<Level<Level<Level<Level<Level<Leaf>>>>>>>>>>

/// The feature tree, built outside `extension Tree` where `Level` would mean `Tree` itself.
func makeTree() -> Tree {
  Level(
    inner: Level(
      inner: Level(
        inner: Level(
          inner: Level(inner: Level(inner: Level(inner: Level(inner: Level(inner: Level(inner: Leaf())))))))))
  )
}

extension Tree {
  static var tree: Tree { makeTree() }

  static var initialState: State {
    var leaf = Leaf.State()
    leaf.value = 0
    var l1 = Level<Leaf>.State(); l1.inner = leaf
    var l2 = Level<Level<Leaf>>.State(); l2.inner = l1
    var l3 = Level<Level<Level<Leaf>>>.State(); l3.inner = l2
    var l4 = Level<Level<Level<Level<Leaf>>>>.State(); l4.inner = l3
    var l5 = Level<Level<Level<Level<Level<Leaf>>>>>.State(); l5.inner = l4
    var l6 = Level<Level<Level<Level<Level<Level<Leaf>>>>>>.State(); l6.inner = l5
    var l7 = Level<Level<Level<Level<Level<Level<Level<Leaf>>>>>>>.State(); l7.inner = l6
    var l8 = Level<Level<Level<Level<Level<Level<Level<Level<Leaf>>>>>>>>.State(); l8.inner = l7
    var l9 = Level<Level<Level<Level<Level<Level<Level<Level<Level<Leaf>>>>>>>>>.State(); l9.inner = l8
    var l10 = State(); l10.inner = l9
    return l10
  }
}

/// A feature whose intent starts an async effect that sends an action back.
struct Effects: Feature {
  struct State {
    var done = 0
  }

  enum Intent {
    case start
  }

  enum Action: Sendable {
    case done
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    .run { send in await send(.done) }
  }

  func reduce(_ state: inout State, _ action: Action) {
    state.done &+= 1
  }
}
