import ImageSearch
import Testing

@Suite("OfflineImageCatalog")
struct OfflineImageCatalogTests {
  let catalog: OfflineImageCatalog

  init() throws {
    catalog = try OfflineImageCatalog.bundled()
  }

  @Test func has60ImagesOverSeveralTopics() {
    #expect(catalog.entries.count >= 60)
    #expect(catalog.topics.count >= 8)
    #expect(Set(catalog.entries.map(\.image.imageURL)).count == catalog.entries.count)
  }

  @Test func findsMoreThan10DogsTheLimitApplies() throws {
    #expect(try catalog.search("강아지", limit: 80).count > 10)
    let ten = try catalog.search("강아지", limit: 10)
    #expect(ten.count == 10)
    #expect(ten.allSatisfy { $0.imageURL.contains("/dog/") })
  }

  @Test(arguments: ["고양이", "cat", "dog", "바다", "산", "꽃", "우주"]) func differentQueriesGiveDifferentResults(
    _ query: String
  ) throws {
    let results = try catalog.search(query, limit: 10)
    #expect(!results.isEmpty)
    #expect(results != (try catalog.search("강아지", limit: 10)) || query == "dog")
  }

  @Test func englishAndKoreanFindTheSameTopicPrefixesMatchWhileTyping() throws {
    #expect(try catalog.search("cat", limit: 10) == (try catalog.search("고양이", limit: 10)))
    #expect(try catalog.search("고양", limit: 10) == (try catalog.search("고양이", limit: 10)))
    #expect(try catalog.search("CAT", limit: 10) == (try catalog.search("cat", limit: 10)))
  }

  @Test func imagesMatchingMoreWordsComeFirst() throws {
    let results = try catalog.search("검은 고양이", limit: 10)
    #expect(results.first?.imageURL.contains("black-cat") == true)
  }

  @Test func anUnknownQueryFindsNothingAnEmptyOneIsAnError() throws {
    #expect(try catalog.search("zzzz", limit: 10).isEmpty)
    #expect(throws: ImageSearchError.emptyQuery) { try catalog.search("  ", limit: 10) }
  }

  @Test func theOfflineServiceAnswersWithoutNetwork() async throws {
    let images = try await ImageSearchService.offline().search("바다", 10)
    #expect(!images.isEmpty && images.count <= 10)
  }
}
