import Feed
import Foundation
import MVI
import MVITesting
import Testing

@MainActor
@Suite("Feed feature")
struct FeedTests {
  // MARK: First load

  @Test func appearingLoadsTheFeedLoadingFeedThenTheListWithTheFirstPostFocused() async {
    let scripted = ScriptedService(posts: { _ in posts(3, 2, 1) })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    #expect(store.state.viewState == .loading)

    await store.send(.viewAppeared) { $0.status = .loading }
    #expect(store.state.viewState == .loading)
    await store.receive(.postsLoaded(posts(3, 2, 1))) {
      $0.status = .loaded
      $0.rows = rows(posts(3, 2, 1))
      $0.focusedPostID = 3
    }
    #expect(store.state.viewState == .loaded)
    #expect(store.state.rows.ids == [3, 2, 1])

    await store.send(.viewAppeared)  // appearing again does not load again
    await store.finish()
    #expect(scripted.postsRequestCount == 1)
  }

  @Test func aLoadCancelledWithItsViewStartsAgainWhenTheViewAppearsAgain() async {
    let clock = TestClock()
    let scripted = ScriptedService(posts: { _ in
      try await clock.sleep(for: .seconds(1))
      return posts(2, 1)
    })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    // `.task { await store.send(.viewAppeared).finish() }`, its view gone before the answer.
    let task = await store.send(.viewAppeared) { $0.status = .loading }
    await clock.advance(by: .milliseconds(500))  // the request is under way
    task.cancel()
    await store.send(.viewAppeared)
    await clock.advance(by: .milliseconds(500))  // the cancelled one would have answered now
    await clock.advance(by: .milliseconds(500))
    await store.receive(.postsLoaded(posts(2, 1))) {
      $0.status = .loaded
      $0.rows = rows(posts(2, 1))
      $0.focusedPostID = 2
    }
    await store.finish()
    #expect(scripted.postsRequestCount == 2)
  }

