import Foundation

extension OfflineImageCatalog {
  /// The host of the catalog's image URLs, `https://images.offline.invalid/TOPIC/NAME.jpg`: a
  /// name that resolves nowhere, so nothing is fetched from the network for the catalog.
  public static let imageHost = "images.offline.invalid"

  /// The bundled picture of one of the catalog's images, by its image or thumbnail URL: a small
  /// PNG in the module's resources (`OfflineImages/TOPIC/NAME.png`, written by
  /// `scripts/offline-images`). `nil` for another host's URL or a name with no picture.
  public static func bundledPicture(for url: String) -> URL? {
    guard let url = URL(string: url), url.host == imageHost else { return nil }
    let parts = url.pathComponents.filter { $0 != "/" }
    guard parts.count == 2 else { return nil }
    var name = (parts[1] as NSString).deletingPathExtension
    if name.hasSuffix("-thumb") { name.removeLast("-thumb".count) }
    // The catalog's names are lowercase words and dashes: anything else (a `..`, an escaped
    // slash) names no picture, and never a file outside the pictures' folder.
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    guard [parts[0], name].allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else { return nil }
    return Bundle.module.url(
      forResource: name, withExtension: "png", subdirectory: "OfflineImages/\(parts[0])")
  }

  /// Where a view loads an image from: the bundled picture for the catalog's URLs, the URL
  /// itself for any other (a live search's).
  public static func displayURL(for url: String) -> URL? {
    bundledPicture(for: url) ?? URL(string: url)
  }
}
