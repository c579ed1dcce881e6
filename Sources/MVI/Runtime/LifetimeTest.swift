/// Whether an embedded child is still in a state of type `State`: the typed test an
/// ``EffectLifetime`` carries.
final class LifetimeTest<State>: Sendable {
  let isAlive: @MainActor @Sendable (State) -> Bool

  init(_ isAlive: @escaping @MainActor @Sendable (State) -> Bool) {
    self.isAlive = isAlive
  }
}
