import ExampleForm
import Feed
import ImageSearch
import Poster

/// The services every tab's features are built with, chosen once on the command line.
public struct WebServices: Sendable {
  /// The image search's source (offline catalog or Kakao).
  public var imageSearch: ImageSearchService
  /// The poster's source (generator or HTTP).
  public var poster: PosterService
  /// The feed's source (offline or HTTP).
  public var feed: FeedService
  /// How long the image search waits for typing to pause.
  public var debounce: Duration

  /// Creates the services.
  public init(
    imageSearch: ImageSearchService, poster: PosterService, feed: FeedService,
    debounce: Duration = .milliseconds(300)
  ) {
    self.imageSearch = imageSearch
    self.poster = poster
    self.feed = feed
    self.debounce = debounce
  }

  /// Everything offline, answering at once: for tests.
  public static func offline(seed: UInt64 = 1) -> Self {
    Self(imageSearch: .offline(), poster: .generator(seed: seed), feed: .offline())
  }

  /// The form's service: a database of its own for each tab.
  func form() -> ExampleService {
    .local(ExampleDatabase(), latency: .milliseconds(300))
  }
}
