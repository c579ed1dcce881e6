import Feed
import MVI
import MVITesting
import Testing

@MainActor
@Suite("PostRow component")
struct PostRowTests {
  @Test func tappingReportsOpenRequestedTheRowItselfDoesNotChange() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1)))
    await store.send(.tapped)
    await store.receiveEvent(.openRequested)
    await store.finish()
  }

  @Test func likeTogglesTheRowsOwnStateAndReportsNothing() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1)))
    await store.send(.likeTapped) { $0.isLiked = true }
    await store.send(.likeTapped) { $0.isLiked = false }
    await store.finish()
  }

  @Test func hideReportsHideRequested() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1), isLiked: true))
    await store.send(.hideTapped)
    await store.receiveEvent(.hideRequested)
    await store.finish()
  }

  @Test func theRowsIdIsItsPostsId() {
    #expect(PostRow.State(post: post(42)).id == 42)
  }
}
