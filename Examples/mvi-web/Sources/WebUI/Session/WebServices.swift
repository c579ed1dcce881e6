import ExampleForm
import Feed
import ImageSearch
import MVIPersistence
import Onboarding
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
  /// Where the samples keep what they remember (the onboarding's progress, the form's values,
  /// the liked posts, the recent queries), shared by every tab: mvi-web's folder, or memory.
  public var storage: any PersistenceStorage

  /// Creates the services; the samples remember in `storage` (in memory unless told otherwise).
  public init(
    imageSearch: ImageSearchService, poster: PosterService, feed: FeedService,
    debounce: Duration = .milliseconds(300), storage: any PersistenceStorage = InMemoryPersistence()
  ) {
    self.imageSearch = imageSearch
    self.poster = poster
    self.feed = feed
    self.debounce = debounce
    self.storage = storage
  }

  /// A value the samples remember under `key` in ``storage``.
  func persisted<Value: Codable & Sendable>(_ key: String) -> Persisted<Value> {
    Persisted(key: key, in: storage)
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
