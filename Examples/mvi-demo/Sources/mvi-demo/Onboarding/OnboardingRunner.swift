import DemoCLI
import MVI
import MVIPersistence
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
    let prompt = LocationPermissionPrompt()
    let answering = autoAnswer(prompt, with: status(answer))
    defer { answering.cancel() }
    let service = LocationPermissionService.prompting(prompt)
    let source = "prompt, answered by --permission \(answer.rawValue)"
    let store = Store(Onboarding(permissions: service), initialState: .init())
    var path = [store.state.screen]
    var steps: [String] = []
    await store.send(.viewAppeared).finish()
    for _ in 0...(store.state.pages.count + 1) where store.state.screen != .main {
      let before = store.state
      await store.send(.nextButtonTapped).finish()
      var step = "\(before.title) — 다음 (Next)"
      if before.screen == .permission, let status = store.state.locationPermissionStatus {
        step += " → 권한 요청 → \(status.rawValue)"
      }
      steps.append(step)
      if store.state.screen == before.screen { break }  // not allowed: stays on the permission screen
      path.append(store.state.screen)
    }
    let state = store.state
    if arguments.json {
      print(OnboardingSnapshot(state, path: path, service: source).json())
    } else {
      let width = arguments.width ?? 80
      print("경로 · path: \(path.map(OnboardingSnapshot.name).joined(separator: " → "))")
      for (index, step) in steps.enumerated() {
        print(TerminalText.truncate("  \(index + 1). \(step)", toWidth: width))
      }
      print()
      for line in OnboardingView.screen(state, prompt: nil, source: source).plainText(width: width) {
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

  /// The interactive app: the prompt in the view, or answered by `--permission`; returns how it
  /// ended.
  static func runInteractive(_ arguments: DemoArguments, on terminal: Terminal) async -> TerminalAppExit {
    let prompt = LocationPermissionPrompt()
    let service = LocationPermissionService.prompting(prompt)
    var source = service.name
    var answering: Task<Void, Never>?
    if let answer = arguments.permission {
      answering = autoAnswer(prompt, with: status(answer))
      source = "prompt, answered by --permission \(answer.rawValue)"
    }
    defer { answering?.cancel() }
    let shownPrompt = answering == nil ? prompt : nil  // an answered prompt is not drawn
    let progress: Persisted<OnboardingProgress> = DemoState.persisted("onboarding")
    let app = TerminalApp(
      store: Store(Onboarding(permissions: service, progress: progress), initialState: .init()),
      view: { OnboardingView.screen($0, prompt: shownPrompt, source: source) },
      keys: { OnboardingView.keys($0, $1, prompt: shownPrompt) })
    // The progress of an earlier run (DemoState): a finished onboarding opens on the main screen.
    return await DemoState.run(keeping: progress) {
      let exit = await app.run(on: terminal, sending: [.launched, .viewAppeared])
      prompt.dismiss()  // leaving with the prompt up: the request ends unanswered
      return exit
    }
  }

  /// Answers every question `prompt` asks with `status`, as the user would, until cancelled.
  static func autoAnswer(_ prompt: LocationPermissionPrompt, with status: LocationPermissionStatus) -> Task<
    Void, Never
  > {
    Task.detached {
      while !Task.isCancelled {
        await prompt.waitForQuestion()
        if Task.isCancelled { return }
        if status == .notDetermined {
          prompt.dismiss()
        } else {
          prompt.answer(status)
        }
      }
    }
  }
}
