import MVI
import Observation
import Testing

/// A stack of screens with a Back intent that pops the top, and one that pops a given screen.
struct Screens: Feature {
  struct State {
    var path = RouteStack<String>()
    var title = ""
    var received: [String] = []
  }

  enum Intent: Sendable {
    case pushed(String)
    case retitled(String)
    case backTapped
    case popped(RouteID)
  }

  func reduce(_ state: inout State, _ intent: Intent) {
    state.received.append("\(intent)")
    switch intent {
    case .pushed(let route): state.path.push(route)
    case .retitled(let title): state.title = title
    case .backTapped: state.path.pop()
    case .popped(let id): state.path.pop(from: id)
    }
  }
}

@MainActor
struct StorePathBindingTests {
  func store(_ routes: [String]) -> Store<Screens> {
    Store(Screens(), initialState: .init(path: RouteStack(routes)))
  }

  @Test func itReadsTheIdsOfTheStack() {
    let store = store(["a", "b"])
    let path = store.binding(path: \.path, pop: { _ in .backTapped })
    #expect(path.wrappedValue == store.path.ids)
    #expect(path.wrappedValue.count == 2)
  }

  @Test func aSwipeBackSendsOnePopAndPopsTheRoute() {
    let store = store(["a", "b", "c"])
    let path = store.binding(path: \.path, pop: { _ in .backTapped })
    path.wrappedValue = Array(path.wrappedValue.dropLast())
    #expect(store.path.routes == ["a", "b"])
    #expect(store.received == ["backTapped"])
  }

  @Test func goingBackSeveralScreensSendsOnePopPerScreenTopFirst() {
    let store = store(["a", "b", "c"])
    let ids = store.path.ids
    let path = store.binding(path: \.path, pop: { .popped($0) })
    path.wrappedValue = [ids[0]]
    #expect(store.path.routes == ["a"])
    #expect(store.received == ["popped(\(ids[2]))", "popped(\(ids[1]))"])
  }

  @Test func settingTheSameStackOrUnknownIdsSendsNothing() {
    let store = store(["a"])
    let path = store.binding(path: \.path, pop: { _ in .backTapped })
    path.wrappedValue = store.path.ids
    path.wrappedValue = store.path.ids + [RouteID(rawValue: 99)]
    #expect(store.received.isEmpty)
    #expect(store.path.routes == ["a"])
  }

  @Test func aPopInStateIsReadAndInvalidatesTheReader() {
    let store = store(["a", "b"])
    let path = store.binding(path: \.path, pop: { _ in .backTapped })
    let changes = Counted()
    withObservationTracking {
      _ = path.wrappedValue
    } onChange: {
      changes.increment()
    }
    store.send(.backTapped)
    #expect(changes.value == 1)
    #expect(path.wrappedValue == store.path.ids)
    #expect(path.wrappedValue.count == 1)
  }

  @Test func otherFieldsDoNotInvalidateTheReader() {
    let store = store(["a"])
    let path = store.binding(path: \.path, pop: { _ in .backTapped })
    let changes = Counted()
    withObservationTracking {
      _ = path.wrappedValue
    } onChange: {
      changes.increment()
    }
    store.send(.retitled("x"))
    #expect(changes.value == 0)
  }
}