  @Test func aFeedWithNoPostsIsTheEmptyStateNotAnError() async {
    let scripted = ScriptedService(posts: { _ in [] })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) { $0.status = .loading }
    await store.receive(.postsLoaded([])) { $0.status = .loaded }
    #expect(store.state.viewState == .empty)
    await store.finish()
  }

  @Test func aFailedFirstLoadShowsTheErrorWithTheReasonRetryLoadsAgain() async {
    let scripted = ScriptedService(posts: { call in
      if call == 1 { throw FeedError.httpStatus(500) }
      return posts(2, 1)
    })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) { $0.status = .loading }
    let error = LoadingError(FeedError.httpStatus(500))
    await store.receive(.postsFailed(error)) { $0.status = .failed(error) }
    #expect(store.state.viewState == .error(error))
    #expect(error.message.contains("HTTP 500"))

    await store.send(.retryTapped) { $0.status = .loading }
    await store.receive(.postsLoaded(posts(2, 1))) {
      $0.status = .loaded
      $0.rows = rows(posts(2, 1))
      $0.focusedPostID = 2
    }
    await store.send(.retryTapped)  // nothing failed: no request
    await store.finish()
    #expect(scripted.postsRequestCount == 2)
  }

  @Test func aFeedWithTwoPostsOfOneIdIsATypedErrorNotACrashOrADroppedPost() async {
    let scripted = ScriptedService(posts: { _ in posts(1, 2, 1) })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) { $0.status = .loading }
    let error = LoadingError(FeedError.duplicatePostID(1))
    await store.receive(.postsFailed(error)) { $0.status = .failed(error) }
    await store.finish()
  }

  // MARK: Refresh

  @Test func aRefreshKeepsTheOldListOnScreenMarkedRefreshingUntilTheNewPostsArrive() async {
    let clock = TestClock()
    let scripted = ScriptedService(posts: { _ in
      try await clock.sleep(for: .seconds(2))
      return posts(4, 3, 2, 1)
    })
    let store = TestStore(Feed(service: scripted.service), initialState: loadedState(posts(3, 2, 1)))

    await store.send(.refreshTapped) { $0.isRefreshing = true }
    #expect(store.state.rows == rows(posts(3, 2, 1)), "the old list stays while refreshing")
    #expect(store.state.viewState == .loaded)

    await store.send(.refreshTapped)  // a second pull while refreshing does nothing
    await clock.advance(by: .seconds(2))
    await store.receive(.postsLoaded(posts(4, 3, 2, 1))) {
      $0.isRefreshing = false
      $0.rows = rows(posts(4, 3, 2, 1))
    }
    #expect(store.state.focusedPostID == 3, "the cursor stays on the post it was on")
    await store.finish()
    #expect(scripted.postsRequestCount == 1)
  }

  @Test func aFailedRefreshKeepsTheOldListAndShowsWhyTheNextRefreshClearsTheBanner() async {
    let scripted = ScriptedService(posts: { call in
      if call == 1 { throw FeedError.timedOut }
      return posts(5, 3, 2, 1)
    })
    let store = TestStore(Feed(service: scripted.service), initialState: loadedState(posts(3, 2, 1)))

    await store.send(.refreshTapped) { $0.isRefreshing = true }
    let error = LoadingError(FeedError.timedOut)
    await store.receive(.postsFailed(error)) {
      $0.isRefreshing = false
      $0.refreshError = error
    }
    #expect(store.state.viewState == .loaded, "not the full-screen error")
    #expect(store.state.rows.ids == [3, 2, 1])

    await store.send(.refreshTapped) {
      $0.isRefreshing = true
      $0.refreshError = nil
    }
    await store.receive(.postsLoaded(posts(5, 3, 2, 1))) {
      $0.isRefreshing = false
      $0.rows = rows(posts(5, 3, 2, 1))
    }
    await store.finish()
  }

  @Test func refreshWithNoListYetIsARetryDuringTheFirstLoadItDoesNothing() async {
    let clock = TestClock()
    let scripted = ScriptedService(posts: { call in
      if call == 1 { throw FeedError.transport("connection refused") }
      try await clock.sleep(for: .seconds(1))
      return posts(1)
    })
    let store = TestStore(Feed(service: scripted.service), initialState: .init())
    await store.send(.viewAppeared) { $0.status = .loading }
    let error = LoadingError(FeedError.transport("connection refused"))
    await store.receive(.postsFailed(error)) { $0.status = .failed(error) }

    await store.send(.refreshTapped) { $0.status = .loading }
    await store.send(.refreshTapped)  // already loading
    await clock.advance(by: .seconds(1))
    await store.receive(.postsLoaded(posts(1))) {
      $0.status = .loaded
      $0.rows = rows(posts(1))
      $0.focusedPostID = 1
    }
    await store.finish()
    #expect(scripted.postsRequestCount == 2)
  }

  @Test func likesSurviveARefreshARefreshedListWithoutTheFocusedPostFocusesTheFirst() async {
    let scripted = ScriptedService(posts: { _ in posts(4, 2, 1) })
    var state = loadedState(posts(3, 2, 1))
    state.rows[id: 2]?.isLiked = true
    let store = TestStore(Feed(service: scripted.service), initialState: state)
    await store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.postsLoaded(posts(4, 2, 1))) {
      $0.isRefreshing = false
      $0.rows = rows(posts(4, 2, 1))
      $0.rows[id: 2]?.isLiked = true
      $0.likedPostIDs = [2]
      $0.focusedPostID = 4
    }
    await store.finish()
  }

  // MARK: Rows

  @Test func aRowsLikeChangesTheRowItsOpenEventPushesThePostsDetail() async {
    let store = TestStore(Feed(service: ScriptedService().service), initialState: loadedState(posts(3, 2, 1)))
    await store.send(.row(2, .likeTapped)) {
      $0.rows[id: 2]?.isLiked = true
      $0.likedPostIDs = [2]
    }
    await store.receive(.likesStored([2]))
    await store.send(.row(2, .tapped)) {
      $0.focusedPostID = 2
      $0.path.push(.detail(PostDetail.State(post: post(2))))
    }
    #expect(store.state.topDetail?.state.post == post(2))
    await store.finish()
  }

  @Test func aRowsHideEventAsksFirstConfirmedTheRowGoesTheCursorMovesRefreshesLeaveItOut() async {
    let scripted = ScriptedService(posts: { _ in posts(3, 2, 1) })
    var state = loadedState(posts(3, 2, 1))
    state.focusedPostID = 2
    let store = TestStore(Feed(service: scripted.service), initialState: state)
    await store.send(.row(2, .hideTapped)) { $0.hideDialog = Feed.hideDialog(for: post(2)) }
    await store.send(.hideDialog(.button(.hideConfirmed(2)))) {
      $0.hideDialog = nil
      $0.rows.remove(id: 2)
      $0.hiddenPostIDs = [2]
      $0.focusedPostID = 1
    }
    await store.send(.row(1, .hideTapped)) { $0.hideDialog = Feed.hideDialog(for: post(1)) }
    await store.send(.hideDialog(.button(.hideConfirmed(1)))) {
      $0.hideDialog = nil
      $0.rows.remove(id: 1)
      $0.hiddenPostIDs = [2, 1]
      $0.focusedPostID = 3
    }
    await store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.postsLoaded(posts(3, 2, 1))) { $0.isRefreshing = false }
    #expect(store.state.rows.ids == [3])
    await store.send(.row(3, .hideTapped)) { $0.hideDialog = Feed.hideDialog(for: post(3)) }
    await store.send(.hideDialog(.button(.hideConfirmed(3)))) {
      $0.hideDialog = nil
      $0.rows.remove(id: 3)
      $0.hiddenPostIDs = [3, 2, 1]
      $0.focusedPostID = nil
    }
    #expect(store.state.viewState == .empty)
    await store.finish()
  }

  @Test func theHideDialogNamesThePostAndOffersToHideItOrCancel() {
    let dialog = Feed.hideDialog(for: post(2))
    #expect(dialog.title == Feed.Texts.hideTitle)
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message?.resolved().contains(post(2).title) == true)
    #expect(dialog.buttons.map(\.label) == [Feed.Texts.hideButton, Feed.Texts.cancelButton])
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog.buttons[0].answer == .button(.hideConfirmed(2)))
    #expect(dialog.cancelButton?.answer == .dismissed)
  }

  @Test func theHideDialogIsLocalizedInEnglishAndKorean() throws {
    let dialog = Feed.hideDialog(for: post(2))
    let texts = [dialog.title, try #require(dialog.message)] + dialog.buttons.map(\.label)
    /// The texts looked up in the feed's strings for `language` (its `.lproj` in the bundle).
    func shown(in language: String) throws -> [String] {
      let feed = try #require(dialog.title.bundle)
      let path = try #require(feed.path(forResource: language, ofType: "lproj"), "no \(language).lproj")
      let strings = try #require(Bundle(path: path))
      return texts.map { DialogText(key: $0.key, arguments: $0.arguments, bundle: strings).resolved() }
    }
    let title = post(2).title
    #expect(
      try shown(in: "en") == [
        "Hide this post?", "\"\(title)\" will not show again, even after a refresh.", "Hide post", "Cancel",
      ])
    #expect(
      try shown(in: "ko") == [
        "이 게시물을 숨길까요?", "\"\(title)\" 게시물은 새로고침해도 다시 보이지 않습니다.", "게시물 숨기기", "취소",
      ])
    // Looked up in the app's language: English where the process has no other.
    #expect(dialog.title.resolved() == "Hide this post?")
  }

  @Test func cancellingTheHideDialogOrClosingItKeepsThePost() async {
    let store = TestStore(Feed(service: ScriptedService().service), initialState: loadedState(posts(3, 2, 1)))
    await store.send(.row(2, .hideTapped)) { $0.hideDialog = Feed.hideDialog(for: post(2)) }
    await store.send(.hideDialog(.dismissed)) { $0.hideDialog = nil }
    await store.send(.row(2, .hideTapped)) { $0.hideDialog = Feed.hideDialog(for: post(2)) }
    await store.send(.hideDialog(Feed.hideDialog(for: post(2)).cancelButton?.answer ?? .dismissed)) {
      $0.hideDialog = nil
    }
    #expect(store.state.rows.ids == [3, 2, 1])
    // A confirmation for a post gone meanwhile changes nothing.
    await store.send(.hideConfirmed(9))
    await store.finish()
  }

  @Test func theCursorMovesWithinTheListAndStopsAtItsEnds() async {
    let store = TestStore(Feed(service: ScriptedService().service), initialState: loadedState(posts(3, 2, 1)))
    await store.send(.focusMoved(by: 1)) { $0.focusedPostID = 2 }
    await store.send(.focusMoved(by: 5)) { $0.focusedPostID = 1 }
    await store.send(.focusMoved(by: 1))
    await store.send(.focusMoved(by: -10)) { $0.focusedPostID = 3 }
    await store.finish()

    let empty = TestStore(Feed(service: ScriptedService().service), initialState: loadedState([]))
    await empty.send(.focusMoved(by: 1))
    await empty.finish()
  }

  // MARK: Detail

  @Test func thePushedDetailLoadsThePostsCommentsWhenItAppearsBackPopsIt() async {
    let scripted = ScriptedService(comments: { _, postID in [comment(1, on: postID), comment(2, on: postID)] }
    )
    let store = TestStore(Feed(service: scripted.service), initialState: loadedState(posts(3, 2, 1)))
    await store.send(.row(3, .tapped)) { $0.path.push(.detail(PostDetail.State(post: post(3)))) }
    let id = store.state.path.ids[0]

    await store.send(.detail(id, .viewAppeared)) { $0.path[id: id]?.detail?.comments = .loading }
    let comments = [comment(1, on: 3), comment(2, on: 3)]
    await store.receive(.detail(id, .commentsLoaded(comments))) {
      $0.path[id: id]?.detail?.comments = .loaded(comments)
    }
    await store.send(.detail(id, .viewAppeared))  // appearing again (back from a sub-screen) does not reload
    await store.send(.detail(id, .expandToggled)) { $0.path[id: id]?.detail?.isExpanded = true }

    await store.send(.backTapped) { $0.path.pop() }
    await store.send(.backTapped)  // nothing left to pop
    await store.finish()
    #expect(scripted.commentsRequested == [3])
  }

  @Test func poppingTheDetailCancelsItsCommentRequestItsAnswerNeverArrives() async {
    let clock = TestClock()
    let scripted = ScriptedService(comments: { _, postID in
      try await clock.sleep(for: .seconds(5))
      return [comment(1, on: postID)]
    })
    let store = TestStore(Feed(service: scripted.service), initialState: loadedState(posts(3, 2, 1)))
    await store.send(.row(2, .tapped)) {
      $0.focusedPostID = 2
      $0.path.push(.detail(PostDetail.State(post: post(2))))
    }
    let id = store.state.path.ids[0]
    await store.send(.detail(id, .viewAppeared)) { $0.path[id: id]?.detail?.comments = .loading }

    await store.send(.backTapped) { $0.path.pop() }
    #expect(clock.sleeperCount == 0, "the popped detail's request was cancelled")
    await clock.advance(by: .seconds(5))
    await store.finish()  // fails if .commentsLoaded arrived or the effect still ran

    // Opening the same post again is a new screen that loads again.
    await store.send(.row(2, .tapped)) { $0.path.push(.detail(PostDetail.State(post: post(2)))) }
    let again = store.state.path.ids[0]
    #expect(again != id)
    await store.send(.detail(again, .viewAppeared)) { $0.path[id: again]?.detail?.comments = .loading }
    await clock.advance(by: .seconds(5))
    await store.receive(.detail(again, .commentsLoaded([comment(1, on: 2)]))) {
      $0.path[id: again]?.detail?.comments = .loaded([comment(1, on: 2)])
    }
    await store.finish()
    #expect(scripted.commentsRequested == [2, 2])
  }

  @Test func theDetailsFailedCommentsShowTheErrorRetryLoadsThem() async {
    let scripted = ScriptedService(comments: { call, postID in
      if call == 1 { throw FeedError.malformedJSON }
      return [comment(9, on: postID)]
    })
    let store = TestStore(Feed(service: scripted.service), initialState: loadedState(posts(1)))
    await store.send(.row(1, .tapped)) { $0.path.push(.detail(PostDetail.State(post: post(1)))) }
    let id = store.state.path.ids[0]
    await store.send(.detail(id, .viewAppeared)) { $0.path[id: id]?.detail?.comments = .loading }
    let error = LoadingError(FeedError.malformedJSON)
    await store.receive(.detail(id, .commentsFailed(error))) {
      $0.path[id: id]?.detail?.comments = .failed(error)
    }
    #expect(store.state.rows.ids == [1], "the list under the detail is untouched")

    await store.send(.detail(id, .retryTapped)) { $0.path[id: id]?.detail?.comments = .loading }
    await store.receive(.detail(id, .commentsLoaded([comment(9, on: 1)]))) {
      $0.path[id: id]?.detail?.comments = .loaded([comment(9, on: 1)])
    }
    await store.finish()
  }

  @Test func aRefreshWhileADetailIsOpenUpdatesTheListUnderItAndKeepsTheDetail() async {
    let scripted = ScriptedService(posts: { _ in posts(4, 3) })
    var state = loadedState(posts(3))
    state.path.push(.detail(PostDetail.State(post: post(3))))
    let store = TestStore(Feed(service: scripted.service), initialState: state)
    await store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.postsLoaded(posts(4, 3))) {
      $0.isRefreshing = false
      $0.rows = rows(posts(4, 3))
    }
    #expect(store.state.topDetail?.state.post == post(3))
    await store.finish()
  }

  @Test func anIntentForARowOrDetailThatIsGoneChangesNothingAndIsReported() async {
    let failures = LockIsolated<[String]>([])
    let store = Store(
      Feed(service: ScriptedService().service), initialState: loadedState(posts(1)),
      interceptors: [
        Interceptor { if case .failure(let error) = $0 { failures.withLock { $0.append("\(error)") } } }
      ])
    await store.send(.row(7, .likeTapped)).finish()
    await store.send(.detail(RouteID(rawValue: 0), .viewAppeared)).finish()
    #expect(store.state == loadedState(posts(1)))
    #expect(failures.current.count == 2)
    #expect(failures.current.allSatisfy { $0.contains("not present") })
  }
}
