// The code of the MVI vs MVVM vs MV article, compiled in a file that imports Foundation as app
// files do. Keep it the same as the article's.
import Foundation
import MVI
import MVITesting
import Testing

@MainActor
struct MVIvsMVVMvsMVArticle {
  enum LocationPermissionStatus: Sendable {
    case notDetermined, denied, authorizedAlways, authorizedWhenInUse
  }

  struct PermissionService: Sendable {
    var requestLocation: @Sendable () async -> LocationPermissionStatus
  }

  struct Onboarding: Feature {
    struct State: Equatable {
      var locationPermissionStatus: LocationPermissionStatus?
      var route: Route?
    }
    enum Route: Equatable { case main }

    enum Intent: Sendable {  // what the user did
      case nextButtonTapped
    }
    enum Action: Sendable, Equatable {  // how the state changes
      case locationPermissionUpdated(LocationPermissionStatus)
    }

    var permissions: PermissionService

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .nextButtonTapped:
        return .run { [permissions] send in
          await send(.locationPermissionUpdated(await permissions.requestLocation()))
        }
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .locationPermissionUpdated(let status):
        state.locationPermissionStatus = status
        if status == .authorizedAlways || status == .authorizedWhenInUse {
          state.route = .main
        }
      }
    }
  }

  struct Counter: Feature {
    struct State: Equatable { var count = 0 }
    enum Intent: Sendable { case increment, decrement }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
    }
  }

  @Test func allowingLocationGoesToTheMainScreen() async {
    let store = TestStore(
      Onboarding(permissions: PermissionService { .authorizedWhenInUse }),
      initialState: .init())

    await store.send(.nextButtonTapped)
    await store.receive(.locationPermissionUpdated(.authorizedWhenInUse)) {
      $0.locationPermissionStatus = .authorizedWhenInUse
      $0.route = .main
    }
    await store.finish()
  }
}
