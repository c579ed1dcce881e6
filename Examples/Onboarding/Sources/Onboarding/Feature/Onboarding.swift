import Foundation
import MVI
import MVIPersistence

/// Seed 004's onboarding: "Next" goes through the introduction pages, then asks for location
/// permission through a ``LocationPermissionService``, records the status, and goes to the main
/// screen when the user allowed it; a refusal explains why the app needs it and offers to try
/// again.
///
/// The seed's vocabulary is kept: the user's ``Intent`` (`nextButtonTapped`) is separate from
/// the ``Action``s that change the state (`requestLocationPermission`,
/// `updateLocationPermissionStatus`, and `navigate(to: .main)` for the seed's
/// `navigateToMainScreen`). Asking is work, so it is the effect between them. Navigation is
/// state: ``State/screen``.
///
/// Invariants, checked after every step of 1,000 generated sessions (intents, time passing, and
/// service answers that succeed, fail or come late) by `OnboardingPropertyTests`:
/// - the main screen only with the location permission granted;
/// - Back never shows a later screen, even when tapped while an answer arrives;
/// - "waiting for your answer" only while a prompt runs, and a prompt runs only on the permission screen;
/// - an intro page is always one of the pages.
///
/// ```swift
/// let store = Store(Onboarding(permissions: .prompting(prompt)), initialState: .init())
/// store.send(.viewAppeared)
/// store.send(.nextButtonTapped)
/// ```
public struct Onboarding: Feature {
  /// The texts of the sample, in Korean: each is the key of its translations in ``bundle``
  /// (`Resources/{en,ko}.lproj/Localizable.strings`), which the Apple screen shows in the
  /// device's language; the terminal and the browser show the key. A text of several lines has
  /// them separated by `"\n"`, each short enough for an 80-column terminal.
  public enum Texts {
    /// The module's bundle, whose tables translate these texts into English and Korean: the
    /// screen looks them up in it.
    public static let bundle = Bundle.module
    /// `key` (one of these texts) in the app's language, from ``bundle``'s tables (the key itself
    /// where they have none): for the views that take a `String`.
    public static func localized(_ key: String) -> String {
      NSLocalizedString(key, bundle: bundle, comment: "")
    }
    /// Every key below: each must be in both tables (`OnboardingTests` checks).
    public static let all = [
      welcomeTitle, welcomeText, trailsTitle, trailsText, permissionTitle, permissionReason, requesting,
      denied, tryAgainHint, restricted, allowed, mainTitle, mainText, back, next, tryAgain,
    ]

    /// The first introduction page's title (``OnboardingPage/standard``).
    public static let welcomeTitle = "환영합니다"
    /// The first introduction page's text: what the app does.
    public static let welcomeText = "호랑이 산책은 내 주변의 산책로를 찾아 주는 앱입니다."
    /// The second introduction page's title.
    public static let trailsTitle = "내 주변 산책로"
    /// The second introduction page's text: why the app needs the location.
    public static let trailsText = "가까운 산책로를 거리순으로 보여 드리려면 현재 위치가 필요합니다."
    /// The permission screen's title.
    public static let permissionTitle = "위치 권한"
    /// Why the app asks, before it asks.
    public static let permissionReason =
      "내 주변 산책로를 보여 드리려면 위치 권한이 필요합니다.\n다음을 누르면 위치 권한을 요청합니다."
    /// While the prompt is up.
    public static let requesting = "위치 권한을 요청했습니다. 응답을 기다리는 중…"
    /// After a refusal: why the app needs the location.
    public static let denied =
      "위치 권한이 거부되었습니다.\n위치를 알 수 없으면 내 주변 산책로를 찾을 수 없습니다."
    /// After a refusal: what the user can do.
    public static let tryAgainHint = "다시 시도하면 위치 권한을 다시 요청합니다."
    /// When the device does not let the user allow it.
    public static let restricted =
      "이 기기에서는 위치 사용이 제한되어 있습니다.\n기기 관리자나 자녀 보호 설정에서 허용한 뒤 다시 시도하세요."
    /// When the location is already allowed.
    public static let allowed = "위치 권한이 허용되었습니다.\n다음을 누르면 메인 화면으로 이동합니다."
    /// The main screen's title.
    public static let mainTitle = "메인 화면"
    /// The main screen's text.
    public static let mainText = "온보딩을 마쳤습니다. 내 주변 산책로를 찾고 있습니다."
    /// The button that goes back a page (or cancels a request).
    public static let back = "이전"
    /// The button that goes on: the next page, the request, the main screen.
    public static let next = "다음"
    /// The button, after a refusal, that asks again.
    public static let tryAgain = "다시 시도"
  }

