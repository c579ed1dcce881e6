extension Store {
  /// The action of a control (a button's tap in UIKit): each call sends `intent` to this store.
  ///
  /// ```swift
  /// let send = store.controlAction(sending: .getPosterTapped)
  /// button.addAction(UIAction { _ in send() }, for: .primaryActionTriggered)
  /// ```
  ///
  /// The action keeps the store alive, so that a store made only for the control
  /// (`store.scope(…)`, which is not cached) still receives its taps. The store never holds a
  /// control, so this makes no cycle: the action and the store go with the control.
  public func controlAction(sending intent: F.Intent) -> @MainActor () -> Void {
    { self.send(intent) }
  }
}
