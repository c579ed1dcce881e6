/// An embedded catalog of images searched without network or key: the demo's default service.
///
/// A query matches an image when one of its words starts one of the image's keywords (Korean or
/// English: `강아지`, `dog`, `고양이`, `cat`, `바다`, `sea`, ...), so search-as-you-type finds
/// images from the first syllables. Images matching more words come first.
public struct OfflineImageCatalog: Sendable {
  /// One image of the catalog with the words it is found by.
  public struct Entry: Hashable, Sendable {
    /// The topic of the image (`dog`, `cat`, `sea`, ...).
    public var topic: String
    /// The lowercased words a query can match.
    public var keywords: [String]
    /// The image.
    public var image: ImageItem

    /// Creates an entry.
    public init(topic: String, keywords: [String], image: ImageItem) {
      self.topic = topic
      self.keywords = keywords.map { $0.lowercased() }
      self.image = image
    }
  }

  /// The images, in the order results list them.
  public var entries: [Entry]

  /// Creates a catalog of entries.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The built-in catalog: 69 images over eight topics (dogs, cats, sea, mountains, flowers,
  /// food, cities, space).
  public static let standard = OfflineImageCatalog(entries: parse(offlineCatalogTable))

  /// The distinct topics, in catalog order.
  public var topics: [String] {
    var seen: Set<String> = []
    return entries.map(\.topic).filter { seen.insert($0).inserted }
  }

  /// The images matching `query`, best first, at most `limit`.
  ///
  /// - Throws: ``ImageSearchError/emptyQuery`` when the query has no words.
  public func search(_ query: String, limit: Int) throws -> [ImageItem] {
    let words = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard !words.isEmpty else { throw ImageSearchError.emptyQuery }
    let scored = entries.enumerated().compactMap { index, entry -> (score: Int, index: Int)? in
      let score = words.filter { word in entry.keywords.contains { $0.hasPrefix(word) } }.count
      return score > 0 ? (score, index) : nil
    }
    let ranked = scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    return ranked.prefix(max(0, limit)).map { entries[$0.index].image }
  }

  static func parse(_ table: String) -> [Entry] {
    table.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 9, let width = Int(fields[6]), let height = Int(fields[7]) else { return nil }
      let (topic, keywords, slug, site, collection, siteURL) =
        (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
      let image = ImageItem(
        collection: collection,
        imageURL: "https://images.offline.invalid/\(topic)/\(slug).jpg",
        thumbnailURL: "https://images.offline.invalid/\(topic)/\(slug)-thumb.jpg",
        width: width, height: height, siteName: site,
        documentURL: "\(siteURL)/offline/\(slug)",
        datetime: fields[8])
      let words =
        keywords.split(separator: " ").map(String.init) + slug.split(separator: "-").map(String.init)
      return Entry(topic: topic, keywords: words, image: image)
    }
  }
}
