#if canImport(UIKit)
  import MVI
  import Poster
  import UIKit

  // The first poster of the embedded generator (no network; the screen's `init()` fetches over
  // HTTP), asked for as the preview opens, in a navigation controller as the app shows the screen.
  #Preview("Generated") {
    let store = Store(Poster(service: .generator(seed: 1)), initialState: .init())
    store.send(.getPosterTapped)
    return UINavigationController(rootViewController: PosterViewController(store: store))
  }

  // A fetch that fails: the seed's failure text, with "Get Poster!" enabled to try again.
  #Preview("Failed") {
    let failing = PosterService(name: "failing") { _ in throw PosterError.timedOut }
    let store = Store(Poster(service: failing), initialState: .init())
    store.send(.getPosterTapped)
    return UINavigationController(rootViewController: PosterViewController(store: store))
  }
#endif
