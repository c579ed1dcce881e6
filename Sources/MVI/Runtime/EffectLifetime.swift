/// Where an embedded child feature's effects belong: an id their tasks are registered under, and
/// a test of whether the child is still in the state of the store that runs them.
///
/// Made by ``Feature/handle(_:in:at:)-(_,_,KeyPath<Parent,Self.State?>)``; the store checks live lifetimes
/// after each send and cancels the effects of a child that was dismissed or removed.
@usableFromInline
struct EffectLifetime: Sendable {
  /// The id the child's tasks are registered under; it names the child's place in the state.
  let id: EffectID
  /// The test, as a ``LifetimeTest`` of the state type it reads (the effect's type does not
  /// name the state's, so the test is typed again where it is used: by a checked cast).
  private let test: any AnyObject & Sendable

  init<State>(id: EffectID, isAlive: @escaping @MainActor @Sendable (State) -> Bool) {
    self.id = id
    test = LifetimeTest(isAlive)
  }

  /// Whether the child is still in `state`; `nil` when the test reads another type of state (a
  /// lifetime made for a state that is not this store's: it is never ended by this store).
  @MainActor
  func isAlive<State>(in state: State) -> Bool? {
    (test as? LifetimeTest<State>)?.isAlive(state)
  }
}
