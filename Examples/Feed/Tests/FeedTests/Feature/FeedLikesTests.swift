import Feed
import Foundation
import MVI
import MVIPersistence
import MVITesting
import TestSupport
import Testing

/// What the feed remembers between launches (the liked posts), each launch a store on the same
/// storage in memory.
@MainActor
@Suite("Feed liked posts")
struct FeedLikesTests {
  @Test func aFirstLaunchFindsNoLikesSaved() async {
    let store = TestStore(Feed(service: ScriptedService().service), initialState: .init())
    await store.send(.launched)
    await store.receive(.likesLoaded(.success(nil)))
    await store.send(.closed)
    await store.finish()
  }

  @Test func aLikeAndAnUnlikeSaveTheSetTheNextLaunchShowsTheLikesOnTheRowsThatArrive() async throws {
    let storage = InMemoryPersistence()
    let saved = Persisted<Set<Post.ID>>(key: "feed-likes", in: storage)
    let first = TestStore(
      Feed(service: ScriptedService().service, likes: Persisted(key: "feed-likes", in: storage)),
      initialState: loadedState(posts(3, 2, 1)))
    await first.send(.row(2, .likeTapped)) {
      $0.rows[id: 2]?.isLiked = true
      $0.likedPostIDs = [2]
    }
    await first.receive(.likesStored([2]))
    await first.send(.row(3, .likeTapped)) {
      $0.rows[id: 3]?.isLiked = true
      $0.likedPostIDs = [2, 3]
    }
    await first.receive(.likesStored([2, 3]))
    await first.send(.row(2, .likeTapped)) {
      $0.rows[id: 2]?.isLiked = false
      $0.likedPostIDs = [3]
    }
    await first.receive(.likesStored([3]))
    await first.finish()
    #expect(try saved.stored() == [3])

    let scripted = ScriptedService(posts: { _ in posts(3, 2, 1) })
    let next = TestStore(
      Feed(service: scripted.service, likes: Persisted(key: "feed-likes", in: storage)), initialState: .init()
    )
    await next.send(.launched)
    await next.receive(.likesLoaded(.success([3]))) { $0.likedPostIDs = [3] }
    await next.send(.viewAppeared) { $0.status = .loading }
    await next.receive(.postsLoaded(posts(3, 2, 1))) {
      $0.status = .loaded
      $0.rows = rows(posts(3, 2, 1))
      $0.rows[id: 3]?.isLiked = true
      $0.focusedPostID = 3
    }
    await next.send(.closed)
    await next.finish()
  }

  @Test func likesLoadedAfterThePostsMarkTheRowsShown() async throws {
    let likes = Persisted<Set<Post.ID>>(key: "feed-likes")
    try likes.write([1, 9])
    let store = TestStore(
      Feed(service: ScriptedService().service, likes: likes), initialState: loadedState(posts(2, 1)))
    await store.send(.launched)
    await store.receive(.likesLoaded(.success([1, 9]))) {
      $0.likedPostIDs = [1, 9]
      $0.rows[id: 1]?.isLiked = true
    }
    await store.send(.closed)
    await store.finish()
  }

  @Test func aLikeSavedInAnotherWindowShowsHereAndTheNextLikeHereKeepsIt() async throws {
    let storage = InMemoryPersistence()
    let here = TestStore(
      Feed(service: ScriptedService().service, likes: Persisted(key: "feed-likes", in: storage)),
      initialState: loadedState(posts(2, 1)))
    await here.send(.launched)
    await here.receive(.likesLoaded(.success(nil)))
    // Another tab, on the same storage, likes post 2.
    let there = Store(
      Feed(service: ScriptedService().service, likes: Persisted(key: "feed-likes", in: storage)),
      initialState: loadedState(posts(2, 1)))
    await there.send(.row(2, .likeTapped)).finish()
    await here.receive(.likesChanged(.success([2]))) {
      $0.likedPostIDs = [2]
      $0.rows[id: 2]?.isLiked = true
    }
    await here.send(.row(1, .likeTapped)) {
      $0.rows[id: 1]?.isLiked = true
      $0.likedPostIDs = [1, 2]
    }
    await here.receive(.likesStored([1, 2]))
    await here.send(.closed)
    await here.finish()
    #expect(try Persisted<Set<Post.ID>>(key: "feed-likes", in: storage).stored() == [1, 2])
  }

  @Test func aLikeOfAPostThatIsGoneSavesNothing() async throws {
    let likes = Persisted<Set<Post.ID>>(key: "feed-likes")
    let store = Store(
      Feed(service: ScriptedService().service, likes: likes), initialState: loadedState(posts(1)))
    await store.send(.row(7, .likeTapped)).finish()
    #expect(try likes.stored() == nil)
  }

  @Test func aFullDiskTheTypedErrorShowsTheLikeStaysOnScreenAndTheRetryRecovers() async throws {
    let clock = TestClock()
    let likes = Persisted<Set<Post.ID>>(
      key: "feed-likes", in: FailingPersistence(failing: 1), retryDelay: .seconds(5), clock: clock)
    let store = TestStore(
      Feed(service: ScriptedService().service, likes: likes), initialState: loadedState(posts(2, 1)))
    await store.send(.row(1, .likeTapped)) {
      $0.rows[id: 1]?.isLiked = true
      $0.likedPostIDs = [1]
    }
    await store.receive(.likesSaveFailed(.noSpace(key: "feed-likes"))) {
      $0.persistenceError = .noSpace(key: "feed-likes")
    }
    #expect(try likes.stored() == nil)
    await clock.advance(by: .seconds(5))
    await store.receive(.likesStored([1])) { $0.persistenceError = nil }
    await store.finish()
    #expect(try likes.stored() == [1])
  }

  @Test func unreadableLikesAreReportedAndKeptAsideTheRowsShowNoLikes() async throws {
    let storage = InMemoryPersistence()
    try storage.update("feed-likes") { _ in Data("not json".utf8) }
    let store = TestStore(
      Feed(service: ScriptedService().service, likes: Persisted(key: "feed-likes", in: storage)),
      initialState: loadedState(posts(1)))
    await store.send(.launched)
    let error = PersistenceError.corrupt(
      key: "feed-likes", movedTo: "feed-likes.aside-1", reason: "not JSON: The given data was not valid JSON."
    )
    await store.receive(.likesLoaded(.failure(error))) { $0.persistenceError = error }
    await store.send(.closed)
    await store.finish()
    #expect(storage.keys == ["feed-likes.aside-1"])
  }

  @Test func twoStoresLikingAtOnceLoseNoLike() async throws {
    let storage = InMemoryPersistence()
    let all = (1...600).map { post($0) }
    let likes = (0..<2).map { _ in Persisted<Set<Post.ID>>(key: "feed-likes", in: storage) }
    let stores = likes.map {
      Store(Feed(service: ScriptedService().service, likes: $0), initialState: loadedState(all))
    }
    for store in stores { store.send(.launched) }  // loads and watches until closed
    for id in 1...300 {
      stores[0].send(.row(id, .likeTapped))
      stores[1].send(.row(id + 300, .likeTapped))
      await Task.yield()
    }
    for each in likes { try each.flush() }
    #expect(try Persisted<Set<Post.ID>>(key: "feed-likes", in: storage).stored()?.count == 600)
    for store in stores { await store.send(.closed).finish() }
  }
}
