import MVI
import MVIPropertyTesting
import Onboarding
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions of
/// taps against a permission service whose status reads and prompts answer any status, late.
@MainActor
@Suite("Onboarding invariants")
struct OnboardingPropertyTests {
  static let intents = Gen.int(in: 0...3).map { kind -> Onboarding.Intent in
    [.nextButtonTapped, .backButtonTapped, .retryButtonTapped, .viewAppeared][kind]
  }

  /// Both the status read and the prompt take the next generated status.
  static func feature(_ services: CheckServices<LocationPermissionStatus>) -> Onboarding {
    let answer: @Sendable () async -> LocationPermissionStatus = {
      (try? await services.answers.next()) ?? .notDetermined
    }
    return Onboarding(
      permissions: LocationPermissionService(name: "generated", currentStatus: answer, request: answer))
  }

  static let invariants: [Invariant<Onboarding>] = [
    Invariant("the main screen only with the permission granted") { outcome in
      outcome.state.screen != .main || outcome.state.locationPermissionStatus?.isAuthorized == true
    },
    Invariant("\"waiting for your answer\" only while a prompt runs") { outcome in
      !outcome.state.isRequestingLocationPermission || outcome.runningEffectCount > 0
    },
    Invariant("a prompt runs only on the permission screen") { outcome in
      !outcome.state.isRequestingLocationPermission || outcome.state.screen == .permission
    },
    Invariant("an intro page is one of the pages") { outcome in
      guard case .intro(let index) = outcome.state.screen else { return true }
      return outcome.state.pages.indices.contains(index)
    },
  ]

  @Test("the invariants hold over 1,000 generated sessions")
  func invariantsHold() async {
    await checkInvariants(
      of: Self.feature, initialState: Onboarding.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(
        Gen.int(in: 0...4).map { LocationPermissionStatus.allCases[$0] }, failures: []),
      invariants: Self.invariants)
  }
}
