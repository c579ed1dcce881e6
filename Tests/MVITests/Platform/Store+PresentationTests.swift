import MVI
import Observation
import Testing

/// A list that presents one child, a note editor, by its id.
struct Notes: Feature {
  struct Note: Feature {
    struct State: Identifiable, Equatable {
      var id: Int
      var text = ""
    }
    enum Intent: Sendable { case edited(String) }

    func reduce(_ state: inout State, _ intent: Intent) {
      switch intent {
      case .edited(let text): state.text = text
      }
    }
  }

  struct Draft: Feature {
    struct State: Equatable { var text = "" }
    enum Intent: Sendable { case edited(String) }

    func reduce(_ state: inout State, _ intent: Intent) {
      switch intent {
      case .edited(let text): state.text = text
      }
    }
  }

  struct State {
    var note: Note.State?
    var draft: Draft.State?
    var received: [String] = []
  }

  enum Intent: Sendable {
    case opened(Int)
    case drafted
    case note(Note.Intent)
    case draft(Draft.Intent)
    case dismissed
  }

  func reduce(_ state: inout State, _ intent: Intent) {
    state.received.append("\(intent)")
    switch intent {
    case .opened(let id): state.note = Note.State(id: id)
    case .drafted: state.draft = Draft.State()
    case .note(let intent): Note().reduce(&state.note, intent)
    case .draft(let intent): Draft().reduce(&state.draft, intent)
    case .dismissed:
      state.note = nil
      state.draft = nil
    }
  }
}

@MainActor
struct StorePresentationTests {
  @Test func theItemIsAStoreOfThePresentedChild() throws {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    #expect(sheet.wrappedValue == nil)
    store.send(.opened(1))
    let child = try #require(sheet.wrappedValue)
    child.store.send(.edited("hi"))
    #expect(store.note?.text == "hi")
    #expect(child.store.text == "hi")
  }

  @Test func theIdStaysWhileAChildIsPresentedAtItsPlace() throws {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.opened(1))
    let first = try #require(sheet.wrappedValue).id
    store.send(.note(.edited("changed")))
    #expect(try #require(sheet.wrappedValue).id == first)
    store.send(.opened(2))
    #expect(try #require(sheet.wrappedValue).id == first)
    #expect(try #require(sheet.wrappedValue).store.id == 2)
  }

  @Test func twoPlacesHaveTwoIds() throws {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Draft>?> = store.binding(
      presenting: \.draft, intent: { .draft($0) }, dismiss: .dismissed)
    let note: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.drafted)
    store.send(.opened(1))
    let id = try #require(sheet.wrappedValue).id
    #expect(try #require(note.wrappedValue).id != id)
    store.send(.draft(.edited("x")))
    #expect(try #require(sheet.wrappedValue).id == id)
    #expect(try #require(sheet.wrappedValue).store.text == "x")
  }

  @Test func aPresentationIsHashableByItsPlaceForAnItemDestination() throws {
    let store = Store(Notes(), initialState: .init())
    let note: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.opened(1))
    let first = try #require(note.wrappedValue)
    store.send(.note(.edited("x")))
    let again = try #require(note.wrappedValue)
    // Each read scopes a new store; the item is the same presentation while the child stays.
    #expect(first.store !== again.store)
    #expect(first == again)
    #expect(Set([first, again]).count == 1)
    store.send(.drafted)
    let draft: StoreBinding<PresentedStore<Notes.Draft>?> = store.binding(
      presenting: \.draft, intent: { .draft($0) }, dismiss: .dismissed)
    let other = try #require(draft.wrappedValue)
    #expect(other.id != first.id, "another place, another presentation")
  }

  @Test func theSheetSettingNilSendsTheDismissalOnce() {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.opened(1))
    sheet.wrappedValue = nil
    #expect(store.note == nil)
    sheet.wrappedValue = nil
    #expect(store.received == ["opened(1)", "dismissed"])
  }

  @Test func settingAStoreSendsNothing() throws {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.opened(1))
    let item = try #require(sheet.wrappedValue)
    sheet.wrappedValue = item
    #expect(store.received == ["opened(1)"])
  }

  @Test func onlyPresenceAndIdentityInvalidateTheReader() {
    let store = Store(Notes(), initialState: .init())
    let sheet: StoreBinding<PresentedStore<Notes.Note>?> = store.binding(
      presenting: \.note, intent: { .note($0) }, dismiss: .dismissed)
    store.send(.opened(1))
    let changes = Counted()
    withObservationTracking {
      _ = sheet.wrappedValue
    } onChange: {
      changes.increment()
    }
    store.send(.note(.edited("typing")))
    #expect(changes.value == 0)
    store.send(.dismissed)
    #expect(changes.value == 1)
  }
}
