import MVI
import MVITesting
import Onboarding
import Testing

@MainActor
@Suite("Onboarding feature")
struct OnboardingTests {
  /// A state on the permission screen, after the introduction pages.
  static func onPermissionScreen(status: LocationPermissionStatus? = nil) -> Onboarding.State {
    var state = Onboarding.State()
    state.screen = .permission
    state.locationPermissionStatus = status
    return state
  }

  @Test func startsOnTheFirstIntroductionPageWithNoStatus() {
    let state = Onboarding.State()
    #expect(state.screen == .intro(0))
    #expect(state.page == OnboardingPage.standard[0])
    #expect(state.title == "환영합니다")
    #expect(state.locationPermissionStatus == nil)
    #expect(!state.isRequestingLocationPermission)
    #expect(!state.offersRetry)
  }

  @Test func appearingReadsTheCurrentStatusWithoutAsking() async {
    let permissions = ScriptedPermissions(answers: [.authorizedAlways])
    let store = TestStore(Onboarding(permissions: permissions.service), initialState: .init())
    await store.send(.viewAppeared)
    await store.receive(.locationPermissionStatusLoaded(.notDetermined)) {
      $0.locationPermissionStatus = .notDetermined
    }
    await store.send(.viewAppeared)  // known now: not read again
    await store.finish()
    #expect(permissions.currentStatusCount == 1)
    #expect(permissions.requestCount == 0)
  }

  @Test func nextGoesThroughTheIntroductionPagesToThePermissionScreenBackComesBack() async {
    let permissions = ScriptedPermissions(answers: [.denied])
    let store = TestStore(Onboarding(permissions: permissions.service), initialState: .init())
    await store.send(.backButtonTapped)  // on the first page: nowhere to go
    await store.send(.nextButtonTapped) { $0.screen = .intro(1) }
    #expect(store.state.title == "내 주변 산책로")
    await store.send(.backButtonTapped) { $0.screen = .intro(0) }
    await store.send(.nextButtonTapped) { $0.screen = .intro(1) }
    await store.send(.nextButtonTapped) { $0.screen = .permission }
    #expect(store.state.title == "위치 권한")
    #expect(store.state.permissionMessage == Onboarding.Texts.permissionReason)
    #expect(store.state.page == nil)
    await store.send(.backButtonTapped) { $0.screen = .intro(1) }
    await store.finish()
    #expect(permissions.requestCount == 0)
  }

  @Test func allowedWhileInUseTheSeedsRequestStatusUpdateAndNavigationToTheMainScreen() async {
    let permissions = ScriptedPermissions(answers: [.authorizedWhenInUse])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    #expect(store.state.permissionMessage == Onboarding.Texts.requesting)
    await store.receive(.updateLocationPermissionStatus(.authorizedWhenInUse)) {
      $0.locationPermissionStatus = .authorizedWhenInUse
      $0.isRequestingLocationPermission = false
    }
    await store.receive(.navigate(to: .main)) { $0.screen = .main }
    #expect(store.state.title == "메인 화면")
    await store.send(.nextButtonTapped)  // the main screen has no Next
    await store.send(.backButtonTapped)  // and no way back into the onboarding
    await store.finish()
    #expect(permissions.requestCount == 1)
  }

