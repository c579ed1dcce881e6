#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension View {
    /// Presents a sheet with a store of the child while the store's binding has one; the user
    /// swiping it down sends the dismissal (``Store/binding(presenting:intent:dismiss:)-(KeyPath<F.State,ChildState?>,_,_)``).
    ///
    /// ```swift
    /// .sheet(store.binding(presenting: \.detail, intent: { .detail($0) }, dismiss: .detailDismissed)) {
    ///   DetailView(store: $0)
    /// }
    /// ```
    @MainActor
    public func sheet<Child: Feature, Content: View>(
      _ presentation: StoreBinding<PresentedStore<Child>?>,
      @ViewBuilder content: @escaping (Store<Child>) -> Content
    ) -> some View {
      sheet(item: Binding(presentation)) { content($0.store) }
    }

    /// Presents a full-screen cover with a store of the child while the store's binding has one,
    /// dismissed as a sheet is.
    @available(macOS, unavailable)
    @MainActor
    public func fullScreenCover<Child: Feature, Content: View>(
      _ presentation: StoreBinding<PresentedStore<Child>?>,
      @ViewBuilder content: @escaping (Store<Child>) -> Content
    ) -> some View {
      fullScreenCover(item: Binding(presentation)) { content($0.store) }
    }

    /// Presents a popover with a store of the child while the store's binding has one, dismissed
    /// as a sheet is.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    public func popover<Child: Feature, Content: View>(
      _ presentation: StoreBinding<PresentedStore<Child>?>,
      @ViewBuilder content: @escaping (Store<Child>) -> Content
    ) -> some View {
      popover(item: Binding(presentation)) { content($0.store) }
    }

    /// Pushes a screen with a store of the child onto the navigation stack while the store's
    /// binding has one; going back sends the dismissal, as a sheet's swipe does.
    @MainActor
    public func navigationDestination<Child: Feature, Destination: View>(
      _ presentation: StoreBinding<PresentedStore<Child>?>,
      @ViewBuilder destination: @escaping (Store<Child>) -> Destination
    ) -> some View {
      navigationDestination(item: Binding(presentation)) { destination($0.store) }
    }
  }
#endif
