import MVI
import Onboarding
import TerminalUI

/// The onboarding in the terminal: a function of state, and keys mapped to intents.
///
/// With the live service, the permission prompt (``LocationPermissionPrompt``) stands in for the
/// system's alert: while a request waits, the view draws the prompt and its keys answer it —
/// they go to the prompt, as a tap on a system alert goes to the system, not to the feature.
enum OnboardingView {
  /// The app's name in the prompt, as iOS names the app asking.
  static let appName = (korean: "호랑이 산책", english: "Tiger Walk")

  static func screen(_ state: Onboarding.State, prompt: LocationPermissionPrompt?, source: String) -> Screen {
    Screen {
      Line("온보딩 · Onboarding", style: [.bold, .cyan])
      Line(progress(state), style: .dim)
      Line.rule
      Line(state.title, style: .bold)
      Line.blank
      content(state, showsPrompt: prompt != nil)
      Line.rule
    } footer: {
      Line("권한 서비스 · permission service: \(source)", style: .dim)
      Line(hints(state, showsPrompt: prompt != nil), style: .dim)
    }
  }

  /// The steps of the onboarding, the current one highlighted: `● ○ ○ ○`.
  static func progress(_ state: Onboarding.State) -> String {
    let steps = state.pages.count + 2  // the pages, the permission screen, the main screen
    let current: Int
    switch state.screen {
    case .intro(let index): current = index
    case .permission: current = state.pages.count
    case .main: current = state.pages.count + 1
    }
    return (0..<steps).map { $0 == current ? "●" : "○" }.joined(separator: " ")
  }

  @ScreenBuilder
  static func content(_ state: Onboarding.State, showsPrompt: Bool) -> [Line] {
    switch state.screen {
    case .intro:
      for line in state.page?.lines ?? [] { Line(line) }
    case .permission:
      Line("현재 상태 · status: \((state.locationPermissionStatus ?? .notDetermined).displayName)")
      Line.blank
      for line in state.permissionMessage.split(separator: "\n") {
        Line(String(line), style: state.offersRetry ? [.bold, .red] : [])
      }
      if state.offersRetry { Line(Onboarding.Texts.tryAgainHint) }
      if state.isRequestingLocationPermission && showsPrompt { promptBox() }
    case .main:
      Line(Onboarding.Texts.mainText)
      Line("위치 권한 · location: \((state.locationPermissionStatus ?? .notDetermined).displayName)")
    }
  }

  /// The permission prompt, worded like the system alert it stands in for.
  static func promptBox() -> [Line] {
    [
      Line.blank,
      Line([Span(" 위치 권한 요청 · Location permission ", style: [.inverse, .bold])]),
      Line("  '\(appName.korean)'에서 내 위치를 사용하도록 허용하겠습니까?", style: .bold),
      Line("  Allow '\(appName.english)' to use your location?"),
      Line([Span("   a ", style: [.inverse]), Span("  항상 허용 · Always allow")]),
      Line([Span("   w ", style: [.inverse]), Span("  앱을 사용하는 동안 허용 · Allow while using the app")]),
      Line([Span("   d ", style: [.inverse]), Span("  허용 안 함 · Don't allow")]),
      Line("  Esc 닫기 (답하지 않음) · close without answering", style: .dim),
    ]
  }

  static func hints(_ state: Onboarding.State, showsPrompt: Bool) -> String {
    if state.isRequestingLocationPermission {
      return showsPrompt
        ? "a 항상 · w 사용하는 동안 · d 허용 안 함 · Esc 닫기 · ← 취소 · Ctrl-C 종료"
        : "응답을 기다리는 중 · ← 취소 · Ctrl-C 종료"
    }
    switch state.screen {
    case .intro(0): return "Enter/→ 다음 (Next) · Esc 메뉴 · Ctrl-C 종료"
    case .intro: return "Enter/→ 다음 (Next) · ← 이전 · Esc 메뉴 · Ctrl-C 종료"
    case .permission where state.offersRetry:
      return "Enter/r 다시 시도 (Try again) · ← 이전 · Esc 메뉴 · Ctrl-C 종료"
    case .permission: return "Enter/→ 다음 (Next): 위치 권한 요청 · ← 이전 · Esc 메뉴 · Ctrl-C 종료"
    case .main: return "x 처음부터 (Start over) · Esc 메뉴 · Ctrl-C 종료"
    }
  }

  /// The keys: the prompt's while it is up (answered on `prompt`), else the screen's.
  static func keys(
    _ key: Key, _ state: Onboarding.State, prompt: LocationPermissionPrompt?
  ) -> KeyCommand<Onboarding.Intent> {
    if state.isRequestingLocationPermission {
      switch key {
      case .left, .backspace: return .send(.backButtonTapped)
      default: break
      }
      guard let prompt else { return .ignore }
      switch key {
      case .character("a"), .character("A"): prompt.answer(.authorizedAlways)
      case .character("w"), .character("W"): prompt.answer(.authorizedWhenInUse)
      case .character("d"), .character("D"): prompt.answer(.denied)
      case .escape: prompt.dismiss()
      default: break
      }
      return .ignore
    }
    switch key {
    case .escape, .character("q"): return .quit
    case .left, .backspace, .character("b"): return .send(.backButtonTapped)
    case .character("r") where state.offersRetry: return .send(.retryButtonTapped)
    case .character("x") where state.screen == .main: return .send(.resetButtonTapped)
    case .enter where state.offersRetry: return .send(.retryButtonTapped)
    case .enter, .right, .character(" "), .character("n"): return .send(.nextButtonTapped)
    default: return .ignore
    }
  }
}
