#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  // The SwiftUI adapter, short on purpose: each line calls `MVI`, which is tested on Linux. CI
  // type-checks it against a model of SwiftUI (`.ci/apple-typecheck`); the article "Using the
  // store from SwiftUI and UIKit" shows it whole, and a test fails when the two differ.

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
#endif
