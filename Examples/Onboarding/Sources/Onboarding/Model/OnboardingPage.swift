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

  /// The sample's introduction: what the app does, then why it needs the location (its texts are
  /// ``Onboarding/Texts``' keys, which the Apple screen shows in the device's language).
  public static let standard: [OnboardingPage] = [
    OnboardingPage(title: Onboarding.Texts.welcomeTitle, lines: [Onboarding.Texts.welcomeText]),
    OnboardingPage(title: Onboarding.Texts.trailsTitle, lines: [Onboarding.Texts.trailsText]),
  ]
}
