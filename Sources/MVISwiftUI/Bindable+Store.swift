#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension Bindable {
    /// A field of the state of a `@Bindable` store, on its way to a binding that sends an intent:
    ///
    /// ```swift
    /// @Bindable var store: Store<Profile>
    /// TextField("Name", text: $store.name.sending { .nameChanged($0) })
    /// ```
    @MainActor
    public subscript<F: Feature, Member>(dynamicMember path: KeyPath<F.State, Member>) -> StoreField<
      F, Member
    >
    where Value == Store<F> {
      StoreField(store: wrappedValue, path: path)
    }
  }

  /// A field of a store's state (`$store.name`), which ``sending(_:)`` makes a SwiftUI binding of.
  @MainActor
  public struct StoreField<F: Feature, Value> {
    let store: Store<F>
    let path: KeyPath<F.State, Value>

    /// A binding that reads the field (observed, as `store.name` is) and sends the intent `intent`
    /// makes from each value set (``Store/binding(_:send:)``).
    public func sending(_ intent: @escaping (Value) -> F.Intent) -> Binding<Value> {
      Binding(store.binding(path, send: intent))
    }

    /// The same for an equatable field: a view reading it is invalidated only when it changes.
    public func sending(_ intent: @escaping (Value) -> F.Intent) -> Binding<Value> where Value: Equatable {
      Binding(store.binding(path, send: intent))
    }
  }
#endif
