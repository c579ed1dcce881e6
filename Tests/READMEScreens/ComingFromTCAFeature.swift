// The article "Coming from TCA"'s feature, type-checked with this folder (`.ci/apple-typecheck`) and
// run on Linux by `Tests/SwiftUIAndUIKitArticleTests`; `ComingFromTCADriftTests` (Tests/DocsTests)
// fails when a block of the article and this file differ.
import MVI

struct ContactRow: Feature {
  struct State: Equatable, Identifiable, FeatureState {
    typealias Feature = ContactRow
    let id: Int
    var name: String
    var isFavorite = false
  }
  enum Intent: Sendable { case favoriteTapped }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .favoriteTapped: state.isFavorite.toggle()
    }
  }
}

struct ContactDetail: Feature {
  struct State: Equatable, FeatureState {
    typealias Feature = ContactDetail
    var name: String
    var note = ""
  }
  enum Intent: Sendable { case noteChanged(String) }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .noteChanged(let note): state.note = note
    }
  }
}

struct Contacts: Feature {
  enum Route: Equatable { case detail(ContactDetail.State) }

  struct State: Equatable {
    var query = ""  // a field
    var rows: IdentifiedArray<ContactRow.State> = []  // a list of rows
    var editing: ContactDetail.State?  // a sheet
    var path = RouteStack<Route>()  // a navigation stack
  }
  enum Intent: Sendable {
    case queryChanged(String)
    case row(Int, ContactRow.Intent)
    case editTapped(Int), editing(ContactDetail.Intent), editingDismissed
    case openTapped(Int), detail(RouteID, ContactDetail.Intent), backTapped
  }

  let row = ContactRow()
  let detail = ContactDetail()

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .queryChanged(let query): state.query = query
    case .row(let id, let action): row.reduce(&state.rows[id: id], action)
    case .editTapped(let id):
      state.editing = state.rows[id: id].map { ContactDetail.State(name: $0.name) }
    case .editing(let action): detail.reduce(&state.editing, action)
    case .editingDismissed: state.editing = nil
    case .openTapped(let id):
      guard let contact = state.rows[id: id] else { return }
      _ = state.path.push(.detail(ContactDetail.State(name: contact.name)))
    case .detail(let id, let action): detail.reduce(&state.path[id: id], case: Route.detail, action)
    case .backTapped: _ = state.path.pop()
    }
  }
}
