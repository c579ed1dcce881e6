#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension View {
    /// Presents a sheet with a store of the child while the store's binding has one; the user
    /// swiping it down sends the dismissal (``Store/binding(presenting:intent:dismiss:)``).
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
  }
#endif
