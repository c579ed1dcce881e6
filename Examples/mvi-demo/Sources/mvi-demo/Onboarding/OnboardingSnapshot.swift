import Foundation
import Onboarding

/// The run of `mvi-demo onboarding --once --json`: the screens passed through and the final
/// state.
struct OnboardingSnapshot: JSONSnapshot {
  var path: [String]
  var screen: String
  var title: String
  var locationPermissionStatus: String?
  var message: String?
  var offersRetry: Bool
  var reachedMain: Bool
  var service: String

  init(_ state: Onboarding.State, path: [Onboarding.Screen], service: String) {
    self.path = path.map(Self.name)
    screen = Self.name(state.screen)
    title = state.title
    locationPermissionStatus = state.locationPermissionStatus?.rawValue
    message = state.screen == .permission ? state.permissionMessage.replacing("\n", with: " ") : nil
    offersRetry = state.offersRetry
    reachedMain = state.screen == .main
    self.service = service
  }

  /// `intro-1`, `intro-2`, `permission`, `main`.
  static func name(_ screen: Onboarding.Screen) -> String {
    switch screen {
    case .intro(let index): return "intro-\(index + 1)"
    case .permission: return "permission"
    case .main: return "main"
    }
  }

}
