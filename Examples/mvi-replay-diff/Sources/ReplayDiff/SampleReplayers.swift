import ImageSearch
import MVI

/// The samples whose sessions `mvi-replay-diff` replays: the features whose state, intents and
/// actions are `Codable`, with services that are never called (effects do not run).
public enum SampleReplayers {
  /// Every sample's replayer.
  public static var all: [SessionReplayer] {
    [SessionReplayer(ImageSearch(service: ImageSearchService { _, _ in [] }))]
  }
}
