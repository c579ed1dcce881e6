#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension View {
    /// Keeps a `@FocusState` and a field of the store's state in step: the field's value is given
    /// to the focus when the view appears and whenever the state changes it, and a focus the user
    /// moves is sent as the field's intent (the logic: ``StoreBinding/focus(toShow:)`` and
    /// ``StoreBinding/focusMoved(to:)``, tested on Linux).
    ///
    /// ```swift
    /// @FocusState var focus: Profile.Field?
    /// Form { … }.bind(store.binding(\.focus, send: { .focusChanged($0) }), to: $focus)
    /// ```
    @MainActor
    public func bind<Value: Hashable>(_ field: StoreBinding<Value>, to focus: FocusState<Value>.Binding)
      -> some View
    {
      onAppear { if let value = field.focus(toShow: focus.wrappedValue) { focus.wrappedValue = value } }
        .onChange(of: field.wrappedValue) { _, _ in
          if let value = field.focus(toShow: focus.wrappedValue) { focus.wrappedValue = value }
        }
        .onChange(of: focus.wrappedValue) { _, value in field.focusMoved(to: value) }
    }
  }
#endif
