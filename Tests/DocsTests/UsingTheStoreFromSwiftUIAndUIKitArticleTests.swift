// The code of the Using the store from SwiftUI and UIKit article, compiled in a file that imports
// Foundation as app files do: the three features, and the snippets that run without SwiftUI or
// UIKit. Keep it the same as the article's. Left out: the SwiftUI views and the view controller,
// which need the frameworks (they are type-checked in Tests/READMEScreens, with the features, and
// kept the article's by ArticleSeedViewsDriftTests). The adapters' own files cannot be compiled
// here either; the drift check below fails when they and the article's blocks differ.
import Foundation
import MVI
import MVITesting
import TestSupport
import Testing

@MainActor
struct SwiftUIAndUIKitArticle {
  struct ImageItem: Equatable, Identifiable, Sendable {
    var url: String
    var title: String
    var id: String { url }
  }

  struct ImageService: Sendable {  // .live searches the web; .offline, a bundled catalog
    var search: @Sendable (String) async throws -> [ImageItem]
  }

  struct ImageDetail: Feature {
    struct State: Equatable {
      var image: ImageItem
      var isSaved = false
    }
    enum Intent: Sendable, Equatable { case saveTapped }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .saveTapped: state.isSaved = true
      }
    }
  }

  struct ImageSearch: Feature {
    struct State: Equatable {
      var query = "강아지"
      var content: Loadable<[ImageItem]> = .idle
      var detail: ImageDetail.State?  // the sheet: presented when not nil

      var navigationTitle: String {
        switch content {
        case .idle, .loading: "검색 중.."
        case .loaded: "검색 결과🔍"
        case .failed: "에러 발생"
        }
      }
      var loadingText: String { "잠시만 기다려주세요💨" }
      var errorText: String { "사진 불러오기에 실패했습니다🥺" }
    }
    enum Intent: Sendable {
      case viewAppeared
      case queryChanged(String)
      case imageTapped(ImageItem)
      case detail(ImageDetail.Intent)
      case detailDismissed
    }
    enum Action: Sendable, Equatable {
      case queryUpdated(String)
      case searchStarted
      case imagesLoaded([ImageItem])
      case searchFailed(LoadingError)
      case detailPresented(ImageItem)
      case detail(ImageDetail.Intent)
      case detailDismissed
    }

    var service: ImageService
    var clock: any Clock<Duration> = ContinuousClock()
    let detail = ImageDetail()

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .viewAppeared:
        guard case .idle = state.content else { return .none }
        return search(state.query)
      case .queryChanged(let query):
        return .merge(
          .send(.queryUpdated(query)),
          search(query).debounce(id: "search", for: .milliseconds(300), clock: clock))
      case .imageTapped(let image):
        return .send(.detailPresented(image))
      case .detail(let intent):
        return detail.handle(intent, in: state, at: \.detail).map(Action.detail)
      case .detailDismissed:
        return .send(.detailDismissed)
      }
    }

    func search(_ query: String) -> Effect<Action, Never> {
      .run { [service] send in
        await send(.searchStarted)
        await send(.imagesLoaded(try await service.search(query)))
      } catch: { error, send in
        await send(.searchFailed(LoadingError(error)))
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .queryUpdated(let query): state.query = query
      case .searchStarted: state.content = .loading
      case .imagesLoaded(let images): state.content = .loaded(Array(images.prefix(10)))
      case .searchFailed(let error): state.content = .failed(error)
      case .detailPresented(let image): state.detail = ImageDetail.State(image: image)
      case .detail(let action): detail.reduce(&state.detail, action)
      case .detailDismissed: state.detail = nil
      }
    }
  }

  enum LocationPermissionStatus: Equatable, Sendable {
    case notDetermined, denied, authorizedAlways, authorizedWhenInUse
  }

  struct LocationPermissions: Sendable {
    var request: @Sendable () async -> LocationPermissionStatus
  }

  struct Onboarding: Feature {
    enum Route: Equatable { case main }

    struct State: Equatable {
      var locationPermissionStatus: LocationPermissionStatus?
      var isRequestingLocationPermission = false
      var route: Route?
    }
    enum Intent: Sendable {
      case nextButtonTapped
      case openSettingsTapped
      case mainScreenClosed
    }
    enum Action: Sendable {
      case requestLocationPermission
      case updateLocationPermissionStatus(LocationPermissionStatus)
      case navigateToMainScreen
      case navigateBack
    }
    enum Event: Sendable { case openSettings }

    var permissions: LocationPermissions

    func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
      switch intent {
      case .nextButtonTapped:
        guard !state.isRequestingLocationPermission else { return .none }
        return .concatenate(
          .send(.requestLocationPermission),
          .run { [permissions] send in
            let status = await permissions.request()
            await send(.updateLocationPermissionStatus(status))
            if status == .authorizedAlways || status == .authorizedWhenInUse {
              await send(.navigateToMainScreen)
            }
          })
      case .openSettingsTapped:
        return .emit(.openSettings)
      case .mainScreenClosed:
        return .send(.navigateBack)
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .requestLocationPermission:
        state.isRequestingLocationPermission = true
      case .updateLocationPermissionStatus(let status):
        state.isRequestingLocationPermission = false
        state.locationPermissionStatus = status
      case .navigateToMainScreen:
        state.route = .main
      case .navigateBack:
        state.route = nil
      }
    }
  }

  struct PosterImages: Sendable {
    var random: @Sendable () async throws -> Data  // the seed's ImageModel.getImage()
  }

  struct Poster: Feature {
    struct State: Equatable, Sendable {
      var poster: Loadable<Data> = .idle
    }
    enum Intent: Sendable { case getPosterTapped }
    enum Action: Sendable, Equatable {
      case posterLoading
      case posterLoaded(Data)
      case posterFailed(LoadingError)
    }
    enum Event: Sendable, Equatable { case loadFailed(String) }

    var images: PosterImages

    func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
      .concatenate(
        .send(.posterLoading),
        .run { [images] send in
          await send(.posterLoaded(try await images.random()))
        } catch: { error, send in
          let error = LoadingError(error)
          await send(.posterFailed(error))
          await send.emit(.loadFailed(error.message))
        }
      )
      .cancellable(id: "poster", policy: .latestWins)
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .posterLoading: state.poster.startLoading()
      case .posterLoaded(let data): state.poster = .loaded(data)
      case .posterFailed(let error): state.poster.fail(error)
      }
    }
  }

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

