// The code of the Composition and navigation article, compiled in a file that imports
// Foundation as app files do: its full examples as written, its fragments as cases of small
// features. Keep it the same as the article's. (The SwiftUI `ForEach` is left out: SwiftUI is
// not on every platform the tests run on.)
import Foundation
import MVI
import MVITesting
import Testing

struct Row: Feature {
  struct State: Equatable, Identifiable, FeatureState {
    typealias Feature = Row  // names the feature: a store scoped to a row is a Store<Row>
    let id: Int
    var title = ""
    var liked = false
  }
  enum Intent: Sendable { case likeTapped, openTapped }
  enum Action: Sendable { case liked }
  enum Event: Sendable { case open }
  enum CancelID: Hashable, Sendable { case request }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .liked: state.liked.toggle()
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .likeTapped: return .send(.liked)
    case .openTapped: return .emit(.open)
    }
  }
}

struct Board: Feature {
  struct State: Equatable {
    var header = Row.State(id: 0)  // always present
    var detail: Row.State?  // presented or dismissed
    var rows: IdentifiedArray<Row.State> = []  // a collection keyed by id
  }
  enum Intent: Sendable {
    case header(Row.Intent)
    case detail(Row.Intent)
    case row(Int, Row.Intent)
    case detailDismissed
  }
  enum Action: Sendable {
    case header(Row.Action)
    case detail(Row.Action)
    case row(Int, Row.Action)
    case open(Int)
    case dismiss
  }

  let row = Row()

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .header(let intent):
      return row.handle(intent, in: state, at: \.header)
        .map(action: Action.header, actionForEvent: { _ in .open(0) })
    case .detail(let intent):
      return row.handle(intent, in: state, at: \.detail)
        .map(action: Action.detail, actionForEvent: { _ in .dismiss })
    case .row(let id, let intent):
      return row.handle(intent, in: state, at: \.rows, id: id)
        .map(action: { .row(id, $0) }, actionForEvent: { _ in .open(id) })
    case .detailDismissed:
      return .send(.dismiss)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .header(let action): row.reduce(&state.header, action)
    case .detail(let action): row.reduce(&state.detail, action)
    case .row(let id, let action): row.reduce(&state.rows[id: id], action)
    case .open(let id): state.detail = state.rows[id: id] ?? state.header
    case .dismiss: state.detail = nil
    }
  }
}

/// The fragment "a parent cancels its children's work".
struct RowList: Feature {
  struct State: Equatable { var rows: IdentifiedArray<Row.State> = [] }
  enum Intent: Sendable { case stopAllTapped }
  enum Action: Sendable {}

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .stopAllTapped:
      return .cancel(id: Row.CancelID.request)  // every row's request, and their children's
    }
  }

  func reduce(_ state: inout State, _ action: Action) {}
}

/// The feed of the fragment "a child's event starts the parent's work".
struct Post: Equatable, Sendable {
  var id: Int
  var title: String
}

struct PostRow: Feature {
  struct State: Equatable, Identifiable {
    var post: Post
    var liked = false
    var id: Int { post.id }
  }
  enum Intent: Sendable { case tapped, likeTapped }
  enum Action: Sendable, Equatable { case liked }
  enum Event: Sendable { case openRequested }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .tapped: return .emit(.openRequested)
    case .likeTapped: return .send(.liked)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .liked: state.liked.toggle()
    }
  }
}

struct PostDetail: Feature {
  struct State: Equatable {
    var post: Post
    var comments: [String]?
  }
  enum Intent: Sendable { case load }
  enum Action: Sendable, Equatable { case commentsLoaded([String]) }

  var comments: @Sendable (Post) async throws -> [String]

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .load:
      return .run { [comments, post = state.post] send in
        await send(.commentsLoaded(try await comments(post)))
      }
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .commentsLoaded(let comments): state.comments = comments
    }
  }
}

