/// One image found by a search: what the list and the detail screen show.
///
/// The fields mirror a document of the Kakao image search response. Every text field is data
/// from the web: views must treat it as untrusted (the terminal view sanitizes it).
public struct ImageItem: Hashable, Sendable, Codable {
  /// The kind of source the image was found in (`blog`, `cafe`, `news`, ...).
  public var collection: String
  /// The URL of the full-size image.
  public var imageURL: String
  /// The URL of a small preview of the image.
  public var thumbnailURL: String
  /// The width of the image in pixels.
  public var width: Int
  /// The height of the image in pixels.
  public var height: Int
  /// The name of the site the image comes from.
  public var siteName: String
  /// The URL of the page the image appears on.
  public var documentURL: String
  /// When the page was written, as ISO 8601 text (`2017-06-14T00:00:00.000+09:00`), if known.
  public var datetime: String

  /// Creates an image.
  public init(
    collection: String = "", imageURL: String, thumbnailURL: String = "", width: Int, height: Int,
    siteName: String, documentURL: String, datetime: String = ""
  ) {
    self.collection = collection
    self.imageURL = imageURL
    self.thumbnailURL = thumbnailURL
    self.width = width
    self.height = height
    self.siteName = siteName
    self.documentURL = documentURL
    self.datetime = datetime
  }

  /// The size as `width×height`, e.g. `1200×800`.
  public var sizeText: String { "\(width)×\(height)" }
}
