import Onboarding

/// The onboarding as seed 004 draws it: pages with "Next", then the location permission asked in
/// the page (allowed: the main screen; denied: why, and "Try again").
struct OnboardingWebPage: WebPage {
  typealias F = Onboarding

  let prompt: BrowserPermissionPrompt

  func view(_ state: Onboarding.State) -> HTMLNode {
    switch state.screen {
    case .intro(let index):
      let page = state.page
      return H.group([
        H.navigationTitle(state.title),
        H.element("div", [.init("class", "hero")], [H.text(index == 0 ? "🐯" : "🗺️")]),
        H.group((page?.lines ?? []).map { H.p("line", $0) }),
        H.element(
          "div", [.init("class", "dots")],
          state.pages.indices.map { H.element("span", [.init("class", $0 == index ? "dot on" : "dot")]) }
            + [H.element("span", [.init("class", "dot")])]),
        index > 0
          ? H.button("이전 · Back", intent: "backButtonTapped", className: "button secondary") : H.group([]),
        H.button("다음 · Next", intent: "nextButtonTapped", className: "button primary"),
      ])
    case .permission:
      return H.group([
        H.navigationTitle(state.title),
        H.element("div", [.init("class", "hero")], [H.text("📍")]),
        H.group(state.permissionMessage.split(separator: "\n").map { H.p("line message", String($0)) }),
        state.locationPermissionStatus.map { H.p("detail", "현재 상태 · Status: " + $0.displayName) }
          ?? H.group([]),
        state.offersRetry
          ? H.group([
            H.p("detail", Onboarding.Texts.tryAgainHint),
            H.button("다시 시도 · Try again", intent: "retryButtonTapped", className: "button primary"),
          ])
          : state.isRequestingLocationPermission
            ? H.group([]) : H.button("다음 · Next", intent: "nextButtonTapped", className: "button primary"),
        state.isRequestingLocationPermission ? alert : H.group([]),
      ])
    case .main:
      return H.group([
        H.navigationTitle(state.title),
        H.element("div", [.init("class", "hero")], [H.text("🌳")]),
        H.p("line message", Onboarding.Texts.mainText),
        state.locationPermissionStatus.map { H.p("detail", "위치 권한 · Location: " + $0.displayName) }
          ?? H.group([]),
        H.button("처음부터 · Start over", intent: "resetButtonTapped", className: "button"),
      ])
    }
  }

  /// The system's alert, drawn in the page.
  private var alert: HTMLNode {
    H.element(
      "div", [.init("class", "alert-backdrop")],
      [
        H.element(
          "div", [.init("class", "alert"), .init("role", "alertdialog"), .init("id", "location-alert")],
          [
            H.p("alert-title", "‘호랑이 산책’에서 내 위치를 사용하도록 허용하겠습니까?"),
            H.p("alert-text", "Allow “Tiger Walk” to use your location? 내 주변 산책로를 찾는 데 사용됩니다."),
            H.button(
              "앱을 사용하는 동안 허용 · Allow While Using App", intent: "permissionAnswered",
              className: "alert-button",
              [.init("data-answer", "whenInUse")]),
            H.button(
              "항상 허용 · Always Allow", intent: "permissionAnswered", className: "alert-button",
              [.init("data-answer", "always")]),
            H.button(
              "허용 안 함 · Don't Allow", intent: "permissionAnswered", className: "alert-button",
              [.init("data-answer", "deny")]),
          ])
      ])
  }

  func title(_ state: Onboarding.State) -> String { state.title }

  func path(_ state: Onboarding.State) -> String { SampleID.onboarding.path }

  func intent(_ payload: IntentPayload, state: Onboarding.State) throws(WebError) -> Onboarding.Intent? {
    switch payload.type {
    case "nextButtonTapped": return .nextButtonTapped
    case "retryButtonTapped": return .retryButtonTapped
    case "backButtonTapped": return .backButtonTapped
    case "resetButtonTapped": return .resetButtonTapped
    case "permissionAnswered":
      let status: LocationPermissionStatus
      switch payload.answer {
      case "whenInUse": status = .authorizedWhenInUse
      case "always": status = .authorizedAlways
      case "deny": status = .denied
      case nil: throw .missingField("answer", intent: payload.type)
      default: throw .invalidField("answer", intent: payload.type)
      }
      guard state.isRequestingLocationPermission else { throw .invalidField("answer", intent: payload.type) }
      prompt.answer(status)
      return nil
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: Onboarding.State?, to new: Onboarding.State) -> [Onboarding.Intent] {
    old == nil ? [.launched, .viewAppeared] : []
  }
}
