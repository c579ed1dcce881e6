import MVI
import Observation
import Testing

/// A feature with a field that is not `Equatable`.
struct Shelf: Feature {
  struct Book {
    var title: String
  }

  struct State {
    var book = Book(title: "Dune")
    var shelf = 1
  }

  enum Intent: Sendable {
    case retitle(String)
    case move(to: Int)
    case nothing
  }

  enum Action: Sendable {
    case retitle(String)
    case move(to: Int)
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .retitle(let title): state.book.title = title
    case .move(let shelf): state.shelf = shelf
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .retitle(let title): return .send(.retitle(title))
    case .move(let shelf): return .send(.move(to: shelf))
    case .nothing: return .none
    }
  }
}

@MainActor
struct StoreObservationTests {
  /// Runs `read` with observation tracking and counts the invalidations that follow.
  func invalidations(of read: () -> Void) -> Counted {
    let count = Counted()
    withObservationTracking(read) { count.increment() }
    return count
  }

  @Test func anObserverOfOneFieldIgnoresChangesToOthers() {
    let store = Store(Counter(), initialState: .init())
    let count = invalidations { _ = store.count }
    store.send(.rename("Other"))
    #expect(count.value == 0)
    store.send(.increment)
    #expect(count.value == 1)
  }

  @Test func anObserverOfSeveralFieldsIsInvalidatedByEach() {
    let store = Store(Counter(), initialState: .init())
    let first = invalidations {
      _ = store.count
      _ = store.title
    }
    store.send(.rename("Other"))
    #expect(first.value == 1)
    let second = invalidations {
      _ = store.count
      _ = store.title
    }
    store.send(.increment)
    #expect(second.value == 1)
  }

  @Test func anEquatableFieldSetToTheSameValueInvalidatesNothing() {
    let store = Store(Lab(), initialState: .init(value: 5))
    let count = invalidations { _ = store.value }
    store.send(.perform(.send(.set(5))))
    #expect(count.value == 0)
    // Changed and changed back within one send: no change when the send ends.
    store.send(.perform(.send(.set(6), .set(5))))
    #expect(count.value == 0)
    store.send(.perform(.send(.set(6))))
    #expect(count.value == 1)
  }

  @Test func severalChangesInOneSendInvalidateOnce() {
    let store = Store(Counter(), initialState: .init())
    let count = invalidations { _ = store.count }
    store.send(.increment)
    store.send(.increment)
    // The observation ended with the first change; re-registering is up to the observer.
    #expect(count.value == 1)

    let lab = Store(Lab(), initialState: .init())
    let labCount = invalidations { _ = lab.value }
    lab.send(.perform(.send(.set(1), .set(2), .set(3))))
    #expect(labCount.value == 1)
  }

  @Test func readingTheWholeStateIsInvalidatedByAnyChange() {
    let store = Store(Counter(), initialState: .init())
    let renamed = invalidations { _ = store.state }
    store.send(.rename("Other"))
    #expect(renamed.value == 1)
    let incremented = invalidations { _ = store.state.count }
    store.send(.increment)
    #expect(incremented.value == 1)
  }

  @Test func readingTheWholeStateIsNotInvalidatedByASendThatAppliesNoAction() {
    let store = Store(Shelf(), initialState: .init())
    let count = invalidations { _ = store.state }
    store.send(.nothing)
    #expect(count.value == 0)
    store.send(.move(to: 2))
    #expect(count.value == 1)
  }

  @Test func aNonEquatableFieldIsInvalidatedByAnyAppliedAction() {
    let store = Store(Shelf(), initialState: .init())
    let count = invalidations { _ = store.book }
    store.send(.nothing)
    #expect(count.value == 0)
    store.send(.move(to: 2))  // another field; the book cannot be compared
    #expect(count.value == 1)
    let again = invalidations { _ = store.book }
    store.send(.retitle("Emma"))
    #expect(again.value == 1)
    #expect(store.book.title == "Emma")
  }

  @Test func anEquatableFieldOfAStoreWithANonEquatableFieldIsCompared() {
    let store = Store(Shelf(), initialState: .init())
    let count = invalidations { _ = store.shelf }
    store.send(.retitle("Emma"))
    store.send(.move(to: 1))
    #expect(count.value == 0)
    store.send(.move(to: 3))
    #expect(count.value == 1)
  }

  /// Observes the count and observes it again after each invalidation.
  static func observeCountAgainAndAgain(of store: Store<Counter>, counting count: Counted) {
    withObservationTracking {
      _ = store.count
    } onChange: {
      count.increment()
      MainActor.assumeIsolated { observeCountAgainAndAgain(of: store, counting: count) }
    }
  }

  @Test func anObserverReRegisteredAfterAnInvalidationIsInvalidatedAgain() {
    let store = Store(Counter(), initialState: .init())
    let count = Counted()
    Self.observeCountAgainAndAgain(of: store, counting: count)
    store.send(.increment)
    #expect(count.value == 1)
    store.send(.rename("Other"))
    #expect(count.value == 1)
    store.send(.increment)
    #expect(count.value == 2)
    store.send(.decrement)
    #expect(count.value == 3)
  }

  @Test func actionsFromEffectsInvalidateObservers() async {
    let store = Store(Lab(), initialState: .init())
    let count = invalidations { _ = store.value }
    await store.send(.perform(.run { send in await send(.set(9)) })).finish()
    #expect(count.value == 1)
    #expect(store.value == 9)
  }

  @Test func fieldsReadThroughKeyPathsMadeAtRunTimeAreObservedLikeLiterals() {
    let store = Store(Counter(), initialState: .init())
    // Each appended key path is a new object: more of them than the store remembers by identity.
    let paths = (0..<40).map { _ in (\Counter.State.self).appending(path: \.count) }
    let counts = paths.map { path in invalidations { _ = store[observing: path] } }
    let title = invalidations { _ = store[observing: (\Counter.State.self).appending(path: \.title)] }
    store.send(.rename("Other"))
    #expect(counts.allSatisfy { $0.value == 0 })
    #expect(title.value == 1)
    store.send(.increment)
    #expect(counts.allSatisfy { $0.value == 1 })
    #expect(store[observing: paths[39]] == 1)
  }

  @Test func twoFieldsOfTheSameTypeAreToldApart() {
    let store = Store(Counter(), initialState: .init())
    let count = invalidations { _ = store.count }
    let other = invalidations { _ = store[observing: \.title.count] }
    store.send(.increment)
    #expect(count.value == 1)
    #expect(other.value == 0)
  }
}
