import MVI
import Testing

@MainActor
struct StoreControlActionTests {
  /// A counter and a child counter inside it, whose store a control is given scoped.
  struct Parent: Feature {
    struct State: Equatable {
      var child = 0
    }
    enum Intent: Sendable { case child(Child.Intent) }
    func reduce(_ state: inout State, _ intent: Intent) {
      switch intent {
      case .child(let intent): Child().reduce(&state.child, intent)
      }
    }
  }

  struct Child: Feature {
    enum Intent: Sendable { case tapped }
    func reduce(_ state: inout Int, _ intent: Intent) { state += 1 }
  }

  @Test func anActionSendsItsIntentEachTimeItIsCalled() {
    let store = Store(Child(), initialState: 0)
    let action = store.controlAction(sending: .tapped)
    action()
    action()
    #expect(store.state == 2)
  }

  /// What `button.addAction(sending: .tapped, to: parent.scope(…))` keeps: the action alone.
  func action(of parent: Store<Parent>) -> @MainActor () -> Void {
    let child: Store<Child> = parent.scope(state: \.child, intent: { .child($0) })
    return child.controlAction(sending: .tapped)
  }

  @Test func aScopedStoreGivenOnlyToTheActionStillReceivesEveryTap() {
    let parent = Store(Parent(), initialState: .init())
    let action = action(of: parent)
    action()
    action()
    #expect(parent.child == 2)
  }

  @Test func theActionKeepsNoStoreOnceItIsGone() {
    weak var gone: Store<Child>?
    do {
      let store = Store(Child(), initialState: 0)
      gone = store
      var action: (@MainActor () -> Void)? = store.controlAction(sending: .tapped)
      action?()
      action = nil
      _ = action
    }
    #expect(gone == nil)
  }
}
