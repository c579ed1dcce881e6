import MVI
import Onboarding
import TerminalUI

/// Builds the onboarding from the command line and runs it, interactively or once.
@MainActor
enum OnboardingRunner {
  /// The status a `--permission` answer gives.
  static func status(_ answer: DemoArguments.PermissionAnswer) -> LocationPermissionStatus {
    switch answer {
    case .granted, .whenInUse: return .authorizedWhenInUse
    case .always: return .authorizedAlways
    case .denied: return .denied
    case .restricted: return .restricted
    case .dismissed: return .notDetermined
    }
  }

  /// `--once` / `--json`: "Next" until the main screen or until the permission is not given,
  /// prints the path and the final screen; exit status 1 if the main screen was not reached.
  static func runOnce(_ arguments: DemoArguments) async -> Int32 {
    guard let answer = arguments.permission else {
      printError(
        "onboarding without a terminal needs --permission (granted, always, when-in-use, denied, restricted"
          + " or dismissed) to answer the location prompt")
      return 64
    }
    let service = LocationPermissionService.answering(status(answer))
    let store = Store(Onboarding(permissions: service), initialState: .init())
    var path = [store.state.screen]
    var steps: [String] = []
    await store.send(.viewAppeared).finish()
    for _ in 0...(store.state.pages.count + 1) where store.state.screen != .main {
      let before = store.state
      await store.send(.nextButtonTapped).finish()
      var step = "\(before.title) — 다음 (Next)"
      if before.screen == .permission, let status = store.state.locationPermissionStatus {
        step += " → 요청 (request) → \(status.rawValue)"
      }
      steps.append(step)
      if store.state.screen == before.screen { break }  // not allowed: stays on the permission screen
      path.append(store.state.screen)
    }
    let state = store.state
    if arguments.json {
      print(OnboardingSnapshot(state, path: path, service: service.name).json())
    } else {
      let width = arguments.width ?? 80
      print("경로 · path: \(path.map(OnboardingSnapshot.name).joined(separator: " → "))")
      for (index, step) in steps.enumerated() {
        print(TerminalText.truncate("  \(index + 1). \(step)", toWidth: width))
      }
      print()
      for line in OnboardingView.screen(state, prompt: nil, source: service.name).plainText(width: width) {
        print(line)
      }
    }
    guard state.screen == .main else {
      let status = state.locationPermissionStatus ?? .notDetermined
      printError(
        "location permission not given (\(status.rawValue)): the onboarding stays on the permission screen")
      return 1
    }
    return 0
  }

  /// The interactive app: the prompt in the view, or the `--permission` answer; returns how it
  /// ended.
  static func runInteractive(_ arguments: DemoArguments, on terminal: Terminal) async -> TerminalAppExit {
    let prompt: LocationPermissionPrompt?
    let service: LocationPermissionService
    if let answer = arguments.permission {
      prompt = nil
      service = .answering(status(answer))
    } else {
      let live = LocationPermissionPrompt()
      prompt = live
      service = .prompting(live)
    }
    let app = TerminalApp(
      store: Store(Onboarding(permissions: service), initialState: .init()),
      view: { OnboardingView.screen($0, prompt: prompt, source: service.name) },
      keys: { OnboardingView.keys($0, $1, prompt: prompt) })
    let exit = await app.run(on: terminal, sending: [.viewAppeared])
    prompt?.dismiss()  // leaving with the prompt up: the request ends unanswered
    return exit
  }
}
