// The live services the article's views name (`.live`): the app's, which the article does not
// show. This folder is type-checked only, never run (`.ci/apple-typecheck`), as the model of the
// Apple frameworks it is checked against.
import Foundation

extension ImageService {
  /// The web search of an app (not shown in the article).
  static var live: ImageService { fatalError("type-checked only") }
}

extension LocationPermissions {
  /// Core Location's authorization request (not shown in the article).
  static var live: LocationPermissions { fatalError("type-checked only") }
}

extension PosterImages {
  /// The random poster download of an app (not shown in the article).
  static var live: PosterImages { fatalError("type-checked only") }
}
