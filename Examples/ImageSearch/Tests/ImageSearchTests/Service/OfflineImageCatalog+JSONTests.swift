import Foundation
import ImageSearch
import Testing

@Suite("OfflineImageCatalog+JSON")
struct OfflineImageCatalogJSONTests {
  static func catalog(_ images: String) -> Data {
    Data(#"{"images": [\#(images)]}"#.utf8)
  }

  static let dog = #"""
    {"topic": "dog", "keywords": ["강아지", "Dog"], "document": {"collection": "blog",
     "image_url": "https://i.test/dog.jpg", "thumbnail_url": "https://i.test/dog-thumb.jpg",
     "width": 640, "height": 480, "display_sitename": "티스토리", "doc_url": "https://d.test/dog",
     "datetime": "2020-01-01T00:00:00.000+09:00"}}
    """#

  @Test func theBundledResourceIsReadWhole69ImagesEachCompleteOverEightTopics() throws {
    let catalog = try OfflineImageCatalog.bundled()
    #expect(catalog.entries.count == 69)
    #expect(catalog.topics == ["dog", "cat", "sea", "mountain", "flower", "food", "city", "space"])
    for entry in catalog.entries {
      #expect(entry.image.width > 0 && entry.image.height > 0, "\(entry.image.imageURL)")
      #expect(!entry.image.siteName.isEmpty && !entry.image.documentURL.isEmpty, "\(entry.image.imageURL)")
    }
  }

  @Test func anEntryBecomesAnImageWithTheKakaoDocumentsFieldsKeywordsAreLowercased() throws {
    let catalog = try OfflineImageCatalog(json: Self.catalog(Self.dog))
    let entry = try #require(catalog.entries.first)
    #expect(entry.topic == "dog")
    #expect(entry.keywords == ["강아지", "dog"])
    #expect(
      entry.image
        == ImageItem(
          collection: "blog", imageURL: "https://i.test/dog.jpg",
          thumbnailURL: "https://i.test/dog-thumb.jpg",
          width: 640, height: 480, siteName: "티스토리", documentURL: "https://d.test/dog",
          datetime: "2020-01-01T00:00:00.000+09:00"))
  }

  @Test func jsonThatIsNotACatalogIsATypedError() {
    for json in ["", "[]", #"{"images": {}}"#, #"{"images": [{"topic": "dog"}]}"#] {
      #expect(throws: ImageSearchError.self) { try OfflineImageCatalog(json: Data(json.utf8)) }
      do {
        _ = try OfflineImageCatalog(json: Data(json.utf8))
      } catch {
        guard case .catalogUnreadable(let reason) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(reason.hasPrefix("not a catalog: "), "\(reason)")
      }
    }
  }

  @Test func anIncompleteEntryIsNeverSkippedTheErrorNamesTheEntryAndWhatItLacks() {
    let incomplete = Self.dog.replacingOccurrences(of: #""width": 640, "#, with: "")
      .replacingOccurrences(of: #""doc_url": "https://d.test/dog","#, with: "")
    #expect(
      throws: ImageSearchError.catalogUnreadable(
        reason: "image 2 (https://i.test/dog.jpg) has no width, doc_url")
    ) {
      try OfflineImageCatalog(json: Self.catalog(Self.dog + "," + incomplete))
    }
    #expect(
      ImageSearchError.catalogUnreadable(reason: "x").description == "오프라인 카탈로그를 읽을 수 없습니다: x")
  }
}
