import Feed
import MVI
import TerminalUI
import Testing

@testable import mvi_demo

/// The feed's list in a terminal: hiding a post asks in the feature's dialog, answered by keys.
@MainActor
@Suite("FeedView")
struct FeedViewTests {
  let size = TerminalSize(rows: 24, columns: 80)

  func loadedStore() async -> Store<Feed> {
    let store = Store(Feed(service: .offline()), initialState: .init())
    await store.send(.viewAppeared).finish()
    return store
  }

  func shown(_ store: Store<Feed>) -> String {
    let screen = FeedView.screen(store, source: "offline", width: size.columns, height: size.rows)
    return ScreenRenderer(size: size).rows(for: screen).joined(separator: "\n")
  }

  /// Sends what `key` does, as the runner does.
  func press(_ key: Key, _ store: Store<Feed>) {
    if case .send(let intent) = FeedView.keys(key, store.state) { store.send(intent) }
  }

  @Test func xAsksBeforeHidingTheFocusedPost1HidesIt() async throws {
    let store = await loadedStore()
    let focused = try #require(store.state.focusedPostID)
    let title = try #require(store.state.rows[id: focused]?.post.title)
    press(.character("x"), store)
    let asking = shown(store)
    #expect(asking.contains(Feed.Texts.hideTitle.resolved()))
    #expect(asking.contains("1  \(Feed.Texts.hideButton.resolved())"))
    #expect(asking.contains("2  \(Feed.Texts.cancelButton)"))
    #expect(asking.contains(String(title.prefix(20))))
    #expect(asking.contains(FeedView.dialogHints))
    press(.down, store)  // the list's keys wait while the dialog asks
    #expect(store.state.focusedPostID == focused)
    press(.character("1"), store)
    #expect(store.state.hideDialog == nil)
    #expect(store.state.rows[id: focused] == nil)
    #expect(store.state.hiddenPostIDs == [focused])
    #expect(!shown(store).contains(Feed.Texts.hideTitle.resolved()))
  }

  @Test func given2OrEscClosesTheDialogAndKeepsThePost() async throws {
    let store = await loadedStore()
    let focused = try #require(store.state.focusedPostID)
    press(.character("x"), store)
    press(.character("2"), store)
    #expect(store.state.hideDialog == nil)
    press(.character("x"), store)
    press(.character("7"), store)  // no such button
    #expect(store.state.hideDialog != nil)
    press(.escape, store)
    #expect(store.state.hideDialog == nil)
    #expect(store.state.rows[id: focused] != nil)
    #expect(store.state.hiddenPostIDs.isEmpty)
  }
}
