import Foundation
import ImageSearch
import Testing

struct OfflineImageCatalogPicturesTests {
  @Test func everyImageAndThumbnailOfTheCatalogHasABundledPNG() throws {
    let catalog = try OfflineImageCatalog.bundled()
    for entry in catalog.entries {
      for url in [entry.image.imageURL, entry.image.thumbnailURL] {
        let picture = try #require(OfflineImageCatalog.bundledPicture(for: url), "\(url)")
        let data = try Data(contentsOf: picture)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture.lastPathComponent) is a PNG")
        #expect(OfflineImageCatalog.displayURL(for: url) == picture)
      }
    }
  }

  @Test func anotherHostsURLIsShownAsItIs() {
    let url = "https://search1.kakaocdn.net/argon/130x130_85_c/cat.jpg"
    #expect(OfflineImageCatalog.bundledPicture(for: url) == nil)
    #expect(OfflineImageCatalog.displayURL(for: url) == URL(string: url))
  }

  @Test func aCatalogNameWithNoPictureHasNone() {
    #expect(OfflineImageCatalog.bundledPicture(for: "https://images.offline.invalid/dog/unknown.jpg") == nil)
    #expect(OfflineImageCatalog.bundledPicture(for: "https://images.offline.invalid/dog.jpg") == nil)
    #expect(OfflineImageCatalog.bundledPicture(for: "https://images.offline.invalid/../../etc/passwd") == nil)
    #expect(
      OfflineImageCatalog.bundledPicture(
        for: "https://images.offline.invalid/dog/..%2Fcat%2Fpersian.jpg") == nil)
  }
}
