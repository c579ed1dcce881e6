#if canImport(SwiftUI)
  import MVI
  import SwiftUI

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
      // Typed `@MainActor @Sendable`: a closure literal of inferred isolation that captures the
      // generic `F` may not be sent to `task`'s `@Sendable` action (see .ci/apple-typecheck).
      let listen: @MainActor @Sendable () async -> Void = { await store.listen(perform) }
      return task(id: ObjectIdentifier(store), listen)
    }
  }
#endif
