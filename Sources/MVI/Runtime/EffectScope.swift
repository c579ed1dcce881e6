/// Where an embedded child feature's effects belong: an id their tasks are registered under, and
/// a test of whether the child is still in the state of the store that runs them.
///
/// Made by ``Feature/handle(_:in:at:)-(_,_,KeyPath<Parent,Self.State?>)``; the store checks live scopes
/// after each send and cancels the effects of a child that was dismissed or removed.
@usableFromInline
struct EffectScope: Sendable {
  /// The id the child's tasks are registered under; it names the child's place in the state.
  let id: EffectID
  /// The state type `isAlive` reads.
  let stateType: ObjectIdentifier
  /// Whether the child is still present in the state the pointer points at (of `stateType`).
  let isAlive: @MainActor @Sendable (UnsafeRawPointer) -> Bool
}
