import MVI

/// A counter whose intents are its actions: the smallest send → reduce round trip.
struct Counter: Feature {
  struct State: Equatable {
    var count = 0
    var other = 0
  }

  enum Intent: Sendable {
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
  struct State: Equatable, Identifiable {
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
    case .row(let id, let intent): row.handle(intent, in: state, at: \.rows[id: id]).map { .row(id: id, $0) }
    }
  }

  static func state(children: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<children).map { ListRow.State(id: $0) }))
  }
}

/// A feature nested in itself: a send to the innermost level goes through every level.
struct Nest: Feature {
  struct State {
    var value = 0
    private var child: [State]

    init(depth: Int) {
      child = depth > 0 ? [State(depth: depth - 1)] : []
    }

    var inner: State? {
      get { child.first }
      set { child = newValue.map { [$0] } ?? [] }
    }
  }

  indirect enum Intent: Sendable {
    case increment
    case child(Intent)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.value &+= 1
    case .child(let action): reduce(&state.inner, action)
    }
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
