// The article "Using the store from SwiftUI and UIKit"'s seeds 000/002's view, type-checked with this folder
// (`.ci/apple-typecheck`); `ArticleSeedViewsDriftTests` (Tests/DocsTests) fails when a block of the
// article and this file differ.
import MVI
import MVISwiftUI
import SwiftUI

struct ContentView: View {
  @State var store: Store<ImageSearch>

  static func build() -> some View {
    ContentView(store: Store(ImageSearch(service: .live), initialState: .init()))
  }

  var body: some View {
    NavigationStack {
      ZStack {
        switch store.content {
        case .idle, .loading:
          Text(store.loadingText)
        case .loaded(let images):
          ScrollView {
            LayoutView(imageData: images, onTap: { store.send(.imageTapped($0)) })
              .padding()
          }
        case .failed:
          Text(store.errorText)
        }
      }
      .searchable(text: Binding(store.binding(\.query, send: { .queryChanged($0) })))
      .onAppear { store.send(.viewAppeared) }
      .navigationTitle(store.navigationTitle)
      .sheet(isPresented: Binding(store.binding(isPresented: \.detail, dismiss: .detailDismissed))) {
        if let detail = store.scope(state: \.detail, intent: { .detail($0) }) {
          ImageDetailView(store: detail)
        }
      }
    }
  }
}

struct ImageDetailView: View {
  let store: Store<ImageDetail>

  var body: some View {
    VStack {
      AsyncImage(url: URL(string: store.image.url))
      Button(store.isSaved ? "저장됨" : "저장") { store.send(.saveTapped) }
    }
  }
}

/// The seeds' grid: a thumbnail per image, which sends it when tapped.
struct LayoutView: View {
  let imageData: [ImageItem]
  let onTap: (ImageItem) -> Void

  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
      ForEach(imageData) { image in
        Button {
          onTap(image)
        } label: {
          AsyncImage(url: URL(string: image.url))
        }
      }
    }
  }
}
