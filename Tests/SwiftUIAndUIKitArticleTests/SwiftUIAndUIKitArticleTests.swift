// The features of the article "Using the store from SwiftUI and UIKit", run: the article's file
// `Tests/READMEScreens/ArticleFeatures.swift` (linked here, a module of its own so that its types
// keep the article's names) is the one `.ci/apple-typecheck` compiles with the article's views and
// `ArticleSeedViewsDriftTests` keeps the article's. The snippets that run without SwiftUI or
// UIKit are below.
import Foundation
import MVI
import MVITesting
import TestSupport
import Testing

@MainActor
struct SwiftUIAndUIKitArticleTests {
  @Test func theBindingsSnippetRunsWithoutSwiftUI() async {
    let store = Store(ImageSearch(service: .offline), initialState: .init())

    let query = store.binding(\.query, send: { .queryChanged($0) })
    query.wrappedValue = "고양이"  // what typing in the search field does
    #expect(store.query == "고양이")  // "고양이"

    store.send(.imageTapped(ImageItem(url: "https://example.com/cat.jpg", title: "고양이")))
    let isPresented = store.binding(isPresented: \.detail, dismiss: .detailDismissed)
    #expect(isPresented.wrappedValue)  // true: the sheet shows

    let detail: Store<ImageDetail>? = store.scope(state: \.detail, intent: { .detail($0) })
    detail?.send(.saveTapped)
    #expect(store.detail?.isSaved == true)  // true

    isPresented.wrappedValue = false  // what swiping the sheet down does: sends .detailDismissed
    #expect(store.detail == nil)  // nil
    #expect(detail != nil)
  }

  @Test func theImageSearchSearchesOnAppearAndAfterAPauseInTyping() async {
    let clock = TestClock()
    let store = TestStore(ImageSearch(service: .offline, clock: clock), initialState: .init())
    await store.send(.viewAppeared)
    await store.receive(.searchStarted) { $0.content = .loading }
    await store.receive(.imagesLoaded([.dog])) { $0.content = .loaded([.dog]) }
    await store.send(.queryChanged("고양이")) { $0.query = "고양이" }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchStarted) { $0.content = .loading }
    await store.receive(.imagesLoaded([])) { $0.content = .loaded([]) }
    await store.finish()
  }

  @Test func theOnboardingGoesToTheMainScreenWhenAllowedAndBackThroughTheBinding() async {
    let store = Store(
      Onboarding(permissions: LocationPermissions(request: { .authorizedWhenInUse })), initialState: .init())
    let isPresented = store.binding(isPresented: \.route, dismiss: .mainScreenClosed)
    await store.send(.nextButtonTapped).finish()
    #expect(store.locationPermissionStatus == .authorizedWhenInUse)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false  // the back button
    #expect(store.route == nil)
  }

  @Test func theOnboardingAsksToOpenTheSettingsAfterARefusalAsAnEvent() async {
    let store = Store(
      Onboarding(permissions: LocationPermissions(request: { .denied })), initialState: .init())
    await store.send(.nextButtonTapped).finish()
    #expect(store.locationPermissionStatus == .denied)
    #expect(store.route == nil)
    let opened = LockIsolated(0)
    let listener = Task { await store.listen { _ in opened.withLock { $0 += 1 } } }
    store.send(.openSettingsTapped)
    #expect(await yield(until: { opened.withLock { $0 } == 1 }))
    listener.cancel()
    await listener.value
    #expect(opened.withLock { $0 } == 1)
  }

  @Test func thePosterBindingRunsWithoutUIKit() async {
    let store = Store(Poster(images: .offline), initialState: .init())
    var subscriptions: Set<StoreSubscription> = []
    var rendered: [Bool] = []
    store.subscribe(removingDuplicates: true) { state in rendered.append(state.poster.isLoading) }
      .store(in: &subscriptions)
    await store.send(.getPosterTapped).finish()
    #expect(rendered == [false, true, false])  // [false, true, false]: idle, loading, loaded
    subscriptions = []  // the view controller went away: no more calls
    await store.send(.getPosterTapped).finish()
    #expect(rendered == [false, true, false])
  }

  @Test func aFailedPosterKeepsTheLastOneAndIsShownOnceAsAnEvent() async {
    let failure = LockIsolated<(any Error & Sendable)?>(nil)
    let images = PosterImages(random: {
      if let error = failure.withLock({ $0 }) { throw error }
      return Data([1, 2, 3])
    })
    let store = Store(Poster(images: images), initialState: .init())
    var subscriptions: Set<StoreSubscription> = []
    var shown: [Poster.Event] = []
    store.onEvent { shown.append($0) }.store(in: &subscriptions)
    await store.send(.getPosterTapped).finish()
    failure.withLock { $0 = URLError(.notConnectedToInternet) }
    await store.send(.getPosterTapped).finish()
    #expect(await yield(until: { !shown.isEmpty }))
    #expect(store.poster.value == Data([1, 2, 3]))
    #expect(store.poster.error != nil)
    guard case .loadFailed(let message) = shown.first else { return }
    #expect(message == store.poster.error?.message)
    // A later failure's event comes after any other of the first: once it is shown, the first
    // was shown once.
    failure.withLock { $0 = LoadingError(message: "later") }
    await store.send(.getPosterTapped).finish()
    #expect(await yield(until: { shown.last == .loadFailed("later") }))
    #expect(shown == [.loadFailed(message), .loadFailed("later")])
  }
}

extension ImageItem {
  static let dog = Self(url: "https://example.com/dog.jpg", title: "강아지")
}

extension ImageService {
  /// A catalog of one dog.
  static let offline = Self(search: { query in query == "강아지" ? [.dog] : [] })
}

extension PosterImages {
  /// Three bytes, as if a poster.
  static let offline = Self(random: { Data([1, 2, 3]) })
}
