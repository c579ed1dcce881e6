import MVI
import Testing

@MainActor
struct FeatureTests {
  @Test func aFeatureWhoseIntentsAreItsActionsNeedsNoHandle() {
    let effect = Counter().handle(.increment, state: .init())
    let store = Store(Counter(), initialState: .init())
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    #expect(store.count == 1)
    #expect(!effect.isNone)
  }

  @Test func handleSeesTheCurrentState() {
    struct Gate: Feature {
      struct State { var open = false; var passed = 0 }
      enum Intent { case toggle, pass }
      enum Action: Sendable { case toggle, passed }
      func reduce(_ state: inout State, _ action: Action) {
        switch action {
        case .toggle: state.open.toggle()
        case .passed: state.passed += 1
        }
      }
      func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
        switch intent {
        case .toggle: return .send(.toggle)
        case .pass: return state.open ? .send(.passed) : .none
        }
      }
    }
    let store = Store(Gate(), initialState: .init())
    store.send(.pass)
    store.send(.toggle)
    store.send(.pass)
    #expect(store.passed == 1)
  }
}
