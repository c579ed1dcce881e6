#if canImport(SwiftUI)
  import SwiftUI

  // The SwiftUI adapter: short on purpose, over logic in `MVI` that is tested on Linux. It cannot
  // be compiled there; the article "Using the store from SwiftUI and UIKit" shows it whole, and a
  // test fails when the two differ.

  extension Binding {
    /// A SwiftUI binding over a store's binding: reading it reads the store's state (observed, field
    /// by field), setting it sends the store's intent.
    ///
    /// ```swift
    /// TextField("Search", text: Binding(store.binding(\.query, send: { .queryChanged($0) })))
    /// ```
    @MainActor
    public init(_ binding: StoreBinding<Value>) {
      // `@MainActor`: the closures read and send on the main actor, as the store does.
      self.init(get: { @MainActor in binding.wrappedValue }, set: { @MainActor in binding.wrappedValue = $0 })
    }
  }

  extension View {
    /// Calls `perform` with each of the store's events while the view is on screen: listening
    /// starts when the view appears and stops when it disappears (a SwiftUI `task`).
    ///
    /// ```swift
    /// .onEvent(of: store) { event in
    ///   switch event { case .openSettings: openURL(settingsURL) }
    /// }
    /// ```
    @MainActor
    public func onEvent<F: Feature>(
      of store: Store<F>, perform: @escaping @MainActor (F.Event) -> Void
    ) -> some View {
      task(id: ObjectIdentifier(store)) { await store.listen(perform) }
    }
  }
#endif
