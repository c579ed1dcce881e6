import MVI

/// A row of the feed: a component that shows one post and reports what the user did to the
/// screen — the seed's `SomeComponent` with its `onEvent` callback, as a child feature.
///
/// The row owns only its like; opening the post and hiding it are the screen's decisions, so
/// they are ``Event``s the screen turns into its own actions.
public struct PostRow: Feature {
  /// What the row shows.
  public struct State: Equatable, Sendable, Identifiable, FeatureState {
    /// The row's feature: a store scoped to a row is a `Store<PostRow>`.
    public typealias Feature = PostRow

    /// The post.
    public var post: Post
    /// Whether the user liked the post (kept across refreshes by the screen).
    public var isLiked: Bool

    /// Creates a row.
    public init(post: Post, isLiked: Bool = false) {
      self.post = post
      self.isLiked = isLiked
    }

    /// The post's id.
    public var id: Post.ID { post.id }
  }

  /// What the user did on the row.
  public enum Intent: Equatable, Sendable {
    /// The row was tapped (Enter): open the post.
    case tapped
    /// The like button was tapped.
    case likeTapped
    /// The hide button was tapped.
    case hideTapped
  }

  /// How the row's own state changes.
  public enum Action: Equatable, Sendable {
    /// The like was switched on or off.
    case likeToggled
  }

  /// What the row reports to the screen.
  public enum Event: Equatable, Sendable {
    /// The user wants to read the post.
    case openRequested
    /// The user wants the post out of the feed.
    case hideRequested
  }

  /// Creates the feature.
  public init() {}

  /// Turns intents into the row's action or an event for the screen.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .tapped: return .emit(.openRequested)
    case .likeTapped: return .send(.likeToggled)
    case .hideTapped: return .emit(.hideRequested)
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .likeToggled: state.isLiked.toggle()
    }
  }
}
