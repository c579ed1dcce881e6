import Foundation
import MVI

/// Seed 001's random poster: "Get Poster!" fetches a random image and the view shows it.
///
/// - Tapping "Get Poster!" starts a fetch (``State/poster`` is loading, the picture shown before
///   stays on screen); tapping again while a fetch runs cancels it and starts a new one (one
///   effect id, latest wins), and an answer for an older request is ignored.
/// - A failure keeps the typed ``PosterError`` — with the body's details when something arrived
///   that is not a picture — and ``Intent/retryTapped`` fetches again.
///
/// Invariants, checked after every step of 1,000 generated sessions (intents, time passing, and
/// service answers that succeed, fail or come late) by `PosterPropertyTests`:
/// - the poster shown answers the last request, never an older one that came back late;
/// - "loading" only while a fetch runs, and a request is active exactly while loading;
/// - the failure text shows exactly when the last request failed.
///
/// ```swift
/// let store = Store(Poster(service: .generator(seed: 42)), initialState: .init())
/// let subscription = store.subscribe { state in posterView.show(state) }
/// store.send(.getPosterTapped)
/// ```
public struct Poster: Feature {
  /// The seed's texts, verbatim (the title and the button in English, the rest in Korean): each
  /// is the key of its translations in ``bundle`` (`Resources/{en,ko}.lproj/Localizable.strings`),
  /// which the Apple screen shows in the device's language; the terminal and the browser show the
  /// key.
  public enum Texts {
    /// The module's bundle, whose tables translate these texts into English and Korean: the
    /// screen looks them up in it.
    public static let bundle = Bundle.module
    /// `key` (one of these texts) in the app's language, from ``bundle``'s tables (the key itself
    /// where they have none): for the views that take a `String`.
    public static func localized(_ key: String) -> String {
      NSLocalizedString(key, bundle: bundle, comment: "")
    }
    /// Every key below: each must be in both tables (`PosterTests` checks).
    public static let all = [title, getPoster, placeholder, loading, failed]

    /// The screen's title.
    public static let title = "Random Poster"
    /// The seed's button.
    public static let getPoster = "Get Poster!"
    /// Shown before the first poster.
    public static let placeholder = "Get Poster! 를 누르면 랜덤 포스터를 받아옵니다"
    /// Shown while a poster is being fetched.
    public static let loading = "포스터를 받아오는 중입니다💨"
    /// Shown after a failure, above the reason.
    public static let failed = "포스터를 받아오지 못했습니다🥺"
  }

  /// Everything the view shows.
  public struct State: Equatable, Sendable {
    /// The poster: loading (keeping the one shown before), loaded, or failed.
    public var poster: Loadable<PosterImage>
    /// The typed reason of the last failure, with the body's details; `nil` unless failed.
    public var failure: PosterError?
    /// How many fetches have started; the number of the latest one.
    public var requestCount: Int
    /// The fetch whose answer is awaited, if any.
    public var activeRequest: Int?

    /// The state before the first tap: no poster.
    public init() {
      poster = .idle
      failure = nil
      requestCount = 0
      activeRequest = nil
    }

    /// The poster on screen: the loaded one, or the one kept while loading or after a failure.
    public var shownPoster: PosterImage? { poster.value }

    /// One line about the poster: the placeholder, the loading text, the poster's summary, or
    /// the failure text.
    public var statusText: String {
      switch poster {
      case .idle: return Texts.placeholder
      case .loading: return Texts.loading
      case .loaded(let image): return image.summary
      case .failed: return Texts.failed
      }
    }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable {
    /// The "Get Poster!" button: fetch a new poster, replacing a fetch in flight.
    case getPosterTapped
    /// Try again after a failure; does nothing otherwise.
    case retryTapped
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable {
    /// Fetch number `request` started.
    case fetchStarted(request: Int)
    /// Fetch number `request` returned a poster.
    case posterLoaded(request: Int, PosterImage)
    /// Fetch number `request` failed.
    case posterFailed(request: Int, PosterError)
  }

  enum CancelID: Hashable, Sendable { case fetch }

  /// Where posters come from.
  public var service: PosterService

  /// Creates the feature with its service.
  public init(service: PosterService) {
    self.service = service
  }

  /// Turns taps into fetches.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .getPosterTapped:
      return fetch(request: state.requestCount + 1)
    case .retryTapped:
      guard state.failure != nil, state.activeRequest == nil else { return .none }
      return fetch(request: state.requestCount + 1)
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .fetchStarted(let request):
      state.requestCount = request
      state.activeRequest = request
      state.failure = nil
      state.poster.startLoading()
    case .posterLoaded(let request, let image):
      guard request == state.activeRequest else { return }
      state.activeRequest = nil
      state.poster = .loaded(image)
    case .posterFailed(let request, let error):
      guard request == state.activeRequest else { return }
      state.activeRequest = nil
      state.failure = error
      state.poster.fail(LoadingError(message: error.description))
    }
  }

  /// Fetch number `request`, cancelling the one in flight.
  private func fetch(request: Int) -> Effect<Action, Never> {
    Effect.concatenate(
      .send(.fetchStarted(request: request)),
      .run { [service] send in
        await send(.posterLoaded(request: request, try await service.fetch(request)))
      } catch: { error, send in
        await send(.posterFailed(request: request, PosterError(any: error)))
      }
    )
    .cancellable(id: CancelID.fetch, policy: .latestWins)
  }
}
