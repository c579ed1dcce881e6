#if canImport(SwiftUI)
  import Feed
  import MVI
  import SwiftUI

  /// A row of the feed, a component that reports what the user did to its own store: the feed
  /// pushes the detail on `.tapped` and hides the row on `.hideTapped`.
  public struct PostRowView: View {
    let store: Store<PostRow>

    /// A row on `store`, scoped from the feed's.
    public init(store: Store<PostRow>) {
      self.store = store
    }

    /// The post's title and excerpt, and its buttons.
    public var body: some View {
      VStack(alignment: .leading) {
        Button {
          store.send(.tapped)
        } label: {
          VStack(alignment: .leading) {
            Text(store.post.title).font(.headline)
            Text(store.post.excerpt)
          }
        }
        HStack {
          Button {
            store.send(.likeTapped)
          } label: {
            Text(localized: store.isLiked ? Feed.Texts.liked : Feed.Texts.like)
          }
          Button(Feed.Texts.localized(Feed.Texts.hide), role: .destructive) { store.send(.hideTapped) }
        }
      }
      // A list row with default-style buttons fires all of them on any tap: borderless, each
      // button is its own tap target.
      .buttonStyle(.borderless)
    }
  }
#endif
