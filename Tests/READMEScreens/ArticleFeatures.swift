// The article "Using the store from SwiftUI and UIKit"'s features, type-checked with this folder
// (`.ci/apple-typecheck`); `ArticleSeedViewsDriftTests` (Tests/DocsTests) fails when a block of the
// article and this file differ.
import Foundation
import MVI

struct ImageItem: Equatable, Identifiable, Sendable {
  var url: String
  var title: String
  var id: String { url }
}

struct ImageService: Sendable {  // .live searches the web; .offline, a bundled catalog
  var search: @Sendable (String) async throws -> [ImageItem]
}

struct ImageDetail: Feature {
  struct State: Equatable, FeatureState {
    typealias Feature = ImageDetail  // a store scoped to it is a Store<ImageDetail>, unwritten
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
