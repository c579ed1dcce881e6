#if canImport(SwiftUI)
  import ImageSearch
  import MVI
  import SwiftUI

  // The default query on the bundled catalog, as `ImageSearchScreen.build()` runs it: no network.
  #Preview("Offline catalog") {
    ImageSearchScreen(store: Store(ImageSearch(service: .offline()), initialState: .init()))
  }

  // A search that fails: the seed's error text and "다시 시도" (try again).
  #Preview("Failed") {
    ImageSearchScreen(
      store: Store(
        ImageSearch(service: ImageSearchService(name: "failing") { _, _ in throw ImageSearchError.timedOut }),
        initialState: .init()))
  }
#endif
