import MVI
import Testing

/// The focus binding's logic (MVISwiftUI's `bind(_:to:)`): the state's field given to the focus,
/// the user's moves sent as intents, and neither echoing the other.
@MainActor
struct StoreBindingFocusTests {
  struct Profile: Feature {
    enum Field: Hashable, Sendable { case name, email }
    struct State: Equatable {
      var focus: Field?
      var focusChanges = 0
    }
    enum Intent: Sendable { case focusChanged(Field?), submitTapped }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .focusChanged(let field):
        state.focus = field
        state.focusChanges += 1
      case .submitTapped:
        state.focus = state.focus == .name ? .email : nil
      }
    }
  }

  @Test func theFocusIsGivenTheStatesFieldOnlyWhenItShowsAnother() {
    let store = Store(Profile(), initialState: Profile.State(focus: .name))
    let field = store.binding(\.focus, send: { .focusChanged($0) })
    #expect(field.focus(toShow: nil) == .name)  // the view appeared with no focus
    #expect(field.focus(toShow: .name) == nil)  // already shown: nothing to set
    store.send(.submitTapped)  // the feature moves on to the next field
    #expect(field.focus(toShow: .name) == .email)
  }

  @Test func aMoveOfTheUserIsSentOnceAndAFocusFollowingTheStateSendsNothing() {
    let store = Store(Profile(), initialState: Profile.State())
    let field = store.binding(\.focus, send: { .focusChanged($0) })
    field.focusMoved(to: .email)  // the user tapped the email field
    #expect(store.focus == .email)
    #expect(store.focusChanges == 1)
    // The state changed, so the view asks what the focus must show: it shows it already.
    #expect(field.focus(toShow: .email) == nil)
    // The focus set from the state reports the move back: it is not sent again.
    field.focusMoved(to: .email)
    #expect(store.focusChanges == 1)
    field.focusMoved(to: nil)  // the keyboard was dismissed
    #expect(store.focus == nil)
    #expect(store.focusChanges == 2)
  }
}
