import ExampleForm
import TestSupport
import Testing

/// The form's texts (`ExampleForm.Texts`, with the validation messages) are keys, in English, of the
/// module's tables (`Resources/{en,ko}.lproj/Localizable.strings`), which the Apple screen shows
/// them from.
@Suite("The form's texts, in English and Korean")
struct TextsLocalizationTests {
  let keys = ExampleForm.Texts.all

  @Test(arguments: LocalizedTexts.languages)
  func everyTextHasAnEntryInTheTableOf(language: String) throws {
    let texts = try LocalizedTexts(bundle: ExampleForm.Texts.bundle)
    #expect(texts.missing(keys, in: language) == [], "no entry in \(language).lproj")
    #expect(texts.unused(by: keys, in: language) == [], "entries of \(language).lproj that no text has")
  }

  @Test func everyTextIsTranslatedItsEnglishAndKoreanDiffer() throws {
    let untranslated = try LocalizedTexts(bundle: ExampleForm.Texts.bundle).untranslated(keys)
    #expect(untranslated == [], "the same in English and Korean")
  }
}
