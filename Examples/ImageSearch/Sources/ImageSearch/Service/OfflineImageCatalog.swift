import Foundation

/// A catalog of images searched without network or key: the demo's default service, read from
/// the module's bundled resource `offline-catalog.json` (``bundled()``).
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
}
