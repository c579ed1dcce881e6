import Feed
import Foundation
import MVI
import MVIPersistence
import TerminalUI
import Testing

@testable import mvi_demo

/// What the demo's samples remember is on disk when a sample ends, even a save the last key made
/// a moment before: the process may exit right after.
@Suite("DemoState")
@MainActor
struct DemoStateTests {
  @Test func aLikeTheLastKeyMadeIsSavedWhenTheSampleEnds() async throws {
    let storage = InMemoryPersistence()
    let likes = Persisted<Set<Post.ID>>(key: "feed-likes", in: storage, debounce: .seconds(3600))
    let store = Store(Feed(service: .offline(), likes: likes), initialState: .init())
    let exit = await DemoState.run(keeping: likes) {
      store.send(.viewAppeared)
      await store.waitForEffects()
      guard let newest = store.state.rows.ids.first else { return .inputClosed }
      store.send(.row(newest, .likeTapped))  // and the user quits at once
      return .quit
    }
    #expect(exit == .quit, "the feed did not load")
    let saved = try likes.stored()
    #expect(saved == [store.state.rows.ids[0]])
    #expect(store.state.likedPostIDs == saved)
  }

  @Test func aSaveThatFailsWhenTheSampleEndsIsKeptToBeSaid() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "demo-state-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    // A folder under a file: every write fails (ENOTDIR), as a full disk's would.
    let likes = Persisted<Set<Post.ID>>(
      key: "feed-likes-failing", in: FilePersistence(directory: file.path + "/state"),
      debounce: .seconds(3600))
    _ = await DemoState.run(keeping: likes) {
      let _: Effect<Feed.Action, Never> = likes.save([1], failed: { .likesSaveFailed($0) })
      return .quit
    }
    let unsaved = DemoState.unsaved.withLock { lines in
      defer { lines.removeAll { $0.hasPrefix("feed-likes-failing:") } }
      return lines.filter { $0.hasPrefix("feed-likes-failing:") }
    }
    #expect(unsaved.count == 1, "\(unsaved)")
  }
}