struct Feed: Feature {
  struct State: Equatable {
    var rows: IdentifiedArray<PostRow.State> = []
    var detail: PostDetail.State?
  }
  enum Intent: Sendable { case row(Int, PostRow.Intent) }
  enum Action: Sendable, Equatable {
    case row(Int, PostRow.Action)
    case detailPresented(Post)
    case detail(PostDetail.Action)
  }

  let row = PostRow()
  var detail: PostDetail

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .row(let id, let intent):
      guard let post = state.rows[id: id]?.post else { return .none }
      return row.handle(intent, in: state, at: \.rows, id: id)
        .map(
          action: { .row(id, $0) },
          effectForEvent: { [detail] event in
            switch event {
            case .openRequested:
              var presented = state
              presented.detail = PostDetail.State(post: post)
              return .merge(
                .send(.detailPresented(post)),
                detail.handle(.load, in: presented, at: \.detail).map(Action.detail))
            }
          })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .row(let id, let action): row.reduce(&state.rows[id: id], action)
    case .detailPresented(let post): state.detail = PostDetail.State(post: post)
    case .detail(let action): detail.reduce(&state.detail, action)
    }
  }
}

/// A row without events: embedded with `handle(_:in:at:id:action:)`, no `map`.
struct Counter: Feature {
  struct State: Equatable, Identifiable { let id: Int; var count = 0 }
  enum Intent: Sendable { case increment }
  enum Action: Sendable { case incremented }

  func reduce(_ state: inout State, _ action: Action) { state.count += 1 }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> { .send(.incremented) }
}

struct Counters: Feature {
  struct State: Equatable { var rows: IdentifiedArray<Counter.State> = [] }
  enum Intent: Sendable { case row(Int, Counter.Intent) }
  enum Action: Sendable { case row(Int, Counter.Action) }

  let counter = Counter()

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .row(let id, let intent):
      return counter.handle(intent, in: state, at: \.rows, id: id, action: Action.row)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .row(let id, let action): counter.reduce(&state.rows[id: id], action)
    }
  }
}

@Test @MainActor func aRowWithoutEventsIsEmbeddedByItsActionFunction() async {
  let store = TestStore(Counters(), initialState: .init(rows: [Counter.State(id: 1), Counter.State(id: 2)]))
  await store.send(.row(2, .increment)) { $0.rows[id: 2]?.count = 1 }
  await store.finish()
}

@Test @MainActor func aRowsOpenPresentsTheDetailAndStartsItsLoad() async {
  let detail = PostDetail(comments: { ["first on \($0.title)"] })
  let post = Post(id: 1, title: "Hello")
  let store = TestStore(Feed(detail: detail), initialState: .init(rows: [PostRow.State(post: post)]))
  await store.send(.row(1, .tapped)) { $0.detail = PostDetail.State(post: post) }
  await store.receive(.detail(.commentsLoaded(["first on Hello"]))) {
    $0.detail?.comments = ["first on Hello"]
  }
  await store.finish()
}

@Test @MainActor func scopedStoresReadAndSendThroughTheirParent() {
  let store = Store(Board(), initialState: .init())

  let header = store.scope(state: \.header, intent: { .header($0) })  // a Store<Row>
  if let first = store.scope(state: \.rows[id: 1], intent: { .row(1, $0) }) {
    first.send(.likeTapped)  // goes to the parent store as .row(1, .likeTapped)
    _ = first.liked  // read from the parent's state
  }
  #expect(header.id == 0)
  #expect(store.state.rows.isEmpty)
}

struct App: Feature {
  enum Route: Equatable { case post(Row.State), settings }

