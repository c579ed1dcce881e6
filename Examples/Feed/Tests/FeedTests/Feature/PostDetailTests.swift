import Feed
import MVI
import MVITesting
import Testing

@MainActor
@Suite("PostDetail feature")
struct PostDetailTests {
  @Test func appearingLoadsTheCommentsOnce() async {
    let scripted = ScriptedService(comments: { _, postID in [comment(1, on: postID)] })
    let store = TestStore(PostDetail(service: scripted.service), initialState: .init(post: post(5)))
    await store.send(.viewAppeared) { $0.comments = .loading }
    await store.receive(.commentsLoaded([comment(1, on: 5)])) { $0.comments = .loaded([comment(1, on: 5)]) }
    await store.send(.viewAppeared)
    await store.finish()
    #expect(scripted.commentsRequested == [5])
  }

  @Test func commentsCancelledWithTheirViewLoadAgainWhenTheViewAppearsAgain() async {
    let clock = TestClock()
    let scripted = ScriptedService(comments: { _, postID in
      try await clock.sleep(for: .seconds(1))
      return [comment(1, on: postID)]
    })
    let store = TestStore(PostDetail(service: scripted.service), initialState: .init(post: post(5)))
    let task = await store.send(.viewAppeared) { $0.comments = .loading }
    await clock.advance(by: .milliseconds(500))  // the request is under way
    task.cancel()
    await store.send(.viewAppeared)
    await clock.advance(by: .milliseconds(500))  // the cancelled one would have answered now
    await clock.advance(by: .milliseconds(500))
    await store.receive(.commentsLoaded([comment(1, on: 5)])) { $0.comments = .loaded([comment(1, on: 5)]) }
    await store.finish()
    #expect(scripted.commentsRequested == [5, 5])
  }

  @Test func scrollingSetsTheFirstLineShownNeverAboveTheTopTheSameOffsetChangesNothing() async {
    let store = TestStore(PostDetail(service: ScriptedService().service), initialState: .init(post: post(5)))
    await store.send(.scrolled(to: 4)) { $0.scrollOffset = 4 }
    await store.send(.scrolled(to: 4))
    await store.send(.scrolled(to: -3)) { $0.scrollOffset = 0 }
    await store.finish()
  }

  @Test func aPostWithoutCommentsLoadsAnEmptyList() async {
    let store = TestStore(PostDetail(service: ScriptedService().service), initialState: .init(post: post(5)))
    await store.send(.viewAppeared) { $0.comments = .loading }
    await store.receive(.commentsLoaded([])) { $0.comments = .loaded([]) }
    #expect(store.state.visibleComments.isEmpty)
    await store.finish()
  }

  @Test func aFailureShowsTheReasonRetryLoadsAgainRetryWithoutAFailureDoesNothing() async {
    let scripted = ScriptedService(comments: { call, postID in
      if call == 1 { throw FeedError.httpStatus(404) }
      return [comment(3, on: postID)]
    })
    let store = TestStore(PostDetail(service: scripted.service), initialState: .init(post: post(5)))
    await store.send(.retryTapped)
    await store.send(.viewAppeared) { $0.comments = .loading }
    let error = LoadingError(FeedError.httpStatus(404))
    await store.receive(.commentsFailed(error)) { $0.comments = .failed(error) }
    #expect(error.message.contains("HTTP 404"))
    await store.send(.retryTapped) { $0.comments = .loading }
    await store.receive(.commentsLoaded([comment(3, on: 5)])) { $0.comments = .loaded([comment(3, on: 5)]) }
    await store.send(.retryTapped)
    await store.finish()
    #expect(scripted.commentsRequested == [5, 5])
  }

  @Test func collapsedTheFirstThreeCommentsShowExpandedAllOfThem() async {
    let all = (1...5).map { comment($0, on: 1) }
    let store = TestStore(
      PostDetail(service: ScriptedService().service),
      initialState: .init(post: post(1), comments: .loaded(all)))
    #expect(store.state.visibleComments == Array(all.prefix(3)))
    #expect(store.state.hiddenCommentCount == 2)
    await store.send(.expandToggled) { $0.isExpanded = true }
    #expect(store.state.visibleComments == all)
    #expect(store.state.hiddenCommentCount == 0)
    await store.send(.expandToggled) { $0.isExpanded = false }
    await store.finish()
  }
}
