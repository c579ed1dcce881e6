import Foundation

extension OfflineImageCatalog {
  /// The catalog bundled with the module, the resource `offline-catalog.json`: 69 images over
  /// eight topics (dogs, cats, sea, mountains, flowers, food, cities, space). Read once.
  ///
  /// - Throws: ``ImageSearchError/catalogUnreadable(reason:)`` when the resource is missing or
  ///   not a valid catalog.
  public static func bundled() throws(ImageSearchError) -> OfflineImageCatalog {
    try bundledResult.get()
  }

  private static let bundledResult = Result { () throws(ImageSearchError) -> OfflineImageCatalog in
    guard let url = Bundle.module.url(forResource: "offline-catalog", withExtension: "json") else {
      throw .catalogUnreadable(reason: "offline-catalog.json is not in the module's resources")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .catalogUnreadable(reason: "\(url.lastPathComponent): \(error.localizedDescription)")
    }
    return try OfflineImageCatalog(json: data)
  }

  /// Reads a catalog written as JSON: `{"images": [{"topic", "keywords", "document"}]}`, where a
  /// document has the fields of a Kakao image search document (`image_url`, `width`, `height`,
  /// `display_sitename`, `doc_url`, ...).
  ///
  /// Nothing is skipped: an entry without a topic, keywords, an image URL, a size, a site name or
  /// a page URL makes the whole catalog unreadable, and the error says which entry and why.
  ///
  /// - Throws: ``ImageSearchError/catalogUnreadable(reason:)``.
  public init(json: Data) throws(ImageSearchError) {
    let file: CatalogFile
    do {
      file = try JSONDecoder().decode(CatalogFile.self, from: json)
    } catch {
      throw .catalogUnreadable(reason: "not a catalog: \(error)")
    }
    var entries: [Entry] = []
    for (index, record) in file.images.enumerated() {
      let document = record.document
      let missing = [
        ("topic", record.topic.isEmpty), ("keywords", record.keywords.isEmpty),
        ("image_url", document.imageURL.isEmpty), ("width", (document.width ?? 0) <= 0),
        ("height", (document.height ?? 0) <= 0),
        ("display_sitename", document.displaySitename?.isEmpty ?? true),
        ("doc_url", document.docURL?.isEmpty ?? true),
      ].filter(\.1).map(\.0)
      guard missing.isEmpty else {
        throw .catalogUnreadable(
          reason: "image \(index + 1) (\(document.imageURL)) has no \(missing.joined(separator: ", "))")
      }
      entries.append(Entry(topic: record.topic, keywords: record.keywords, image: document.image))
    }
    self.init(entries: entries)
  }
}

/// The JSON of a catalog file.
private struct CatalogFile: Decodable {
  struct Record: Decodable {
    var topic: String
    var keywords: [String]
    var document: KakaoImageSearchResponse.Document
  }

  var images: [Record]
}
