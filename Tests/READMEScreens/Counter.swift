import MVI

struct Counter: Feature {
  struct State: Equatable { var count = 0 }
  enum Intent: Sendable { case increment, decrement }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
  }
}
