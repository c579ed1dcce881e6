#if canImport(UIKit)
  import MVI
  import UIKit

  // The UIKit adapter, short on purpose: each line calls `MVI`, which is tested on Linux. CI
  // type-checks it against a model of UIKit (`.ci/apple-typecheck`); the article "Using the store
  // from SwiftUI and UIKit" shows it whole, and a test fails when the two differ. A view
  // controller binds to the state with `store.subscribe` and to the events with `store.onEvent`,
  // and keeps both in a `Set<StoreSubscription>`, which ends them when it goes away.

  extension UIControl {
    /// Sends `intent` to `store` each time the control fires `event` (a button's tap, by default).
    ///
    /// ```swift
    /// button.addAction(sending: .getPosterTapped, to: store)
    /// ```
    ///
    /// The control keeps the store (``Store/controlAction(sending:)``), so a store scoped only for
    /// the control, `store.scope(…)`, receives every tap; the store never holds the control.
    public func addAction<F: Feature>(
      sending intent: F.Intent, to store: Store<F>, for event: UIControl.Event = .primaryActionTriggered
    ) {
      let send = store.controlAction(sending: intent)
      addAction(UIAction { _ in send() }, for: event)
    }
  }
#endif
