import Feed
import MVI
import TerminalUI
import Testing

@testable import mvi_demo

/// The post detail in a terminal shorter than the post and its comments.
@MainActor
@Suite("PostDetailView")
struct PostDetailViewTests {
  let size = TerminalSize(rows: 12, columns: 60)

  /// The feed with post 17's detail on top, every comment loaded and shown.
  func detailStore() async throws -> Store<Feed> {
    let store = Store(Feed(service: .offline()), initialState: .init())
    await store.send(.viewAppeared).finish()
    store.send(.row(17, .tapped))
    let id = try #require(store.state.topDetail?.id)
    await store.send(.detail(id, .viewAppeared)).finish()
    store.send(.detail(id, .expandToggled))
    return store
  }

  func shown(_ store: Store<Feed>) -> String {
    let screen = FeedView.screen(store, source: "offline", width: size.columns, height: size.rows)
    return ScreenRenderer(size: size).rows(for: screen).joined(separator: "\n")
  }

  /// Sends what `key` does in the detail, as the runner does.
  func press(_ key: Key, _ store: Store<Feed>) {
    let limit = FeedView.detailScrollLimit(store, width: size.columns, height: size.rows)
    if case .send(let intent) = FeedView.keys(key, store.state, scrollLimit: limit) { store.send(intent) }
  }

  @Test func commentsPastTheBottomOfTheScreenAreReachedByScrollingAndScrollingStopsThere() async throws {
    let store = try await detailStore()
    let comments = try #require(store.state.topDetail?.state.comments.value)
    let last = try #require(comments.last)
    #expect(!shown(store).contains(last.email), "the last comment starts below the screen")
    #expect(shown(store).contains("↑↓ 스크롤"))
    for _ in 0..<200 { press(.down, store) }
    let bottom = shown(store)
    #expect(bottom.contains(last.email))
    #expect(bottom.contains("↑ "), "what is above is marked")
    let offset = store.state.topDetail?.state.scrollOffset
    press(.down, store)
    #expect(store.state.topDetail?.state.scrollOffset == offset, "no scrolling past the end")
    press(.home, store)
    #expect(store.state.topDetail?.state.scrollOffset == 0)
    press(.end, store)
    #expect(shown(store).contains(last.email))
  }
}
