import MVI
import Observation
import Testing

/// A form whose every intent is logged, and a presented sheet.
struct Profile: Feature {
  struct Note {
    var text = ""
  }

  struct State {
    var name = ""
    var age = 0
    var sheet: Sheet?
    var received: [String] = []
    var note = Note()
  }

  struct Sheet: Equatable {
    var title: String
  }

  enum Intent: Sendable {
    case nameChanged(String)
    case ageChanged(Int)
    case noteChanged(String)
    case sheetOpened(String)
    case sheetRetitled(String)
    case sheetDismissed
  }

  func reduce(_ state: inout State, _ intent: Intent) {
    state.received.append("\(intent)")
    switch intent {
    case .nameChanged(let name): state.name = name
    case .ageChanged(let age): state.age = age
    case .noteChanged(let text): state.note.text = text
    case .sheetOpened(let title): state.sheet = Sheet(title: title)
    case .sheetRetitled(let title): state.sheet?.title = title
    case .sheetDismissed: state.sheet = nil
    }
  }
}

/// A parent holding a profile, to bind through a scoped store.
struct Account: Feature {
  struct State {
    var profile = Profile.State()
  }

  enum Intent: Sendable {
    case profile(Profile.Intent)
  }

  func reduce(_ state: inout State, _ intent: Intent) {
    switch intent {
    case .profile(let intent): Profile().reduce(&state.profile, intent)
    }
  }
}

@MainActor
struct StoreBindingFactoryTests {
  func invalidations(of read: () -> Void) -> Counted {
    let count = Counted()
    withObservationTracking(read) { count.increment() }
    return count
  }

  @Test func aBindingReadsTheFieldAndSendsTheIntentOnSet() {
    let store = Store(Profile(), initialState: .init())
    let name = store.binding(\.name, send: { .nameChanged($0) })
    #expect(name.wrappedValue == "")
    name.wrappedValue = "Ada"
    #expect(store.name == "Ada")
    #expect(name.wrappedValue == "Ada")
    #expect(store.received == [#"nameChanged("Ada")"#])
  }

  @Test func everySetSendsEvenOfTheValueAlreadyThere() {
    let store = Store(Profile(), initialState: .init())
    let age = store.binding(\.age, send: { .ageChanged($0) })
    age.wrappedValue = 3
    age.wrappedValue = 3
    #expect(store.received == ["ageChanged(3)", "ageChanged(3)"])
  }

  @Test func readingAnEquatableFieldObservesThatFieldOnlyAndOnlyItsChanges() {
    let store = Store(Profile(), initialState: .init())
    let name = store.binding(\.name, send: { .nameChanged($0) })
    let observed = invalidations { _ = name.wrappedValue }
    store.send(.ageChanged(30))
    #expect(observed.value == 0)
    name.wrappedValue = ""  // the same value: sent, but no change
    #expect(observed.value == 0)
    name.wrappedValue = "Ada"
    #expect(observed.value == 1)
  }

  @Test func aFieldThatIsNotEquatableIsReadAndSentToo() {
    let store = Store(Profile(), initialState: .init())
    let note = store.binding(\.note, send: { .noteChanged($0.text) })
    let observed = invalidations { _ = note.wrappedValue }
    note.wrappedValue = Profile.Note(text: "hello")
    #expect(note.wrappedValue.text == "hello")
    #expect(observed.value == 1)
  }

  @Test func aScopedStoresBindingSendsThroughItsParent() {
    let store = Store(Account(), initialState: .init())
    let profile: Store<Profile> = store.scope(state: \.profile, intent: { .profile($0) })
    let name = profile.binding(\.name, send: { .nameChanged($0) })
    name.wrappedValue = "Grace"
    #expect(store.state.profile.name == "Grace")
    #expect(name.wrappedValue == "Grace")
  }

  @Test func isPresentedFollowsTheOptionalChild() {
    let store = Store(Profile(), initialState: .init())
    let presented = store.binding(isPresented: \.sheet, dismiss: .sheetDismissed)
    #expect(presented.wrappedValue == false)
    store.send(.sheetOpened("Edit"))
    #expect(presented.wrappedValue == true)
    store.send(.sheetDismissed)
    #expect(presented.wrappedValue == false)
  }

  @Test func settingFalseWhilePresentSendsTheDismissIntentOnce() {
    let store = Store(Profile(), initialState: .init(sheet: .init(title: "Edit")))
    let presented = store.binding(isPresented: \.sheet, dismiss: .sheetDismissed)
    presented.wrappedValue = false
    #expect(store.sheet == nil)
    // Already gone (dismissed by the feature or by an earlier set): nothing more is sent.
    presented.wrappedValue = false
    #expect(store.received == ["sheetDismissed"])
  }

  @Test func settingTrueSendsNothing() {
    let store = Store(Profile(), initialState: .init())
    let presented = store.binding(isPresented: \.sheet, dismiss: .sheetDismissed)
    presented.wrappedValue = true
    store.send(.sheetOpened("Edit"))
    presented.wrappedValue = true
    #expect(store.received == [#"sheetOpened("Edit")"#])
    #expect(presented.wrappedValue == true)
  }

  @Test func aViewReadingIsPresentedIsInvalidatedByPresenceOnlyNotByTheChildsFields() {
    let store = Store(Profile(), initialState: .init())
    let presented = store.binding(isPresented: \.sheet, dismiss: .sheetDismissed)
    var observed = invalidations { _ = presented.wrappedValue }
    store.send(.sheetOpened("Edit"))
    #expect(observed.value == 1)
    observed = invalidations { _ = presented.wrappedValue }
    store.send(.sheetRetitled("Edit again"))
    store.send(.nameChanged("Ada"))
    #expect(observed.value == 0)
    presented.wrappedValue = false
    #expect(observed.value == 1)
  }
}
