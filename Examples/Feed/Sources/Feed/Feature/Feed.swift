import Foundation
import MVI
import MVIPersistence

/// The seed 003 feed: loading, an error with retry, the list of posts (or an empty state),
/// pull-to-refresh, and a post's detail pushed on a navigation stack.
///
/// - On appear the feed loads (``Texts/loading``); a failure shows ``Texts/failed`` with the
///   reason and a retry.
/// - A refresh keeps the list on screen with ``State/isRefreshing`` set until the new posts
///   arrive. If the refresh fails, **the old list stays** and ``State/refreshError`` explains why
///   (a banner, not the full-screen error): the user keeps reading and can refresh again. A
///   refresh with no list yet (after a failed first load) is a retry.
/// - Rows are ``PostRow`` child features in an `IdentifiedArray`; their events reach the screen
///   as actions: `openRequested` pushes the post's ``PostDetail``; `hideRequested` asks first, in
///   a confirmation dialog (``State/hideDialog``), and "Hide post" removes the row (and keeps it
///   out of later refreshes). Likes survive a refresh.
/// - Liked posts are remembered in ``likes``: ``Intent/launched`` loads them (an action), and
///   rows show them as they arrive; a like or unlike is an atomic update of the set stored (an
///   effect), whose result, with other windows' likes, the rows then show. A storage that fails
///   is shown as ``State/persistenceError``; the likes on screen stay as they are.
/// - The detail is embedded by its route's case (`at: \.path, id: id, case: Route.detail`):
///   popping it cancels its comment request.
///
/// Invariants, checked after every step of 1,000 generated sessions (intents, time passing, and
/// service answers that succeed, fail or come late) by `FeedPropertyTests`:
/// - a refresh never empties a loaded list unless the server says so (or the user hid the last post);
/// - a failed refresh keeps the posts shown;
/// - a hidden post is never shown, and the focus is on a post shown or nowhere;
/// - "Refreshing..." only while a load runs.
///
/// ```swift
/// let store = Store(Feed(service: .offline()), initialState: .init())
/// store.send(.viewAppeared)
/// ```
public struct Feed: Feature {
  /// The screen's texts (the seed's "Loading feed..." and the sample's own), in English: each is
  /// the key of its translations in ``bundle`` (`Resources/{en,ko}.lproj/Localizable.strings`),
  /// which the Apple screens show in the device's language; the terminal and the browser show the
  /// key.
  public enum Texts {
    /// The module's bundle, whose tables translate these texts and ``PostDetail/Texts`` into
    /// English and Korean: the screens look them up in it.
    public static let bundle = Bundle.module
    /// `key` (one of these texts) in the app's language, from ``bundle``'s tables (the key itself
    /// where they have none): for the views that take a `String`.
    public static func localized(_ key: String) -> String {
      NSLocalizedString(key, bundle: bundle, comment: "")
    }
    /// Every key below, the dialog's included: each must be in both tables (`FeedTests` checks).
    public static let all = [
      title, loading, failed, empty, refreshing, refreshFailed, retry, like, liked, hide,
      hideTitle.key, hideMessage("").key, hideButton.key, cancelButton.key,
    ]

    /// The title.
    public static let title = "Feed"
    /// Shown while the first load runs.
    public static let loading = "Loading feed..."
    /// Shown above the reason when the feed could not be loaded.
    public static let failed = "Couldn't load the feed"
    /// Shown when the feed has no posts.
    public static let empty = "No posts yet"
    /// Shown above the list while a refresh runs.
    public static let refreshing = "Refreshing..."
    /// Shown above the kept list when a refresh failed.
    public static let refreshFailed = "Refresh failed; showing the posts you had"
    /// The button that loads the feed again after a failure.
    public static let retry = "Retry"
    /// A row's button that likes the post.
    public static let like = "♡ Like"
    /// A row's button, on a liked post, that unlikes it.
    public static let liked = "♥ Liked"
    /// A row's button that hides the post (after the dialog asks).
    public static let hide = "Hide"
    /// The title of the dialog that asks before a post is hidden (localized: English, Korean).
    public static let hideTitle = DialogText("Hide this post?", bundle: .module)
    /// The dialog's message: the post's title will not show again.
    public static func hideMessage(_ title: String) -> DialogText {
      DialogText("\"\(title)\" will not show again, even after a refresh.", bundle: .module)
    }
    /// The dialog's button that hides the post.
    public static let hideButton = DialogText("Hide post", bundle: .module)
    /// The dialog's button that keeps it.
    public static let cancelButton = DialogText("Cancel", bundle: .module)
  }

