#if canImport(SwiftUI)
  import MVI
  import Onboarding
  import SwiftUI

  // The first introduction page, with a permission service that allows without asking (the
  // screen's `build()` asks Core Location instead).
  #Preview("Introduction") {
    OnboardingScreen(
      store: Store(Onboarding(permissions: .answering(.authorizedWhenInUse)), initialState: .init()))
  }

  // The permission screen after a refusal: why the app stops, and "다시 시도" (try again).
  #Preview("Permission denied") {
    var state = Onboarding.State()
    state.screen = .permission
    state.locationPermissionStatus = .denied
    return OnboardingScreen(
      store: Store(Onboarding(permissions: .answering(.denied, initialStatus: .denied)), initialState: state))
  }
#endif
