// The article "Coming from TCA"'s screens, type-checked with this folder (`.ci/apple-typecheck`);
// `ComingFromTCADriftTests` (Tests/DocsTests) fails when a block of the article and this file
// differ.
import MVI
import MVISwiftUI
import SwiftUI

struct ContactRowView: View {
  let store: Store<ContactRow>

  var body: some View {
    Button(store.name) { store.send(.favoriteTapped) }
  }
}

struct ContactDetailView: View {
  @Bindable var store: Store<ContactDetail>

  var body: some View {
    TextField("Note", text: $store.note.sending { .noteChanged($0) })
  }
}

/// The rows: a store a row, kept across renders.
struct ContactListView: View {
  let store: Store<Contacts>

  var body: some View {
    List {
      ForEach(store.scope(each: \.rows, intent: { .row($0, $1) })) { ContactRowView(store: $0.store) }
    }
  }
}

/// The sheet: presented while `editing` is not nil; a swipe down sends `editingDismissed`.
struct ContactEditingView: View {
  let store: Store<Contacts>

  var body: some View {
    ContactListView(store: store)
      .sheet(store.binding(presenting: \.editing, intent: { .editing($0) }, dismiss: .editingDismissed)) {
        ContactDetailView(store: $0)
      }
  }
}

/// The stack: a screen a route, chosen by the route's case; going back sends `backTapped`.
struct ContactStackView: View {
  let store: Store<Contacts>

  var body: some View {
    NavigationStack(path: Binding(store.binding(path: \.path, pop: { _ in .backTapped }))) {
      ContactListView(store: store)
        .navigationDestination(for: RouteID.self) { id in
          store.destination(id, in: \.path)
            .case(Contacts.Route.detail, intent: { .detail(id, $0) }) { ContactDetailView(store: $0) }
        }
    }
  }
}

/// The field: reads `query`, sends `queryChanged` on each edit.
struct ContactSearchView: View {
  @Bindable var store: Store<Contacts>

  var body: some View {
    TextField("Search", text: $store.query.sending { .queryChanged($0) })
  }
}
