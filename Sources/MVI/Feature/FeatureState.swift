/// A feature's state that names its feature, so that scoping a store to it needs no type written.
///
/// One line in the child feature's state:
///
/// ```swift
/// struct Counter: Feature {
///   struct State: FeatureState {
///     typealias Feature = Counter
///     var count = 0
///   }
///   …
/// }
/// ```
///
/// and a parent's view scopes to it with nothing to annotate:
///
/// ```swift
/// let counter = store.scope(state: \.counter, intent: { .counter($0) })  // Store<Counter>
/// ForEach(store.scope(each: \.rows, intent: { .row($0, $1) })) { RowView(store: $0.store) }
/// ```
///
/// A state that does not adopt it (a state shared by two features, a type that is not yours)
/// scopes as before, with the child's store type written: `let c: Store<Counter> = …`.
public protocol FeatureState {
  /// The feature whose state this is.
  associatedtype Feature: MVI.Feature where Feature.State == Self
}
