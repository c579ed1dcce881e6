// The library code of the From the seeds' container to the store article, compiled in a file
// that imports Foundation as app files do: the search screen's fragments as one feature, and
// `Poster` as written. Keep it the same as the article's. Left out: the seeds' own code (UIKit,
// Combine, RxSwift) and the snippets that use the sample apps' features, SwiftUI or UIKit.
import Foundation
import MVI
import MVITesting
import Testing

@MainActor
struct FromTheSeedsArticle {
  struct ImageItem: Equatable, Sendable {
    var url: String
  }

  /// The image service the fragments assume.
  struct ImageService: Sendable {
    var search: @Sendable (String) async throws -> [ImageItem]
  }

  /// The seed's `ImageModel` the `Poster` feature calls.
  struct PosterImages: Sendable {
    var random: @Sendable () async throws -> Data
  }

  /// The search screen's fragments, put together.
  struct SeedSearch: Feature {
    struct State: Equatable {
      var content: Loadable<[ImageItem]> = .idle

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

    enum Action: Sendable, Equatable {
      case searchStarted  // displayLoading()
      case imagesLoaded([ImageItem])  // updateImage(images:)
      case searchFailed(LoadingError)  // displayError()
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .searchStarted: state.content = .loading
      case .imagesLoaded(let images): state.content = .loaded(Array(images.prefix(10)))
      case .searchFailed(let error): state.content = .failed(error)
      }
    }

    enum Intent: Sendable {
      case viewAppeared  // viewOnAppear()
    }

    var service: ImageService  // was ImageService.shared

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .viewAppeared:
        return .concatenate(
          .send(.searchStarted),  // model?.displayLoading()
          .run { [service] send in
            let images = try await service.search("강아지")
            await send(.imagesLoaded(images))  // model?.updateImage(images:)
          } catch: { error, send in
            await send(.searchFailed(LoadingError(error)))  // model?.displayError()
          })
      }
    }
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

    var images: PosterImages  // the seed's ImageModel: live, or a stub in tests

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      .concatenate(
        .send(.posterLoading),
        .run { [images] send in
          await send(.posterLoaded(try await images.random()))
        } catch: { error, send in
          await send(.posterFailed(LoadingError(error)))
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

  @Test func theSearchScreenLoadsOnAppear() async {
    let images = [ImageItem(url: "dog.jpg")]
    let store = TestStore(SeedSearch(service: ImageService { _ in images }), initialState: .init())
    await store.send(.viewAppeared) { $0.content = .loading }
    await store.receive(.imagesLoaded(images)) { $0.content = .loaded(images) }
    #expect(store.state.navigationTitle == "검색 결과🔍")
    await store.finish()
  }

  @Test func thePosterLoads() async {
    let data = Data([1, 2, 3])
    let store = TestStore(Poster(images: PosterImages { data }), initialState: .init())
    await store.send(.getPosterTapped) { $0.poster = .loading }
    await store.receive(.posterLoaded(data)) { $0.poster = .loaded(data) }
    await store.finish()
  }
}
