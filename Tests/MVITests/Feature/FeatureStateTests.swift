import MVI
import Testing

/// Scoping to a child whose state names its feature (`FeatureState`): no type written, and the
/// same stores, reads and sends as the annotated forms.
@MainActor
struct FeatureStateTests {
  struct Counter: Feature {
    struct State: Equatable, Identifiable, FeatureState {
      typealias Feature = Counter
      var id = 0
      var count = 0
    }
    enum Intent: Sendable { case increment }

    func reduce(_ state: inout State, _ action: Intent) {
      state.count += 1
    }
  }

  /// A child whose state does not name its feature: scoped with its type written.
  struct Plain: Feature {
    struct State: Equatable { var text = "" }
    enum Intent: Sendable { case set(String) }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .set(let text): state.text = text
      }
    }
  }

  struct Parent: Feature {
    enum Destination: Equatable { case counter(Counter.State), plain(Plain.State) }
    struct State: Equatable {
      var counter = Counter.State()
      var detail: Counter.State?
      var destination: Destination?
      var rows = IdentifiedArray(uniqueElements: [Counter.State(id: 1), Counter.State(id: 2)])
      var plain = Plain.State()
    }
    enum Intent: Sendable {
      case counter(Counter.Intent), detail(Counter.Intent), destination(Counter.Intent)
      case row(Int, Counter.Intent), plain(Plain.Intent), dismissed
    }
    let counter = Counter()
    let plain = Plain()

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .counter(let action): counter.reduce(&state.counter, action)
      case .detail(let action): counter.reduce(&state.detail, action)
      case .destination(let action):
        counter.reduce(&state.destination, case: Destination.counter, action)
      case .row(let id, let action): counter.reduce(&state.rows[id: id], action)
      case .plain(let action): plain.reduce(&state.plain, action)
      case .dismissed: state.detail = nil
      }
    }
  }

  func parent(_ state: Parent.State = .init()) -> Store<Parent> {
    Store(Parent(), initialState: state)
  }

  @Test func aChildAlwaysPresentIsScopedWithoutItsType() {
    let store = parent()
    let counter = store.scope(state: \.counter, intent: { .counter($0) })
    counter.send(.increment)
    #expect(counter.count == 1)
    #expect(store.state.counter.count == 1)
  }

  @Test func anOptionalChildIsScopedWithoutItsType() throws {
    let store = parent()
    #expect(store.scope(state: \.detail, intent: { .detail($0) }) == nil)
    let present = parent(Parent.State(detail: Counter.State(id: 9)))
    let detail = try #require(present.scope(state: \.detail, intent: { .detail($0) }))
    detail.send(.increment)
    #expect(present.state.detail?.count == 1)
  }

  @Test func aChildInAnEnumCaseIsScopedWithoutItsType() throws {
    let store = parent(Parent.State(destination: .counter(Counter.State(id: 3))))
    let child = try #require(
      store.scope(state: \.destination, case: Parent.Destination.counter, intent: { .destination($0) }))
    child.send(.increment)
    #expect(store.state.destination == .counter(Counter.State(id: 3, count: 1)))
    let other = parent(Parent.State(destination: .plain(Plain.State())))
    #expect(
      other.scope(state: \.destination, case: Parent.Destination.counter, intent: { .destination($0) }) == nil
    )
  }

  @Test func rowsAreScopedWithoutTheirTypeAndKeptAcrossReads() {
    let store = parent()
    let first = store.scope(each: \.rows, intent: { .row($0, $1) })
    let second = store.scope(each: \.rows, intent: { .row($0, $1) })
    #expect(first.map(\.id) == [1, 2])
    #expect(first[0].store === second[0].store)
    second[1].store.send(.increment)
    #expect(store.state.rows[id: 2]?.count == 1)
  }

  @Test func aPresentationIsBoundWithoutTheChildsType() throws {
    let store = parent(Parent.State(detail: Counter.State(id: 5)))
    let binding = store.binding(presenting: \.detail, intent: { .detail($0) }, dismiss: .dismissed)
    let presented = try #require(binding.wrappedValue)
    presented.store.send(.increment)
    #expect(store.state.detail?.count == 1)
    binding.wrappedValue = nil
    #expect(store.state.detail == nil)
  }

  @Test func theTypeWrittenStillScopesBothKindsOfChild() {
    let store = parent()
    // A child that names its feature, with the type written as before this protocol existed.
    let counter: Store<Counter> = store.scope(state: \.counter, intent: { .counter($0) })
    let rows: [IdentifiedStore<Counter>] = store.scope(each: \.rows, intent: { .row($0, $1) })
    // A child that does not: the type written chooses it.
    let plain: Store<Plain> = store.scope(state: \.plain, intent: { .plain($0) })
    counter.send(.increment)
    rows[0].store.send(.increment)
    plain.send(.set("text"))
    #expect(store.state.counter.count == 1)
    #expect(store.state.rows[id: 1]?.count == 1)
    #expect(store.state.plain.text == "text")
  }
}
