import ImageSearch

/// Where the page loads an image from: the offline catalog's made-up addresses
/// (`https://images.offline.invalid/dog/corgi-thumb.jpg`) become the server's own drawings
/// (`/offline-images/dog/corgi-thumb.svg`); live addresses are kept when they are http(s).
enum WebImageURL {
  static let offlineHost = "https://images.offline.invalid/"

  static func thumbnail(_ image: ImageItem) -> String {
    web(image.thumbnailURL.isEmpty ? image.imageURL : image.thumbnailURL)
  }

  static func full(_ image: ImageItem) -> String {
    web(image.imageURL)
  }

  static func web(_ url: String) -> String {
    if url.hasPrefix(offlineHost) {
      let path = url.dropFirst(offlineHost.count)
      let stem = path.hasSuffix(".jpg") ? path.dropLast(4) : path[...]
      return "/offline-images/\(stem).svg"
    }
    let lower = url.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? url : ""
  }
}
