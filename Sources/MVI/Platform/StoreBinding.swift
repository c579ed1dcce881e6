/// A value read from a store's state and changed by sending an intent: the two halves of a
/// two-way control (a text field, a toggle, a sheet's presentation) in a one-way store.
///
/// Make one with `store.binding(_:send:)` or ``Store/binding(isPresented:dismiss:)``. In SwiftUI,
/// `Binding(storeBinding)` wraps it; reading ``wrappedValue`` in a view's `body` observes that one
/// field, as `store.field` does, and setting it never writes the state: it sends an intent, and
/// the feature decides.
///
/// ```swift
/// let query = store.binding(\.query, send: { .queryChanged($0) })
/// query.wrappedValue = "cat"  // store.send(.queryChanged("cat"))
/// ```
@MainActor
public struct StoreBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// A binding that reads with `get` and sends with `set`; the store's `binding` methods make
  /// these, so a view rarely needs this.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    read = get
    write = set
  }

  /// The value in the store's state now; setting it sends the binding's intent.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
}
