import ImageSearch
import Testing

@Suite("OfflineImageCatalog")
struct OfflineImageCatalogTests {
  let catalog: OfflineImageCatalog

  init() throws {
    catalog = try OfflineImageCatalog.bundled()
  }

  @Test("has 60+ images over several topics")
  func size() {
    #expect(catalog.entries.count >= 60)
    #expect(catalog.topics.count >= 8)
    #expect(Set(catalog.entries.map(\.image.imageURL)).count == catalog.entries.count)
  }

  @Test("강아지 finds more than 10 dogs; the limit applies")
  func dogs() throws {
    #expect(try catalog.search("강아지", limit: 80).count > 10)
    let ten = try catalog.search("강아지", limit: 10)
    #expect(ten.count == 10)
    #expect(ten.allSatisfy { $0.imageURL.contains("/dog/") })
  }

  @Test("different queries give different results", arguments: ["고양이", "cat", "dog", "바다", "산", "꽃", "우주"])
  func topics(_ query: String) throws {
    let results = try catalog.search(query, limit: 10)
    #expect(!results.isEmpty)
    #expect(results != (try catalog.search("강아지", limit: 10)) || query == "dog")
  }

  @Test("English and Korean find the same topic; prefixes match while typing")
  func languagesAndPrefixes() throws {
    #expect(try catalog.search("cat", limit: 10) == (try catalog.search("고양이", limit: 10)))
    #expect(try catalog.search("고양", limit: 10) == (try catalog.search("고양이", limit: 10)))
    #expect(try catalog.search("CAT", limit: 10) == (try catalog.search("cat", limit: 10)))
  }

  @Test("images matching more words come first")
  func ranking() throws {
    let results = try catalog.search("검은 고양이", limit: 10)
    #expect(results.first?.imageURL.contains("black-cat") == true)
  }

  @Test("an unknown query finds nothing; an empty one is an error")
  func unknownAndEmpty() throws {
    #expect(try catalog.search("zzzz", limit: 10).isEmpty)
    #expect(throws: ImageSearchError.emptyQuery) { try catalog.search("  ", limit: 10) }
  }

  @Test("the offline service answers without network")
  func service() async throws {
    let images = try await ImageSearchService.offline().search("바다", 10)
    #expect(!images.isEmpty && images.count <= 10)
  }
}