  /// Where the user is: navigation as state.
  public enum Screen: Hashable, Sendable {
    /// An introduction page, by index into ``State/pages``.
    case intro(Int)
    /// The location permission page: "Next" asks.
    case permission
    /// The main screen, once the location is allowed.
    case main
  }

  /// Everything the view shows.
  public struct State: Equatable, Sendable {
    /// The screen shown.
    public var screen: Screen
    /// The introduction pages before the permission screen.
    public var pages: [OnboardingPage]
    /// The seed's `locationPermissionStatus`: `nil` until read or asked.
    public var locationPermissionStatus: LocationPermissionStatus?
    /// Whether a request is waiting for the user's answer.
    public var isRequestingLocationPermission: Bool
    /// Why the saved progress could not be read or written, if it could not.
    public var persistenceError: PersistenceError?

    /// Creates a state on the first page (or on the permission screen with no pages).
    public init(pages: [OnboardingPage] = OnboardingPage.standard) {
      self.pages = pages
      screen = pages.isEmpty ? .permission : .intro(0)
      locationPermissionStatus = nil
      isRequestingLocationPermission = false
      persistenceError = nil
    }

    /// The title of the screen shown.
    public var title: String {
      switch screen {
      case .intro(let index): return pages.indices.contains(index) ? pages[index].title : ""
      case .permission: return Texts.permissionTitle
      case .main: return Texts.mainTitle
      }
    }

    /// The introduction page shown, if any.
    public var page: OnboardingPage? {
      guard case .intro(let index) = screen, pages.indices.contains(index) else { return nil }
      return pages[index]
    }

    /// What the permission screen says for the status: why the app asks, that it waits, why a
    /// refusal stops it.
    public var permissionMessage: String {
      if isRequestingLocationPermission { return Texts.requesting }
      switch locationPermissionStatus {
      case nil, .notDetermined: return Texts.permissionReason
      case .denied: return Texts.denied
      case .restricted: return Texts.restricted
      case .authorizedAlways, .authorizedWhenInUse: return Texts.allowed
      }
    }

    /// Whether the permission screen offers to try again (after a refusal).
    public var offersRetry: Bool {
      screen == .permission && !isRequestingLocationPermission
        && (locationPermissionStatus == .denied || locationPermissionStatus == .restricted)
    }
  }

  /// What the user did.
  public enum Intent: Equatable, Sendable {
    /// The screen appeared: read the current status, without asking.
    case viewAppeared
    /// "Next": the next page; on the permission screen, ask (or go on if already allowed).
    case nextButtonTapped
    /// "Try again" after a refusal: ask again.
    case retryButtonTapped
    /// "Back": the previous page; while asking, cancel the request.
    case backButtonTapped
    /// The app started: load the saved progress (a finished onboarding opens on the main screen).
    case launched
    /// "Start over": forget the saved progress and go back to the first page.
    case resetButtonTapped
  }

  /// How the state changes.
  public enum Action: Equatable, Sendable {
    /// The status read when the screen appeared.
    case locationPermissionStatusLoaded(LocationPermissionStatus)
    /// The seed's `requestLocationPermission`: the request started and waits for the answer.
    case requestLocationPermission
    /// The seed's `updateLocationPermissionStatus`: the status the request returned.
    case updateLocationPermissionStatus(LocationPermissionStatus)
    /// The request was cancelled before an answer.
    case cancelLocationPermissionRequest
    /// Shows a screen; the seed's `navigateToMainScreen` is `navigate(to: .main)`.
    case navigate(to: Screen)
    /// The progress saved by an earlier launch (`nil`: none), or why it could not be read.
    case progressLoaded(Result<OnboardingProgress?, PersistenceError>)
    /// Back to the first page, with nothing remembered.
    case reset
    /// Saving the progress failed (it is retried); the state is unchanged.
    case saveFailed(PersistenceError)
  }

