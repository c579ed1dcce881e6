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

  @Test func aLinkAppendedToThePathSendsAPushAndIsTheEntryItMakes() {
    let store = store(["a"])
    let path = store.binding(path: \.path, pop: { .popped($0) }, push: { .pushed($0) })
    #expect(path.wrappedValue.map(\.id) == store.path.ids)
    let link = store.link(to: "b", in: \.path)
    // A `NavigationLink(value:)` tapped: the platform appends the link's value.
    path.wrappedValue = path.wrappedValue + [link]
    #expect(store.received == ["pushed(\"b\")"])
    #expect(store.path.routes == ["a", "b"])
    #expect(path.wrappedValue == [RoutePathElement(id: store.path.ids[0]), link])
    #expect(path.wrappedValue.last?.id == link.id, "the screen pushed stays in place")
    #expect(path.wrappedValue.allSatisfy { $0.pushing == nil })
    // The platform sets the path again with the link's element in it: nothing is sent.
    path.wrappedValue = [RoutePathElement(id: store.path.ids[0]), link]
    #expect(store.received.count == 1)
  }

  @Test func aPopAndLinksTogetherSendThePopsFirstThenThePushesInOrder() {
    let store = store(["a", "b"])
    let ids = store.path.ids
    let path = store.binding(path: \.path, pop: { .popped($0) }, push: { .pushed($0) })
    let next = store.path.nextPushID
    path.wrappedValue = [
      RoutePathElement(id: ids[0]), RoutePathElement(id: next, pushing: "c"),
      RoutePathElement(id: RouteID(rawValue: next.rawValue + 1), pushing: "d"),
    ]
    #expect(store.received == ["popped(\(ids[1]))", "pushed(\"c\")", "pushed(\"d\")"])
    #expect(store.path.routes == ["a", "c", "d"])
    #expect(path.wrappedValue.map(\.id) == [ids[0], next, RouteID(rawValue: next.rawValue + 1)])
  }

  @Test func aPushTheFeatureRefusesLeavesTheStackAsItWas() {
    let store = store(["a"])
    let path = store.binding(path: \.path, pop: { .popped($0) }, push: { .retitled($0) })
    path.wrappedValue = path.wrappedValue + [store.link(to: "b", in: \.path)]
    #expect(store.path.routes == ["a"])
    #expect(path.wrappedValue.count == 1, "the platform goes back to the stack")
  }

  @Test func aLinkIsInvalidatedByAPushOnlyAndTakesTheNextID() {
    let store = store(["a"])
    let changes = Counted()
    var link = RoutePathElement<String>(id: RouteID(rawValue: -1))
    withObservationTracking {
      link = store.link(to: "b", in: \.path)
    } onChange: {
      changes.increment()
    }
    #expect(link.pushing == "b")
    store.send(.retitled("Title"))
    #expect(changes.value == 0)
    store.send(.pushed("b"))
    #expect(changes.value == 1)
    #expect(store.path.ids.last == link.id)
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
