extension StoreBinding where Value: Equatable {
  /// The value a platform's focus must take to show this field's (the view appeared, or the state
  /// changed it): `nil` when the focus shows it already, so nothing is set and nothing is sent.
  ///
  /// With ``focusMoved(to:)``, the logic of MVISwiftUI's `bind(_:to:)`, which keeps a
  /// `@FocusState` and a field of the state in step.
  public func focus(toShow shown: Value) -> Value? {
    let value = wrappedValue
    return value == shown ? nil : value
  }

  /// The user moved the focus to `value`: sends the field's intent, unless the state holds that
  /// value already (the focus only followed the state), so the two never echo each other.
  public func focusMoved(to value: Value) {
    if wrappedValue != value { wrappedValue = value }
  }
}
