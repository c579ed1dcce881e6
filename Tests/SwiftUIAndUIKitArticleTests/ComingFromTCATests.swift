// The article "Coming from TCA"'s test, run: its feature is `Tests/READMEScreens/ComingFromTCAFeature.swift`,
// linked here; `ComingFromTCADriftTests` (Tests/DocsTests) keeps this test the article's block.
import MVI
import MVITesting
import Testing

@MainActor
struct ComingFromTCATests {
  @Test func contacts() async {
    let rows: IdentifiedArray<ContactRow.State> = [ContactRow.State(id: 1, name: "Ada")]
    let store = TestStore(Contacts(), initialState: Contacts.State(rows: rows))

    await store.send(.row(1, .favoriteTapped)) { $0.rows[id: 1]?.isFavorite = true }
    await store.send(.editTapped(1)) { $0.editing = ContactDetail.State(name: "Ada") }
    await store.send(.editing(.noteChanged("Math"))) { $0.editing?.note = "Math" }
    await store.send(.editingDismissed) { $0.editing = nil }
    await store.send(.openTapped(1)) { _ = $0.path.push(.detail(ContactDetail.State(name: "Ada"))) }
    await store.send(.backTapped) { _ = $0.path.pop() }
    await store.finish()
  }
}
