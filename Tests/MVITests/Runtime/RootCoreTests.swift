import Testing

@testable import MVI

private struct Tick: Feature {
  struct State {
    var count = 0
  }

  enum Intent: Sendable {
    case tick
  }

  func reduce(_ state: inout State, _ action: Intent) { state.count += 1 }
}

@MainActor
struct RootCoreTests {
  /// The places the root keeps for its subscribers, cancelled ones included.
  private func places(_ store: Store<Tick>) -> Int { store.root!.now.subscribers.count }

  @Test func subscriptionsReplacedInEveryCallbackKeepNoPlacesOfCancelledOnes() {
    let store = Store(Tick(), initialState: .init())
    var inner: StoreSubscription?
    var innerCalls = 0
    // Like a list that makes new cells, each subscribing, whenever the state changes.
    let outer = store.subscribe { _ in
      inner?.cancel()
      inner = store.subscribe { _ in innerCalls += 1 }
    }
    for _ in 0..<100 { store.send(.tick) }
    #expect(places(store) <= 3)
    #expect(rootSubscriberCount(store) == 2)
    // Each inner subscription was called once, when it subscribed, and none after it was cancelled.
    #expect(innerCalls == 101)
    outer.cancel()
    inner?.cancel()
    #expect(places(store) == 0)
  }

  @Test func aSubscriptionCancelledDuringASendLeavesItsPlaceUntilTheSendIsOver() {
    let store = Store(Tick(), initialState: .init())
    var second: StoreSubscription?
    var placesSeen: [Int] = []
    let first = store.subscribe { [self] state in
      guard state.count == 1 else { return }
      second?.cancel()
      placesSeen.append(places(store))
    }
    second = store.subscribe { _ in }
    store.send(.tick)
    #expect(placesSeen == [2])
    #expect(rootSubscriberCount(store) == 1)
    first.cancel()
    #expect(places(store) == 0)
  }
}
