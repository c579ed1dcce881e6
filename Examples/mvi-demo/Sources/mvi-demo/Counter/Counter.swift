import MVI

/// The README's counter: a feature whose intents are its actions.
struct Counter: Feature {
  struct State: Equatable {
    var count = 0
  }

  enum Intent: Sendable {
    case increment
    case decrement
    case reset
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .reset: state.count = 0
    }
  }
}
