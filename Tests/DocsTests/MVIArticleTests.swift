// The code of the MVI article (the documentation's front page), compiled in a file that imports
// Foundation as app files do. Keep it the same as the article's.
import Foundation
import MVI
import MVITesting
import Testing

@MainActor
struct MVIArticle {
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

  @Test func theCounterCounts() {
    let store = Store(Counter(), initialState: .init())
    store.send(.increment)
    #expect(store.count == 1)  // 1
  }
}