extension SwiftUIAndUIKitArticle.ImageItem {
  static let dog = Self(url: "https://example.com/dog.jpg", title: "강아지")
}

extension SwiftUIAndUIKitArticle.ImageService {
  /// A catalog of one dog.
  static let offline = Self(search: { query in query == "강아지" ? [.dog] : [] })
}

extension SwiftUIAndUIKitArticle.PosterImages {
  /// Three bytes, as if a poster.
  static let offline = Self(random: { Data([1, 2, 3]) })
}

/// The adapters' files cannot be compiled on Linux; the article shows them whole. This fails when
/// a file and the article's block differ, naming the lines.
struct AdapterDriftCheck {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let article = "Sources/MVI/MVI.docc/UsingTheStoreFromSwiftUIAndUIKit.md"
  /// The adapters' files, and the samples' Apple screens the article shows.
  static let adapters = [
    "Sources/MVISwiftUI/Binding+StoreBinding.swift", "Sources/MVISwiftUI/View+StoreEvents.swift",
    "Sources/MVISwiftUI/View+StorePresentation.swift", "Sources/MVISwiftUI/View+StoreDialogs.swift",
    "Sources/MVIUIKit/UIControl+Store.swift", "Sources/MVIUIKit/RouteStackNavigator.swift",
    "Examples/ImageSearch/Sources/ImageSearchSwiftUI/ImageSearchScreen.swift",
    "Examples/Feed/Sources/FeedSwiftUI/FeedScreen.swift",
    "Examples/ExampleForm/Sources/ExampleFormSwiftUI/ExampleFormScreen.swift",
    "Examples/Onboarding/Sources/OnboardingSwiftUI/OnboardingScreen.swift",
    "Examples/Poster/Sources/PosterUIKit/PosterViewController.swift",
    "Examples/Feed/Sources/FeedUIKit/FeedFlow.swift",
  ]

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of each ```swift block of a Markdown text, without its fences.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var block: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if block == nil, line == "```swift" {
        block = []
      } else if let lines = block, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        block = nil
      } else {
        block?.append(line)
      }
    }
    return blocks
  }

  /// How `file` differs from the block that starts with the same line (or from the first block),
  /// as a line diff headed by the two labels; `nil` when it is one of `blocks`.
  static func mismatch(
    of file: String, in blocks: [String],
    labels: (block: String, file: String) = ("the article's block", "the file")
  ) -> String? {
    let text = file.hasSuffix("\n") ? String(file.dropLast()) : file
    if blocks.contains(text) { return nil }
    let lines = text.components(separatedBy: "\n")
    let closest = blocks.first { $0.components(separatedBy: "\n").first == lines.first } ?? blocks.first ?? ""
    let diff = TextDiff.lines(closest.components(separatedBy: "\n"), lines) ?? []
    return (["- \(labels.block)", "+ \(labels.file)"] + diff).joined(separator: "\n")
  }

  @Test func eachAdapterFileIsOneOfTheArticlesBlocks() throws {
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article))
    for path in Self.adapters {
      let mismatch = Self.mismatch(of: try Self.read(path), in: blocks)
      #expect(mismatch == nil, "\(path) differs from the article's block:\n\(mismatch ?? "")")
    }
  }

  @Test func eachAdapterBlockOfTheArticleIsOneOfTheFiles() throws {
    let files = try Self.adapters.map { try Self.read($0) }
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article)).filter { $0.hasPrefix("#if canImport(") }
    #expect(blocks.count == Self.adapters.count)
    for block in blocks {
      let mismatch = Self.mismatch(
        of: block, in: files.map { String($0.dropLast()) }, labels: ("the file", "the article's block"))
      #expect(mismatch == nil, "An adapter block of the article is no adapter file:\n\(mismatch ?? "")")
    }
  }

  @Test func theCheckNoticesOneChangedLine() throws {
    let file = try Self.read(Self.adapters[0])
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article))
    let edited = file.replacingOccurrences(
      of: "binding.wrappedValue = $0", with: "binding.wrappedValue = $0 as Value")
    try #require(edited != file)
    let mismatch = try #require(Self.mismatch(of: edited, in: blocks))
    #expect(
      mismatch.contains(
        "+       self.init(get: { @MainActor in binding.wrappedValue }, set: { @MainActor in binding.wrappedValue = $0 as Value })"
      ))
    #expect(
      mismatch.contains(
        "-       self.init(get: { @MainActor in binding.wrappedValue }, set: { @MainActor in binding.wrappedValue = $0 })"
      ))
  }
}
