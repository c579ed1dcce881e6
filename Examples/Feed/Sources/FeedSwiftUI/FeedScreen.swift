#if canImport(SwiftUI)
  import Feed
  import MVI
  import MVISwiftUI
  import SwiftUI

  /// Seed 003's feed: a refreshable list of posts, and a post's detail pushed on a navigation
  /// stack bound to the feature's `RouteStack`, on the same `Feed` feature the terminal and the
  /// browser run. Going back (the Back button, a swipe) sends `.backTapped` for each screen left.
  /// Hiding a post asks first, in the feature's confirmation dialog (`hideDialog`).
  public struct FeedScreen: View {
    @State private var store: Store<Feed>

    /// A screen on `store`.
    public init(store: Store<Feed>) {
      _store = State(initialValue: store)
    }

    /// The screen with its store, on the bundled posts.
    public static func build() -> FeedScreen {
      FeedScreen(store: Store(Feed(service: .offline()), initialState: .init()))
    }

    /// The stack: the list at its root, a post's detail per route.
    public var body: some View {
      NavigationStack(path: Binding(store.binding(path: \.path, pop: { _ in .backTapped }))) {
        content
          .navigationTitle(Text(localized: Feed.Texts.title))
          .navigationDestination(for: RouteID.self) { id in
            store.destination(id, in: \.path)
              .case(Feed.Route.detail, intent: { .detail(id, $0) }) { PostDetailScreen(store: $0) }
          }
      }
      .confirmationDialog(store.binding(dialog: \.hideDialog, send: { .hideDialog($0) }))
      .task { await store.send(.viewAppeared).finish() }
    }

    @ViewBuilder private var content: some View {
      switch store.viewState {
      case .loading:
        ProgressView(Feed.Texts.localized(Feed.Texts.loading))
      case .error(let error):
        VStack {
          Text(localized: Feed.Texts.failed)
          Text(error.message)
          Button {
            store.send(.retryTapped)
          } label: {
            Text(localized: Feed.Texts.retry)
          }
        }
      case .empty:
        Text(localized: Feed.Texts.empty)
      case .loaded:
        List {
          if store.isRefreshing { Text(localized: Feed.Texts.refreshing) }
          if store.refreshError != nil { Text(localized: Feed.Texts.refreshFailed) }
          ForEach(store.scope(each: \.rows, intent: { .row($0, $1) })) { row in
            PostRowView(store: row.store)
          }
        }
        .refreshable { [store] in await store.refresh(.refreshTapped) }
      }
    }
  }

  extension Text {
    /// One of the feed's texts (`Feed.Texts`, `PostDetail.Texts`: a key), in the device's language: the
    /// key looked up in the `Feed` module's tables, as SwiftUI looks up a `LocalizedStringKey`.
    init(localized key: String) {
      self.init(LocalizedStringKey(key), bundle: Feed.Texts.bundle)
    }
  }
#endif
