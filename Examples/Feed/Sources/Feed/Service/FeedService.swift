/// Where the feed's posts and comments come from: the one interface both services implement.
///
/// A plain `Sendable` value of closures, so the features hold it as a property and tests build
/// one inline:
///
/// ```swift
/// let service = FeedService(posts: { [.sample] }, comments: { _ in [] })
/// ```
///
/// Implementations throw ``FeedError`` for every failure a user should see.
public struct FeedService: Sendable {
  /// A short name of the source for the screen, e.g. `offline` or `http 127.0.0.1:8080`.
  public var name: String
  /// Loads the feed, newest first.
  public var posts: @Sendable () async throws -> [Post]
  /// Loads the comments of the post with the id.
  public var comments: @Sendable (_ postID: Post.ID) async throws -> [PostComment]

  /// Creates a service from its functions.
  public init(
    name: String = "custom", posts: @escaping @Sendable () async throws -> [Post],
    comments: @escaping @Sendable (_ postID: Post.ID) async throws -> [PostComment]
  ) {
    self.name = name
    self.posts = posts
    self.comments = comments
  }
}

extension FeedService {
  /// The bundled posts: no network (the demo's default).
  ///
  /// - Parameters:
  ///   - feed: The posts and comments served.
  ///   - latency: How long each request pretends to take, measured on `clock`, so the loading
  ///     and refreshing states are visible; `.zero` answers at once.
  ///   - clock: The clock the latency is measured on.
  public static func offline(
    _ feed: OfflineFeed = .standard, latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(
      name: "offline",
      posts: {
        if latency > .zero { try await clock.sleep(for: latency) }
        return feed.posts
      },
      comments: { postID in
        if latency > .zero { try await clock.sleep(for: latency) }
        return try feed.comments(for: postID)
      })
  }

  /// A JSONPlaceholder-style server through `client`.
  public static func http(_ client: FeedHTTPClient) -> Self {
    Self(
      name: "http \(client.endpointDescription)", posts: { try await client.posts() },
      comments: { try await client.comments(for: $0) })
  }
}