  struct State: Equatable {
    var path = RouteStack<Route>()
    var alert: AlertState<Intent>?
  }
  enum Intent: Equatable, Sendable {
    case open(Row.State), back, toRoot, close(RouteID), deleteTapped, deleteConfirmed
    case alert(DialogAnswer<Intent>)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .open(let post): state.path.push(.post(post))
    case .back: state.path.pop()
    case .toRoot: state.path.popToRoot()
    case .close(let id): state.path.remove(id: id)
    case .deleteTapped:
      state.alert = AlertState(
        title: "Delete this post?",
        buttons: [
          .init("Delete", role: .destructive, intent: .deleteConfirmed), .init("Cancel", role: .cancel),
        ])
    case .deleteConfirmed: state.path.pop()
    case .alert(let answer): reduce(&state, answer, dismissing: \.alert)
    }
  }
}

@Test @MainActor func anAlertsButtonDismissesItAndSendsItsIntent() async {
  let post = Row.State(id: 1)
  let store = TestStore(App(), initialState: .init(path: [.settings, .post(post)]))
  await store.send(.deleteTapped) {
    $0.alert = AlertState(
      title: "Delete this post?",
      buttons: [
        .init("Delete", role: .destructive, intent: .deleteConfirmed), .init("Cancel", role: .cancel),
      ])
  }
  await store.send(.alert(.button(.deleteConfirmed))) {
    $0.alert = nil
    $0.path.pop()
  }
  let settings = store.state.path.ids[0]
  await store.send(.open(post)) { $0.path.push(.post(post)) }
  await store.send(.close(settings)) { $0.path.remove(id: settings) }
  #expect(store.state.path.routes == [.post(post)])
  await store.finish()
}

/// The article's fragment for a feature with its own actions: one `Dismissal` action.
struct Prompt: Feature {
  struct State: Equatable { var alert: AlertState<Intent>? }
  enum Intent: Equatable, Sendable { case alert(DialogAnswer<Intent>) }
  enum Action: Equatable, Sendable { case dismiss(Dismissal<State>) }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .alert(let answer):  // in handle
      return handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .dismiss(let dismissal): dismissal.apply(to: &state)  // in reduce
    }
  }
}

@Test @MainActor func aRuleReactsToAChangeOfState() async {
  let store = Store(
    Row().onChange(of: \.liked) { _, liked in liked ? .emit(.open) : .none },
    initialState: Row.State(id: 1))
  var events = store.events.makeAsyncIterator()
  store.send(.likeTapped)
  #expect(await events.next() == .open)
  let prompt = TestStore(Prompt(), initialState: .init(alert: AlertState(title: "Saved")))
  await prompt.send(.alert(.dismissed)) { $0.alert = nil }
}

struct Reader: Feature {
  enum Route: Equatable { case post(Row.State), settings }
  enum Destination: Equatable { case preview(Row.State) }

  struct State: Equatable {
    var path = RouteStack<Route>()
    var destination: Destination?
  }
  enum Intent: Sendable {
    case post(RouteID, Row.Intent)
    case preview(Row.Intent)
  }
  enum Action: Sendable {
    case post(RouteID, Row.Action)
    case preview(Row.Action)
  }
  enum Event: Sendable { case open }

  let row = Row()

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .post(let id, let intent):
      return row.handle(intent, in: state, at: \.path, id: id, case: Route.post)
        .map(action: { .post(id, $0) }, event: { _ in .open })
    case .preview(let intent):
      return row.handle(intent, in: state, at: \.destination, case: Destination.preview)
        .map(action: Action.preview, event: { _ in .open })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .post(let id, let action): row.reduce(&state.path[id: id], case: Route.post, action)
    case .preview(let action): row.reduce(&state.destination, case: Destination.preview, action)
    }
  }
}

@Test @MainActor func aPushedPostIsEmbeddedByItsCase() async {
  let store = TestStore(Reader(), initialState: .init(path: [.post(Row.State(id: 1))]))
  let id = store.state.path.ids[0]
  await store.send(.post(id, .likeTapped)) { $0.path[id: id] = .post(Row.State(id: 1, liked: true)) }
  await store.send(.post(id, .openTapped))
  await store.receiveEvent(.open)
  await store.finish()
}
