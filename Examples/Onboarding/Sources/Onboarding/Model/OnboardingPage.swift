/// One introduction page shown before the permission screen.
public struct OnboardingPage: Hashable, Sendable {
  /// The page's title.
  public var title: String
  /// The page's text, one element a line.
  public var lines: [String]

  /// Creates a page.
  public init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }

  /// The sample's introduction: what the app does, then why it needs the location.
  public static let standard: [OnboardingPage] = [
    OnboardingPage(
      title: "환영합니다 · Welcome",
      lines: [
        "호랑이 산책은 내 주변의 산책로를 찾아 주는 앱입니다.",
        "Tiger Walk finds walking trails around you.",
      ]),
    OnboardingPage(
      title: "내 주변 산책로 · Trails nearby",
      lines: [
        "가까운 산책로를 거리순으로 보여 드리려면 현재 위치가 필요합니다.",
        "To list the trails closest to you, the app needs your location.",
      ]),
  ]
}
