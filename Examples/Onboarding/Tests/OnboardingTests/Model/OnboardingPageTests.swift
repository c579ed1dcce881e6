import Onboarding
import Testing

@Suite("OnboardingPage")
struct OnboardingPageTests {
  @Test("the standard introduction has two pages with titles and text")
  func standardPages() {
    #expect(OnboardingPage.standard.count == 2)
    for page in OnboardingPage.standard {
      #expect(!page.title.isEmpty)
      #expect(!page.lines.isEmpty)
    }
  }
}
