import ExampleForm
import Feed
import ImageSearch
import MVI
import Onboarding
import Poster

/// One browser tab: one store of the sample it shows, fed by the tab's messages, its changes sent
/// back as patches. Closing it releases the store, which cancels its effects.
@MainActor
public final class TabSession {
  /// The tab's id, from the page.
  public let tab: String
  /// The sample the tab shows.
  public let sample: SampleID
  private var runner: (any RunningPage)?
  private var limiter: RateLimiter
  private let output: @MainActor (ServerMessage) -> Void

  /// The most messages a tab may send per second (and twice that at once).
  nonisolated public static let messagesPerSecond = 40

  /// Creates the tab's store with `services`; `output` receives what to send to the tab.
  public init(
    tab: String, sample: SampleID, services: WebServices, output: @escaping @MainActor (ServerMessage) -> Void
  ) {
    self.tab = tab
    self.sample = sample
    self.output = output
    limiter = RateLimiter(perSecond: Self.messagesPerSecond, burst: 2 * Self.messagesPerSecond)
    runner = Self.runner(sample, services)
  }

  /// Whether `id` may name a tab: 8 to 64 letters, digits and dashes.
  nonisolated public static func isValidTabID(_ id: String) -> Bool {
    (8...64).contains(id.utf8.count)
      && id.utf8.allSatisfy {
        $0 == UInt8(ascii: "-") || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
      }
  }

  /// Renders the first state and sends what the screen sends when it appears.
  public func start() {
    runner?.start(output)
  }

  /// Handles one text message from the tab; a bad one gets an error and changes nothing.
  ///
  /// - Parameters:
  ///   - text: The message.
  ///   - arrival: When it arrived, which the rate limit judges: a server slowed down (by load)
  ///     still refuses a flood that arrived at once, however slowly it handles it.
  public func receive(_ text: String, arrivedAt arrival: ContinuousClock.Instant = .now) {
    guard runner != nil else { return }
    guard limiter.allow(at: arrival) else {
      output(.error(.rateLimited(perSecond: Self.messagesPerSecond)))
      return
    }
    do {
      let message = try ClientMessage.decode(text)
      guard message.tab == tab else { throw WebError.wrongTab }
      guard message.sample == sample.rawValue else { throw WebError.wrongSample(message.sample) }
      try runner?.receive(message.intent)
    } catch let error as WebError {
      output(.error(error))
    } catch {
      output(.error(.malformed("\(error)")))
    }
  }

  /// A binary frame from the tab: refused.
  public func receiveBinary() {
    output(.error(.binaryMessage))
  }

  /// The tab closed: the store goes, and with it its effects.
  public func close() {
    runner?.stop()
    runner = nil
  }

  /// Whether the tab still has its store.
  public var isOpen: Bool { runner != nil }

  private static func runner(_ sample: SampleID, _ services: WebServices) -> any RunningPage {
    switch sample {
    case .imageSearch:
      let feature = ImageSearch(service: services.imageSearch, debounceInterval: services.debounce)
      return PageRunner(page: ImageSearchPage(), store: Store(feature, initialState: .init()))
    case .poster:
      return PageRunner(
        page: PosterPage(), store: Store(Poster(service: services.poster), initialState: .init()))
    case .onboarding:
      let prompt = BrowserPermissionPrompt()
      return PageRunner(
        page: OnboardingWebPage(prompt: prompt),
        store: Store(Onboarding(permissions: prompt.service), initialState: .init()))
    case .form:
      return PageRunner(
        page: FormPage(), store: Store(ExampleForm(service: services.form()), initialState: .init()))
    case .feed:
      return PageRunner(page: FeedPage(), store: Store(Feed(service: services.feed), initialState: .init()))
    }
  }
}
