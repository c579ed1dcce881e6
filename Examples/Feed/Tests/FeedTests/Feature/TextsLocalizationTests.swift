import Feed
import Foundation
import TestSupport
import Testing

/// The feed's texts (`Feed.Texts`, `PostDetail.Texts`) are keys, in English, of the module's tables
/// (`Resources/{en,ko}.lproj/Localizable.strings`), which the Apple screens show them from.
@Suite("The feed's texts, in English and Korean")
struct TextsLocalizationTests {
  let keys = Feed.Texts.all + PostDetail.Texts.all

  @Test(arguments: LocalizedTexts.languages)
  func everyTextHasAnEntryInTheTableOf(language: String) throws {
    let texts = try LocalizedTexts(bundle: Feed.Texts.bundle)
    #expect(texts.missing(keys, in: language) == [], "no entry in \(language).lproj")
    #expect(texts.unused(by: keys, in: language) == [], "entries of \(language).lproj that no text has")
  }

  @Test func everyTextIsTranslatedItsEnglishAndKoreanDiffer() throws {
    let untranslated = try LocalizedTexts(bundle: Feed.Texts.bundle).untranslated(keys)
    #expect(untranslated == [], "the same in English and Korean")
  }

  @Test func theCountOfCommentsNotShownGoesInEachLanguagesText() throws {
    let texts = try LocalizedTexts(bundle: Feed.Texts.bundle)
    let format = PostDetail.Texts.showMoreFormat
    #expect(String(format: try #require(texts.tables["en"]?[format]), 3) == "Show 3 more")
    #expect(String(format: try #require(texts.tables["ko"]?[format]), 3) == "댓글 3개 더 보기")
    // In the process's language, whichever it is.
    #expect(["Show 3 more", "댓글 3개 더 보기"].contains(PostDetail.Texts.showMore(3)))
  }
}