  enum CancelID: Hashable, Sendable { case permissionRequest }

  /// Reads and requests the location permission.
  public var permissions: LocationPermissionService

  /// Where the progress is kept between launches: in memory unless told otherwise.
  public var progress: Persisted<OnboardingProgress>

  /// Creates the feature with its permission service, keeping its progress in `progress`.
  public init(
    permissions: LocationPermissionService,
    progress: Persisted<OnboardingProgress> = Persisted(key: "onboarding")
  ) {
    self.permissions = permissions
    self.progress = progress
  }

  /// Turns intents into page moves and permission requests.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      guard state.locationPermissionStatus == nil, !state.isRequestingLocationPermission else { return .none }
      return .run { [permissions] send in
        await send(.locationPermissionStatusLoaded(await permissions.currentStatus()))
      }
    case .nextButtonTapped:
      switch state.screen {
      case .intro(let index):
        return .send(.navigate(to: index + 1 < state.pages.count ? .intro(index + 1) : .permission))
      case .permission:
        if state.isRequestingLocationPermission { return .none }
        if let status = state.locationPermissionStatus, status.isAuthorized {
          return .merge(
            .send(.navigate(to: .main)), save(OnboardingProgress(finished: true, permission: status)))
        }
        return requestPermission()
      case .main:
        return .none
      }
    case .retryButtonTapped:
      guard state.screen == .permission, !state.isRequestingLocationPermission,
        state.locationPermissionStatus?.isAuthorized != true
      else { return .none }
      return requestPermission()
    case .launched:
      return progress.load { .progressLoaded($0) }
    case .resetButtonTapped:
      return .merge(
        .cancel(id: CancelID.permissionRequest), .send(.reset), progress.remove { .saveFailed($0) })
    case .backButtonTapped:
      if state.isRequestingLocationPermission {
        return .concatenate(.cancel(id: CancelID.permissionRequest), .send(.cancelLocationPermissionRequest))
      }
      switch state.screen {
      case .intro(let index) where index > 0:
        return .send(.navigate(to: .intro(index - 1)))
      case .permission where !state.pages.isEmpty:
        // The answer may have been recorded and its navigation be on its way: leaving the
        // screen ends the request's work, so that it does not take the user on after all.
        return .merge(
          .cancel(id: CancelID.permissionRequest), .send(.navigate(to: .intro(state.pages.count - 1))))
      case .intro, .permission, .main:
        return .none
      }
    }
  }

  /// Applies an action.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .locationPermissionStatusLoaded(let status):
      // An answer that arrived first is newer than the status read on appear.
      if state.locationPermissionStatus == nil { state.locationPermissionStatus = status }
    case .requestLocationPermission:
      state.isRequestingLocationPermission = true
    case .updateLocationPermissionStatus(let status):
      state.locationPermissionStatus = status
      state.isRequestingLocationPermission = false
    case .cancelLocationPermissionRequest:
      state.isRequestingLocationPermission = false
    case .navigate(let screen):
      state.screen = screen
    case .progressLoaded(.success(let saved)):
      guard let saved, !state.isRequestingLocationPermission else { return }
      if let permission = saved.permission { state.locationPermissionStatus = permission }
      if saved.finished, saved.permission?.isAuthorized == true { state.screen = .main }
    case .progressLoaded(.failure(let error)), .saveFailed(let error):
      state.persistenceError = error
    case .reset:
      state = State(pages: state.pages)
    }
  }

  /// Saves the progress off the send path; a failure comes back as ``Action/saveFailed(_:)``.
  private func save(_ saved: OnboardingProgress) -> Effect<Action, Never> {
    progress.save(saved) { .saveFailed($0) }
  }

  /// The seed's three steps: request, record the answer, go to the main screen if allowed.
  private func requestPermission() -> Effect<Action, Never> {
    Effect.concatenate(
      .send(.requestLocationPermission),
      .run { [permissions, progress] send in
        let status = await permissions.request()
        await send(.updateLocationPermissionStatus(status))
        if status.isAuthorized { await send(.navigate(to: .main)) }
        await progress.save(
          OnboardingProgress(finished: status.isAuthorized, permission: status), through: send,
          failed: { .saveFailed($0) })
      }
    )
    .cancellable(id: CancelID.permissionRequest, policy: .latestWins)
  }
}
