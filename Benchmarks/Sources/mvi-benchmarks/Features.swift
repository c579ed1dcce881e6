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

/// A parent whose state holds its children's states keyed by id, and whose reducer updates one
/// child in place: how a list of child features is composed until the composition API lands.
struct Parent: Feature {
  struct Child: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  struct State {
    var children: [Int: Child]
    var title = "Children"
  }

  enum Intent: Sendable {
    case child(id: Int, ChildIntent)
  }

  enum ChildIntent: Sendable {
    case increment
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .child(let id, .increment): state.children[id]?.count &+= 1
    }
  }

  static func state(children: Int) -> State {
    State(children: Dictionary(uniqueKeysWithValues: (0..<children).map { ($0, Child(id: $0)) }))
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
