import MVI
import TestSupport
import Testing

@MainActor
struct StoreSubscriptionTests {
  @Test func aSubscriptionIsEqualOnlyToItselfSoASetKeepsEachOne() {
    let store = Store(Counter(), initialState: .init())
    let one = store.subscribe { _ in }
    let two = store.subscribe { _ in }
    #expect(one == one)
    #expect(one != two)
    var set: Set<StoreSubscription> = []
    one.store(in: &set)
    two.store(in: &set)
    one.store(in: &set)
    #expect(set == [one, two])
  }

  @Test func removingASubscriptionFromTheSetEndsItWhenNothingElseHoldsIt() {
    let store = Store(Counter(), initialState: .init())
    var seen: [Int] = []
    var set: Set<StoreSubscription> = []
    store.subscribe { seen.append($0.count) }.store(in: &set)
    store.send(.increment)
    set.removeAll()
    store.send(.increment)
    #expect(seen == [0, 1])
  }

  @Test func aSubscriptionReleasedInATaskEndsOnTheMainActor() async {
    let store = Store(Counter(), initialState: .init())
    var seen: [Int] = []
    var subscription: StoreSubscription? = store.subscribe { seen.append($0.count) }
    #expect(rootSubscriberCount(store) == 1)
    await releaseOffTheMainActor(&subscription)
    #expect(await yield(until: { rootSubscriberCount(store) == 0 }))
    store.send(.increment)
    #expect(seen == [0])
  }
}