  @Test func allowedAlwaysGoesToTheMainScreen() async {
    let permissions = ScriptedPermissions(answers: [.authorizedAlways])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.authorizedAlways)) {
      $0.locationPermissionStatus = .authorizedAlways
      $0.isRequestingLocationPermission = false
    }
    await store.receive(.navigate(to: .main)) { $0.screen = .main }
    await store.finish()
  }

  @Test func deniedExplainsWhyAndOffersToTryAgainTryingAgainAndAllowingGoesOn() async {
    let permissions = ScriptedPermissions(answers: [.denied, .authorizedWhenInUse])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.denied)) {
      $0.locationPermissionStatus = .denied
      $0.isRequestingLocationPermission = false
    }
    #expect(store.state.screen == .permission)
    #expect(store.state.permissionMessage == Onboarding.Texts.denied)
    #expect(store.state.offersRetry)

    await store.send(.retryButtonTapped) { $0.isRequestingLocationPermission = true }
    #expect(!store.state.offersRetry)
    await store.receive(.updateLocationPermissionStatus(.authorizedWhenInUse)) {
      $0.locationPermissionStatus = .authorizedWhenInUse
      $0.isRequestingLocationPermission = false
    }
    await store.receive(.navigate(to: .main)) { $0.screen = .main }
    await store.finish()
    #expect(permissions.requestCount == 2)
  }

  @Test func deniedTwiceStaysOnThePermissionScreenNextAlsoAsksAgain() async {
    let permissions = ScriptedPermissions(answers: [.denied])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    for _ in 0..<2 {
      await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
      await store.receive(.updateLocationPermissionStatus(.denied)) {
        $0.locationPermissionStatus = .denied
        $0.isRequestingLocationPermission = false
      }
    }
    #expect(store.state.screen == .permission)
    await store.finish()
    #expect(permissions.requestCount == 2)
  }

  @Test func restrictedExplainsThatTheDeviceDoesNotAllowItAndOffersToTryAgain() async {
    let permissions = ScriptedPermissions(answers: [.restricted])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.restricted)) {
      $0.locationPermissionStatus = .restricted
      $0.isRequestingLocationPermission = false
    }
    #expect(store.state.permissionMessage == Onboarding.Texts.restricted)
    #expect(store.state.offersRetry)
    await store.send(.retryButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.restricted)) {
      $0.isRequestingLocationPermission = false
    }
    #expect(store.state.screen == .permission)
    await store.finish()
  }

  @Test func aPromptClosedWithoutAnAnswerLeavesTheStatusUndeterminedNextAsksAgain() async {
    let permissions = ScriptedPermissions(answers: [.notDetermined, .authorizedAlways])
    let store = TestStore(
      Onboarding(permissions: permissions.service), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.notDetermined)) {
      $0.locationPermissionStatus = .notDetermined
      $0.isRequestingLocationPermission = false
    }
    #expect(store.state.permissionMessage == Onboarding.Texts.permissionReason)
    #expect(!store.state.offersRetry)
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.authorizedAlways)) {
      $0.locationPermissionStatus = .authorizedAlways
      $0.isRequestingLocationPermission = false
    }
    await store.receive(.navigate(to: .main)) { $0.screen = .main }
    await store.finish()
  }

  @Test func alreadyAllowedNextGoesToTheMainScreenWithoutAsking() async {
    let permissions = ScriptedPermissions(current: .authorizedWhenInUse, answers: [.denied])
    let store = TestStore(Onboarding(permissions: permissions.service), initialState: .init())
    await store.send(.viewAppeared)
    await store.receive(.locationPermissionStatusLoaded(.authorizedWhenInUse)) {
      $0.locationPermissionStatus = .authorizedWhenInUse
    }
    await store.send(.nextButtonTapped) { $0.screen = .intro(1) }
    await store.send(.nextButtonTapped) { $0.screen = .permission }
    #expect(store.state.permissionMessage == Onboarding.Texts.allowed)
    await store.send(.retryButtonTapped)  // nothing to retry
    await store.send(.nextButtonTapped) { $0.screen = .main }
    await store.finish()
    #expect(permissions.requestCount == 0)
  }

  @Test func retryDoesNothingBeforeARequestAndOffThePermissionScreen() async {
    let permissions = ScriptedPermissions(answers: [.denied])
    let store = TestStore(Onboarding(permissions: permissions.service), initialState: .init())
    await store.send(.retryButtonTapped)
    await store.finish()
    #expect(permissions.requestCount == 0)
  }

  @Test func withTheLivePromptTheRequestWaitsForTheUsersAnswerDeniedThenAlways() async {
    let prompt = LocationPermissionPrompt()
    let store = TestStore(
      Onboarding(permissions: .prompting(prompt)), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await waitUntilAsking(prompt)
    #expect(prompt.isAsking)
    await store.send(.nextButtonTapped)  // a second Next while asking does nothing
    await store.send(.retryButtonTapped)  // nor does retry
    #expect(prompt.answer(.denied))
    await store.receive(.updateLocationPermissionStatus(.denied)) {
      $0.locationPermissionStatus = .denied
      $0.isRequestingLocationPermission = false
    }
    await store.send(.retryButtonTapped) { $0.isRequestingLocationPermission = true }
    await waitUntilAsking(prompt)
    #expect(prompt.answer(.authorizedAlways))
    await store.receive(.updateLocationPermissionStatus(.authorizedAlways)) {
      $0.locationPermissionStatus = .authorizedAlways
      $0.isRequestingLocationPermission = false
    }
    await store.receive(.navigate(to: .main)) { $0.screen = .main }
    await store.finish()
    #expect(prompt.askCount == 2)
    #expect(prompt.status == .authorizedAlways)
  }

  @Test func backWhileThePromptIsUpCancelsTheRequestAndClosesThePrompt() async {
    let prompt = LocationPermissionPrompt()
    let store = TestStore(
      Onboarding(permissions: .prompting(prompt)), initialState: Self.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await waitUntilAsking(prompt)
    await store.send(.backButtonTapped) { $0.isRequestingLocationPermission = false }
    #expect(store.state.screen == .permission)
    await store.finish()  // the cancelled request sends nothing
    #expect(!prompt.isAsking)
    #expect(!prompt.answer(.authorizedAlways))  // too late: nobody asks
    #expect(prompt.status == .notDetermined)
    await store.send(.backButtonTapped) { $0.screen = .intro(1) }
    await store.finish()
  }

  /// The session the property check found (`OnboardingPropertyTests`), shrunk: Next, Next, Next
  /// (allowed at once), and Back right after the answer's first action.
  @Test func backTappedAsTheAnswerArrivesBetweenTheStatusAndTheNavigationStaysOnThePages() async {
    final class Tapper {
      weak var store: Store<Onboarding>?
    }
    let tapper = Tapper()
    let store = Store(
      Onboarding(permissions: ScriptedPermissions(answers: [.authorizedAlways]).service),
      initialState: .init(),
      interceptors: [
        Interceptor { activity in
          guard case .action(.updateLocationPermissionStatus, _, _) = activity else { return }
          tapper.store?.send(.backButtonTapped)
        }
      ])
    tapper.store = store
    store.send(.nextButtonTapped)
    store.send(.nextButtonTapped)
    await store.send(.nextButtonTapped).finish()
    #expect(store.state.locationPermissionStatus == .authorizedAlways)
    #expect(store.state.screen == .intro(1), "Back was the last thing the user did")
  }

  @Test func withNoIntroductionPagesTheOnboardingStartsOnThePermissionScreen() async {
    let permissions = ScriptedPermissions(answers: [.denied])
    let store = TestStore(Onboarding(permissions: permissions.service), initialState: .init(pages: []))
    #expect(store.state.screen == .permission)
    #expect(store.state.page == nil)
    await store.send(.backButtonTapped)
    await store.finish()
  }

  @Test func aStatusReadOnAppearThatArrivesAfterTheAnswerDoesNotReplaceIt() {
    let feature = Onboarding(permissions: ScriptedPermissions(answers: [.denied]).service)
    var state = Self.onPermissionScreen(status: .denied)
    feature.reduce(&state, .locationPermissionStatusLoaded(.notDetermined))
    #expect(state.locationPermissionStatus == .denied)
  }
}
