import Poster
import TestSupport
import Testing

/// The poster's texts (`Poster.Texts`) are keys, in the seed's words (Korean and the English title
/// and button), of the module's tables (`Resources/{en,ko}.lproj/Localizable.strings`), which the
/// Apple screen shows them from.
@Suite("The poster's texts, in English and Korean")
struct TextsLocalizationTests {
  let keys = Poster.Texts.all

  @Test(arguments: LocalizedTexts.languages)
  func everyTextHasAnEntryInTheTableOf(language: String) throws {
    let texts = try LocalizedTexts(bundle: Poster.Texts.bundle)
    #expect(texts.missing(keys, in: language) == [], "no entry in \(language).lproj")
    #expect(texts.unused(by: keys, in: language) == [], "entries of \(language).lproj that no text has")
  }

  @Test func everyTextIsTranslatedItsEnglishAndKoreanDiffer() throws {
    let untranslated = try LocalizedTexts(bundle: Poster.Texts.bundle).untranslated(keys)
    #expect(untranslated == [], "the same in English and Korean")
  }
}
