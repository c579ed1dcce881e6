import Feed
import MVI
import MVITesting
import Testing

@MainActor
@Suite("PostRow component")
struct PostRowTests {
  @Test("tapping reports openRequested; the row itself does not change")
  func tap() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1)))
    await store.send(.tapped)
    await store.receiveEvent(.openRequested)
    await store.finish()
  }

  @Test("like toggles the row's own state and reports nothing")
  func like() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1)))
    await store.send(.likeTapped) { $0.isLiked = true }
    await store.send(.likeTapped) { $0.isLiked = false }
    await store.finish()
  }

  @Test("hide reports hideRequested")
  func hide() async {
    let store = TestStore(PostRow(), initialState: PostRow.State(post: post(1), isLiked: true))
    await store.send(.hideTapped)
    await store.receiveEvent(.hideRequested)
    await store.finish()
  }

  @Test("the row's id is its post's id")
  func identity() {
    #expect(PostRow.State(post: post(42)).id == 42)
  }
}
