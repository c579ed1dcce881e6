/// Whether an embedded child is still in a state of type `State`: the typed test an
/// ``EffectScope`` carries.
final class ScopeLiveness<State>: Sendable {
  let isAlive: @MainActor @Sendable (State) -> Bool

  init(_ isAlive: @escaping @MainActor @Sendable (State) -> Bool) {
    self.isAlive = isAlive
  }
}
