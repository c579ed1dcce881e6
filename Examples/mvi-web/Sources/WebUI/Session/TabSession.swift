import ExampleForm
import Feed
import ImageSearch
import MVI
import MVIInspector
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
  /// Whether the tab's store is inspected (the page's inspector panel, `?inspect`).
  public let inspected: Bool
  private var runner: (any RunningPage)?
  private var limiter: RateLimiter
  private let output: @MainActor (ServerMessage) -> Void

  /// How many sessions are alive (made and not yet released): the server's per-tab bookkeeping,
  /// back to zero once every tab has closed.
  nonisolated public static let alive = ServiceLock(0)

  /// The most messages a tab may send per second (and twice that at once).
  nonisolated public static let messagesPerSecond = 40

  /// Creates the tab's store with `services`; `output` receives what to send to the tab.
  ///
  /// - Parameter inspected: Whether an ``Inspector`` records the store, for the page's panel
  ///   (its requests reach ``inspectorRespond(_:)`` through ``TabRegistry``).
  public init(
    tab: String, sample: SampleID, services: WebServices, inspected: Bool = false,
    output: @escaping @MainActor (ServerMessage) -> Void
  ) {
    self.tab = tab
    self.sample = sample
    self.inspected = inspected
    self.output = output
    limiter = RateLimiter(perSecond: Self.messagesPerSecond, burst: 2 * Self.messagesPerSecond)
    runner = Self.runner(sample, services, inspected: inspected)
    Self.alive.withLock { $0 += 1 }
  }

  deinit {
    Self.alive.withLock { $0 -= 1 }
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
    if inspected { TabRegistry.shared.register(self) }
  }

  /// Answers a request of the tab's inspector panel (`/api/…` of ``Inspector/response(to:)``,
  /// and the panel's own `/api/screen` and `/api/live`); 404 when the tab is not inspected.
  ///
  /// Asynchronous, so that the server awaits it alone, not inside a main-actor block of its own
  /// (the tab's look-up in ``TabRegistry`` is apart): other tabs wait only for the inspector's
  /// own work on the main actor.
  package func inspectorRespond(_ request: InspectorRequest) async -> InspectorResponse {
    guard let runner else {
      return .error("This tab is not inspected (open the page with ?inspect).", status: 404)
    }
    return await runner.inspectorRespond(request)
      ?? .error("This tab is not inspected (open the page with ?inspect).", status: 404)
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
    TabRegistry.shared.remove(self)
  }

  /// Whether the tab still has its store.
  public var isOpen: Bool { runner != nil }

  private static func runner(_ sample: SampleID, _ services: WebServices, inspected: Bool) -> any RunningPage
  {
    switch sample {
    case .imageSearch:
      let feature = ImageSearch(
        service: services.imageSearch, debounceInterval: services.debounce,
        recent: services.persisted("image-search-recent"))
      return run(ImageSearchPage(), feature, .init(), inspected, test: "ImageSearch(service: .offline())") {
        Inspector($0, testExpression: $1)
      }
    case .poster:
      return run(PosterPage(), Poster(service: services.poster), .init(), inspected, test: nil) {
        Inspector($0, testExpression: $1)
      }
    case .onboarding:
      let prompt = BrowserPermissionPrompt()
      return run(
        OnboardingWebPage(prompt: prompt),
        Onboarding(permissions: prompt.service, progress: services.persisted("onboarding")), .init(),
        inspected,
        test: nil
      ) {
        Inspector($0, testExpression: $1)
      }
    case .form:
      let feature = ExampleForm(service: services.form(), remembered: services.persisted("example-form"))
        .withUndo()
      return run(FormPage(), feature, .init(.init()), inspected, test: nil) {
        Inspector($0, testExpression: $1)
      }
    case .feed:
      let feature = Feed(service: services.feed, likes: services.persisted("feed-likes"))
      return run(FeedPage(), feature, .init(), inspected, test: nil) {
        Inspector($0, testExpression: $1)
      }
    }
  }

  /// A page's runner, its store inspected when `inspected`. `inspector` is made where the
  /// feature's type is known, so a `Codable` feature gets sessions in and out.
  private static func run<Page: WebPage>(
    _ page: Page, _ feature: Page.F, _ initialState: Page.F.State, _ inspected: Bool, test: String?,
    inspector: (Page.F, String?) -> Inspector<Page.F>
  ) -> any RunningPage {
    guard inspected else { return PageRunner(page: page, store: Store(feature, initialState: initialState)) }
    return PageRunner(page: page, inspector: inspector(feature, test), initialState: initialState)
  }
}
