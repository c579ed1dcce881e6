import Onboarding
import Testing

@Suite("OnboardingPage")
struct OnboardingPageTests {
  @Test func theStandardIntroductionHasTwoPagesWithTitlesAndText() {
    #expect(OnboardingPage.standard.count == 2)
    for page in OnboardingPage.standard {
      #expect(!page.title.isEmpty)
      #expect(!page.lines.isEmpty)
    }
  }
}
