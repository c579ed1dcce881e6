import MVI
import MVIPersistence
import MVITesting
import Onboarding
import Testing

/// What the onboarding remembers between launches, each launch a store on the same storage.
@MainActor
@Suite("Onboarding progress")
struct OnboardingProgressTests {
  @Test func aFirstLaunchFindsNothingSavedAndStartsOnTheFirstPage() async {
    let store = TestStore(
      Onboarding(permissions: ScriptedPermissions(answers: []).service), initialState: .init())
    await store.send(.launched)
    await store.receive(.progressLoaded(.success(nil)))
    await store.finish()
  }

  @Test func allowedTheAnswerAndTheEndAreSavedAndTheNextLaunchOpensOnTheMainScreen() async throws {
    let storage = InMemoryPersistence()
    let permissions = ScriptedPermissions(answers: [.authorizedWhenInUse])
    let first = TestStore(
      Onboarding(permissions: permissions.service, progress: Persisted(key: "onboarding", in: storage)),
      initialState: OnboardingTests.onPermissionScreen())
    await first.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await first.receive(.updateLocationPermissionStatus(.authorizedWhenInUse)) {
      $0.locationPermissionStatus = .authorizedWhenInUse
      $0.isRequestingLocationPermission = false
    }
    await first.receive(.navigate(to: .main)) { $0.screen = .main }
    await first.finish()
    let saved = Persisted<OnboardingProgress>(key: "onboarding", in: storage)
    #expect(try saved.stored() == OnboardingProgress(finished: true, permission: .authorizedWhenInUse))

    let next = TestStore(
      Onboarding(permissions: permissions.service, progress: Persisted(key: "onboarding", in: storage)),
      initialState: .init())
    await next.send(.launched)
    await next.receive(
      .progressLoaded(.success(OnboardingProgress(finished: true, permission: .authorizedWhenInUse)))
    ) {
      $0.locationPermissionStatus = .authorizedWhenInUse
      $0.screen = .main
    }
    await next.finish()
  }

  @Test func deniedTheAnswerIsRememberedTheOnboardingIsNotFinished() async throws {
    let storage = InMemoryPersistence()
    let store = TestStore(
      Onboarding(
        permissions: ScriptedPermissions(answers: [.denied]).service,
        progress: Persisted(key: "onboarding", in: storage)),
      initialState: OnboardingTests.onPermissionScreen())
    await store.send(.nextButtonTapped) { $0.isRequestingLocationPermission = true }
    await store.receive(.updateLocationPermissionStatus(.denied)) {
      $0.locationPermissionStatus = .denied
      $0.isRequestingLocationPermission = false
    }
    await store.finish()
    #expect(
      try Persisted<OnboardingProgress>(key: "onboarding", in: storage).stored()
        == OnboardingProgress(finished: false, permission: .denied))
  }

  @Test func startOverForgetsTheSavedProgressAndGoesBackToTheFirstPage() async throws {
    let progress = Persisted<OnboardingProgress>(key: "onboarding")
    try progress.write(OnboardingProgress(finished: true, permission: .authorizedAlways))
    var onMain = Onboarding.State()
    onMain.screen = .main
    onMain.locationPermissionStatus = .authorizedAlways
    let store = TestStore(
      Onboarding(permissions: ScriptedPermissions(answers: []).service, progress: progress),
      initialState: onMain)
    await store.send(.resetButtonTapped) { $0 = Onboarding.State() }
    await store.finish()
    #expect(try progress.stored() == nil)
  }

  @Test func anUnreadableSaveIsReportedAndTheOnboardingStartsFromTheBeginning() async throws {
    let storage = InMemoryPersistence()
    try storage.update("onboarding") { _ in .init("{".utf8) }
    let store = TestStore(
      Onboarding(
        permissions: ScriptedPermissions(answers: []).service,
        progress: Persisted(key: "onboarding", in: storage)),
      initialState: .init())
    await store.send(.launched)
    let error = PersistenceError.corrupt(
      key: "onboarding", movedTo: "onboarding.aside-1",
      reason: "not JSON: The given data was not valid JSON.")
    await store.receive(.progressLoaded(.failure(error))) { $0.persistenceError = error }
    await store.finish()
  }
}
