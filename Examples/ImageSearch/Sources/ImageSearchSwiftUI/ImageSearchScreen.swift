#if canImport(SwiftUI)
  import ImageSearch
  import MVI
  import MVISwiftUI
  import SwiftUI

  /// Seeds 000/002's screen: the search field, a grid of at most 10 images, and the seed's
  /// loading, content and error texts, on the same `ImageSearch` feature the terminal and the
  /// browser run. The offline catalog's pictures are the module's bundled ones
  /// (`OfflineImageCatalog.displayURL(for:)`); a live search's are fetched.
  public struct ImageSearchScreen: View {
    @State private var store: Store<ImageSearch>

    /// A screen on `store`.
    public init(store: Store<ImageSearch>) {
      _store = State(initialValue: store)
    }

    /// The seed's `build()`: the screen with its store, searching the bundled catalog.
    public static func build() -> ImageSearchScreen {
      ImageSearchScreen(store: Store(ImageSearch(service: .offline()), initialState: .init()))
    }

    /// The field, the texts or the grid, and the selected image's sheet.
    public var body: some View {
      @Bindable var store = store
      NavigationStack {
        VStack(spacing: 12) {
          TextField(
            ImageSearch.Texts.localized(ImageSearch.Texts.queryLabel),
            text: $store.query.sending { .queryChanged($0) }
          )
          .onSubmit { store.send(.searchSubmitted) }
          if let message = store.validationMessage { Text(localized: message) }
          content
        }
        .padding()
        .navigationTitle(Text(localized: store.navigationTitle))
        .task { await store.send(.viewAppeared).finish() }
        .sheet(isPresented: Binding(store.binding(isPresented: \.selectedIndex, dismiss: .detailDismissed))) {
          if let image = store.selectedImage {
            VStack {
              AsyncImage(url: OfflineImageCatalog.displayURL(for: image.imageURL))
              Text(image.siteName)
            }
          }
        }
      }
    }

    @ViewBuilder private var content: some View {
      switch store.content {
      case .idle, .loading:
        Text(localized: store.loadingText)
      case .loaded(let images):
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(images.indices, id: \.self) { index in
              Button {
                store.send(.imageSelected(index))
              } label: {
                AsyncImage(url: OfflineImageCatalog.displayURL(for: images[index].thumbnailURL))
              }
            }
          }
        }
      case .failed:
        VStack {
          Text(localized: store.errorText)
          Button {
            store.send(.retryTapped)
          } label: {
            Text(localized: ImageSearch.Texts.retry)
          }
        }
      }
    }
  }

  extension Text {
    /// One of the image search's texts (`ImageSearch.Texts`: a key), in the device's language: the
    /// key looked up in the `ImageSearch` module's tables, as SwiftUI looks up a `LocalizedStringKey`.
    init(localized key: String) {
      self.init(LocalizedStringKey(key), bundle: ImageSearch.Texts.bundle)
    }
  }
#endif
