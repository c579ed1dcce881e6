import Foundation
import MVI

/// A post's detail, pushed on the feed's navigation stack: the post and its comments, loaded
/// when the screen appears, with their own loading and error state and retry.
///
/// Embedded by ``Feed`` by its route's case (`at: \.path, id: id, case: Route.detail`), so a
/// comment request still running when the screen is popped is cancelled and its answer never
/// arrives.
public struct PostDetail: Feature {
  /// The screen's texts, in English: each is the key of its translations in the module's tables
  /// (``Feed/Texts/bundle``), which the Apple screens show in the device's language.
  public enum Texts {
    /// Every key below, ``showMoreFormat`` included: each must be in both tables (`FeedTests`
    /// checks).
    public static let all = [loadingComments, commentsFailed, noComments, showLess, showMoreFormat]

    /// Shown while the comments load.
    public static let loadingComments = "Loading comments..."
    /// Shown above the reason when the comments failed to load.
    public static let commentsFailed = "Couldn't load the comments"
    /// Shown when the post has no comments.
    public static let noComments = "No comments yet"
    /// The button that shows only the first comments again.
    public static let showLess = "Show less"
    /// The button that shows the comments not shown: a format, `%lld` their count.
    public static let showMoreFormat = "Show %lld more"
    /// ``showMoreFormat`` for `count` comments, in the app's language.
    public static func showMore(_ count: Int) -> String {
      String(format: Feed.Texts.localized(showMoreFormat), count)
    }
  }

  /// How many comments show before the list is expanded.
  public static let collapsedCommentCount = 3

  /// What the screen shows.
  public struct State: Equatable, Sendable, FeatureState {
    /// The screen's feature: a store scoped to a pushed detail is a `Store<PostDetail>`.
    public typealias Feature = PostDetail

    /// The post.
    public var post: Post
    /// Its comments: idle until the screen appears, then loading, loaded or failed.
    public var comments: Loadable<[PostComment]>
    /// Whether every comment shows, or only the first ``PostDetail/collapsedCommentCount``.
    public var isExpanded: Bool
    /// How many lines of the screen's content are scrolled out above, for a view shorter than
    /// the post and its comments.
    public var scrollOffset: Int = 0

    /// Creates the state of a post's detail; its comments load when the screen appears.
    public init(post: Post, comments: Loadable<[PostComment]> = .idle, isExpanded: Bool = false) {
      self.post = post
      self.comments = comments
      self.isExpanded = isExpanded
    }

    /// The comments shown: all when expanded, else the first few.
    public var visibleComments: [PostComment] {
      let all = comments.value ?? []
      return isExpanded ? all : Array(all.prefix(PostDetail.collapsedCommentCount))
    }

    /// How many loaded comments are not shown.
    public var hiddenCommentCount: Int { (comments.value?.count ?? 0) - visibleComments.count }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable {
    /// The screen appeared: load the comments, unless they are loaded or failed. A load still
    /// running starts again: the screen's task may have cancelled it when the view went away.
    case viewAppeared
    /// The user asked to load the failed comments again.
    case retryTapped
    /// The user expanded or collapsed the comments.
    case expandToggled
    /// The user scrolled the screen to show line `offset` first (at least 0; the view, which
    /// knows its height, keeps it in range).
    case scrolled(to: Int)
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable {
    /// A comment request started.
    case commentsLoadingStarted
    /// The comments arrived.
    case commentsLoaded([PostComment])
    /// The comment request failed.
    case commentsFailed(LoadingError)
    /// The comments were expanded or collapsed.
    case expandToggled
    /// The screen shows line `offset` first.
    case scrollChanged(Int)
  }

  enum CancelID: Hashable, Sendable { case comments }

  /// Where the comments come from.
  public var service: FeedService

  /// Creates the feature with its service.
  public init(service: FeedService) {
    self.service = service
  }

  /// Turns intents into actions and requests.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      guard state.comments == .idle || state.comments.isLoading else { return .none }
      return load(state.post.id)
    case .retryTapped:
      guard state.comments.error != nil else { return .none }
      return load(state.post.id)
    case .expandToggled:
      return .send(.expandToggled)
    case .scrolled(let offset):
      let offset = max(offset, 0)
      return offset == state.scrollOffset ? .none : .send(.scrollChanged(offset))
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .commentsLoadingStarted: state.comments.startLoading(keepingValue: false)
    case .commentsLoaded(let comments): state.comments = .loaded(comments)
    case .commentsFailed(let error): state.comments = .failed(error)
    case .expandToggled: state.isExpanded.toggle()
    case .scrollChanged(let offset): state.scrollOffset = offset
    }
  }

  private func load(_ postID: Post.ID) -> Effect<Action, Never> {
    Effect.concatenate(
      .send(.commentsLoadingStarted),
      .run { [service] send in
        await send(.commentsLoaded(try await service.comments(postID)))
      } catch: { error, send in
        await send(.commentsFailed(LoadingError(error)))
      }
    )
    .cancellable(id: CancelID.comments, policy: .latestWins)
  }
}
