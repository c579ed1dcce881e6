import MVI
import MVIInspector
import Testing

@testable import inspector_demo

@MainActor
struct TodoListTests {
  @Test func reduceAddsTogglesClearsAndSaves() {
    let feature = TodoList()
    var state = TodoList.State()
    feature.reduce(&state, .added("Buy milk"))
    feature.reduce(&state, .added("Call Ann"))
    feature.reduce(&state, .toggled(1))
    #expect(state.items == [.init(id: 1, title: "Buy milk", done: true), .init(id: 2, title: "Call Ann")])
    feature.reduce(&state, .toggled(9))
    feature.reduce(&state, .clearedDone)
    #expect(state.items == [.init(id: 2, title: "Call Ann")])
    #expect(state.nextID == 3)
    feature.reduce(&state, .saveStarted)
    #expect(state.saving)
    feature.reduce(&state, .saved(1))
    #expect(!state.saving && state.savedCount == 1)
  }

  @Test func anIntentSendsItsActionsAndClearingEmitsHowMany() {
    let inspector = Inspector(TodoList())
    let store = Store(TodoList(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.add("Buy milk"))
    store.send(.toggle(1))
    store.send(.clearDone)
    #expect(store.items.isEmpty)
    let events = inspector.history.steps(from: 0).compactMap { step -> TodoList.Event? in
      if case .event(let event) = step.kind { return event }
      return nil
    }
    #expect(events == [.cleared(1)])
  }
}