  /// A screen pushed on the feed's stack.
  public enum Route: Equatable, Sendable {
    /// A post's detail.
    case detail(PostDetail.State)

    /// The detail's state, for reading the detail on top of the stack.
    public var detail: PostDetail.State? {
      get {
        switch self {
        case .detail(let state): return state
        }
      }
      set {
        if let newValue { self = .detail(newValue) }
      }
    }
  }

  /// Where the first load stands; a refresh is tracked separately, next to the list it keeps.
  public enum Status: Equatable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The first load (or a retry) is running; no list is shown.
    case loading
    /// A list was loaded (it may be empty).
    case loaded
    /// The first load (or a retry) failed; no list is shown.
    case failed(LoadingError)
  }

  /// What the screen shows as a whole: the seed's `ViewState`, plus the empty state.
  public enum ViewState: Equatable, Sendable {
    /// "Loading feed..." (also before the first load starts).
    case loading
    /// The error with the reason and a retry.
    case error(LoadingError)
    /// A loaded feed with no posts.
    case empty
    /// The list of posts.
    case loaded
  }

  /// Everything the screen shows.
  public struct State: Equatable, Sendable {
    /// Where the first load stands.
    public var status: Status
    /// The rows, in feed order.
    public var rows: IdentifiedArray<PostRow.State>
    /// Whether a refresh is running while the list stays on screen.
    public var isRefreshing: Bool
    /// Why the last refresh failed, while the old list is still shown; cleared by the next one.
    public var refreshError: LoadingError?
    /// The posts the user hid; later refreshes leave them out.
    public var hiddenPostIDs: Set<Post.ID>
    /// The row the keyboard cursor is on, for keyboard-driven views.
    public var focusedPostID: Post.ID?
    /// The screens pushed on top of the list.
    public var path: RouteStack<Route>
    /// The posts the user liked, shown or not: what ``Feed/likes`` keeps between launches.
    public var likedPostIDs: Set<Post.ID> = []
    /// Why the liked posts could not be read or written, if they could not.
    public var persistenceError: PersistenceError?
    /// The dialog that asks before a post is hidden, while it shows.
    public var hideDialog: ConfirmationDialogState<Intent>?

    /// Creates a state; the feed loads when the screen appears.
    public init(
      status: Status = .idle, rows: IdentifiedArray<PostRow.State> = [], isRefreshing: Bool = false,
      refreshError: LoadingError? = nil, hiddenPostIDs: Set<Post.ID> = [], focusedPostID: Post.ID? = nil,
      path: RouteStack<Route> = RouteStack()
    ) {
      self.status = status
      self.rows = rows
      self.isRefreshing = isRefreshing
      self.refreshError = refreshError
      self.hiddenPostIDs = hiddenPostIDs
      self.focusedPostID = focusedPostID
      self.path = path
    }

    /// What the screen shows as a whole.
    public var viewState: ViewState {
      switch status {
      case .idle, .loading: return .loading
      case .failed(let error): return .error(error)
      case .loaded: return rows.isEmpty ? .empty : .loaded
      }
    }

    /// The detail on top of the stack and its id, if a detail shows.
    public var topDetail: (id: RouteID, state: PostDetail.State)? {
      guard let entry = path.last, let detail = entry.route.detail else { return nil }
      return (entry.id, detail)
    }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable {
    /// The screen appeared: load the feed, unless it is loaded or failed. A load still running
    /// starts again: its view's task (`.task { await store.send(.viewAppeared).finish() }`) may
    /// have cancelled it when the view went away.
    case viewAppeared
    /// The user asked to load the failed feed again.
    case retryTapped
    /// Pull-to-refresh: load again, keeping the list on screen.
    case refreshTapped
    /// Something happened in the row of a post.
    case row(Post.ID, PostRow.Intent)
    /// Something happened in a pushed detail.
    case detail(RouteID, PostDetail.Intent)
    /// The keyboard cursor moved by `delta` rows.
    case focusMoved(by: Int)
    /// Back: pop the top screen.
    case backTapped
    /// The app started: load the liked posts saved by an earlier launch, and follow the likes
    /// other windows (tabs, processes) save from then on.
    case launched
    /// The screen is closed for good: stop following other windows' likes (a store that goes
    /// away stops on its own).
    case closed
    /// The user answered the dialog that asks before a post is hidden.
    case hideDialog(DialogAnswer<Intent>)
    /// The user confirmed hiding the post (the dialog's "Hide post").
    case hideConfirmed(Post.ID)
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable {
    /// A first load (or retry) started.
    case loadingStarted
    /// A refresh started; the list stays.
    case refreshStarted
    /// The posts arrived (ids all different).
    case postsLoaded([Post])
    /// The request failed: the error state, or the banner over a kept list after a refresh.
    case postsFailed(LoadingError)
    /// A row's own change.
    case row(Post.ID, PostRow.Action)
    /// A pushed detail's own change.
    case detail(RouteID, PostDetail.Action)
    /// A row asked to open its post: its detail is pushed.
    case postOpened(Post.ID)
    /// A row asked to hide its post: the dialog asks first.
    case hideAsked(Post.ID)
    /// The dialog that asked was closed.
    case hideDialogDismissed(Dismissal<State>)
    /// The post is hidden: its row is removed.
    case postHidden(Post.ID)
    /// The keyboard cursor is on the post.
    case focusChanged(Post.ID)
    /// The top screen was popped.
    case popped
    /// The liked posts saved by an earlier launch (`nil`: none), or why they could not be read.
    case likesLoaded(Result<Set<Post.ID>?, PersistenceError>)
    /// Another window saved the liked posts (`nil`: removed them), or why they could not be read.
    case likesChanged(Result<Set<Post.ID>?, PersistenceError>)
    /// Saving a like failed (it is retried); the likes on screen are unchanged.
    case likesSaveFailed(PersistenceError)
    /// A like or unlike was saved: the liked posts stored now, this window's and the others'.
    case likesStored(Set<Post.ID>?)
  }

  enum CancelID: Hashable, Sendable { case load }

  /// Where posts and comments come from.
  public var service: FeedService
  /// Where the liked posts are kept between launches: in memory unless told otherwise.
  public var likes: Persisted<Set<Post.ID>>
  /// The row component.
  public var row: PostRow { PostRow() }
  /// The detail screen.
  public var detail: PostDetail { PostDetail(service: service) }

  /// Creates the feature with its service, keeping the liked posts in `likes`.
  public init(service: FeedService, likes: Persisted<Set<Post.ID>> = Persisted(key: "feed-likes")) {
    self.service = service
    self.likes = likes
  }

  /// Turns intents into actions, requests, and the children's effects.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      return state.status == .idle || state.status == .loading ? load(refreshing: false) : .none
    case .retryTapped:
      guard case .failed = state.status else { return .none }
      return load(refreshing: false)
    case .refreshTapped:
      switch state.status {
      case .idle, .failed: return load(refreshing: false)
      case .loading: return .none
      case .loaded: return state.isRefreshing ? .none : load(refreshing: true)
      }
    case .launched:
      return .merge(likes.load { .likesLoaded($0) }, likes.watch { .likesChanged($0) })
    case .closed:
      return likes.stopWatching()
    case .row(let id, let intent):
      let effect: Effect<Action, Never> = row.handle(intent, in: state, at: \.rows, id: id)
        .map(
          action: { .row(id, $0) },
          actionForEvent: { event -> Action in
            switch event {
            case .openRequested: return .postOpened(id)
            case .hideRequested: return .hideAsked(id)
            }
          })
      guard intent == .likeTapped, state.rows[id: id] != nil else { return effect }
      return .merge(effect, like(id, !state.likedPostIDs.contains(id)))
    case .detail(let id, let intent):
      return detail.handle(intent, in: state, at: \.path, id: id, case: Route.detail).map { .detail(id, $0) }
    case .focusMoved(let delta):
      guard !state.rows.isEmpty else { return .none }
      let current = state.focusedPostID.flatMap { state.rows.ids.firstIndex(of: $0) } ?? 0
      let target = state.rows.ids[min(max(current + delta, 0), state.rows.count - 1)]
      return target == state.focusedPostID ? .none : .send(.focusChanged(target))
    case .backTapped:
      return state.path.isEmpty ? .none : .send(.popped)
    case .hideDialog(let answer):
      return handle(answer, in: state, dismissing: \.hideDialog, action: Action.hideDialogDismissed)
    case .hideConfirmed(let id):
      return state.rows[id: id] == nil ? .none : .send(.postHidden(id))
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loadingStarted:
      state.status = .loading
      state.refreshError = nil
    case .refreshStarted:
      state.isRefreshing = true
      state.refreshError = nil
    case .postsLoaded(let posts):
      let liked = state.likedPostIDs.union(state.rows.filter(\.isLiked).map(\.id))
      state.likedPostIDs = liked
      var rows = IdentifiedArray<PostRow.State>()
      for post in posts where !state.hiddenPostIDs.contains(post.id) {
        rows.append(PostRow.State(post: post, isLiked: liked.contains(post.id)))
      }
      state.rows = rows
      state.status = .loaded
      state.isRefreshing = false
      state.refreshError = nil
      if state.focusedPostID.map({ rows[id: $0] == nil }) ?? true { state.focusedPostID = rows.ids.first }
    case .postsFailed(let error):
      if state.isRefreshing {
        state.isRefreshing = false
        state.refreshError = error
      } else {
        state.status = .failed(error)
      }
    case .row(let id, let action):
      row.reduce(&state.rows[id: id], action)
      if let changed = state.rows[id: id] {
        if changed.isLiked { state.likedPostIDs.insert(id) } else { state.likedPostIDs.remove(id) }
        state.persistenceError = nil  // its save replaces the one that failed; a failure comes back
      }
    case .detail(let id, let action):
      detail.reduce(&state.path[id: id], case: Route.detail, action)
    case .postOpened(let id):
      guard let row = state.rows[id: id] else { return }
      state.focusedPostID = id
      state.path.push(.detail(PostDetail.State(post: row.post)))
    case .hideAsked(let id):
      guard let row = state.rows[id: id] else { return }
      state.hideDialog = Self.hideDialog(for: row.post)
    case .hideDialogDismissed(let dismissal):
      dismissal.apply(to: &state)
    case .postHidden(let id):
      guard let position = state.rows.ids.firstIndex(of: id) else { return }
      state.rows.remove(id: id)
      state.hiddenPostIDs.insert(id)
      if state.focusedPostID == id {
        state.focusedPostID = state.rows.isEmpty ? nil : state.rows.ids[min(position, state.rows.count - 1)]
      }
    case .focusChanged(let id):
      state.focusedPostID = id
    case .popped:
      state.path.pop()
    case .likesLoaded(.success(let saved)):
      guard let saved else { return }
      Self.show(likes: saved, in: &state)
    case .likesChanged(.success(let saved)):
      Self.show(likes: saved ?? [], in: &state)
    case .likesLoaded(.failure(let error)), .likesChanged(.failure(let error)), .likesSaveFailed(let error):
      state.persistenceError = error
    case .likesStored(let saved):
      Self.show(likes: saved ?? [], in: &state)
      state.persistenceError = nil
    }
  }

  /// Saves a like (or an unlike) of post `id` as a change of the liked posts stored then, so
  /// that no like of another window or process saved meanwhile is lost.
  private func like(_ id: Post.ID, _ isLiked: Bool) -> Effect<Action, Never> {
    likes.update(
      { stored in
        var liked = stored ?? []
        if isLiked { liked.insert(id) } else { liked.remove(id) }
        stored = liked
      },
      result: { result in
        switch result {
        case .success(let stored): return .likesStored(stored)
        case .failure(let error): return .likesSaveFailed(error)
        }
      })
  }

  /// The liked posts, and each row's heart.
  private static func show(likes: Set<Post.ID>, in state: inout State) {
    state.likedPostIDs = likes
    for id in state.rows.ids {
      let isLiked = likes.contains(id)
      if state.rows[id: id]?.isLiked != isLiked { state.rows[id: id]?.isLiked = isLiked }
    }
  }

  /// The dialog that asks before `post` is hidden.
  public static func hideDialog(for post: Post) -> ConfirmationDialogState<Intent> {
    ConfirmationDialogState(
      title: Texts.hideTitle, titleVisibility: .visible,
      message: Texts.hideMessage(post.title),
      buttons: [
        .init(Texts.hideButton, role: .destructive, intent: .hideConfirmed(post.id)),
        .init(Texts.cancelButton, role: .cancel),
      ])
  }

  /// The request for the feed: a first load or a refresh, latest wins.
  private func load(refreshing: Bool) -> Effect<Action, Never> {
    Effect.concatenate(
      .send(refreshing ? .refreshStarted : .loadingStarted),
      .run { [service] send in
        let posts = try await service.posts()
        try Post.checkUniqueIDs(posts)
        await send(.postsLoaded(posts))
      } catch: { error, send in
        await send(.postsFailed(LoadingError(error)))
      }
    )
    .cancellable(id: CancelID.load, policy: .latestWins)
  }
}
