extension Effect {
  /// The effect of a child as seen from its parent: ids made distinct per child (under
  /// `prefix`), inner scopes re-expressed on the parent's state, and, for a child that can leave
  /// or be replaced, the whole effect scoped so that it is cancelled when that child is gone.
  ///
  /// - Parameters:
  ///   - prefix: Names the child: its place in the parent's state, with its identity if it has one.
  ///   - alive: Whether this very child is still in a parent's state; `nil` when it cannot leave.
  ///   - child: The child's state in a parent's state, `nil` when absent.
  @usableFromInline
  func embedded<Parent, Child>(
    prefix: EffectID, alive: (@MainActor @Sendable (Parent) -> Bool)?,
    child: @escaping @MainActor @Sendable (Parent) -> Child?
  ) -> Self {
    switch operation {
    case .none, .send, .emit: return self
    default: break
    }
    // What a run's sender starts later (a parent effect made from a grandchild's event) belongs
    // to this child too.
    let embedStarted: @Sendable (Self) -> Self = { $0.embedded(prefix: prefix, alive: alive, child: child) }
    let lifted = rescoped(prefix: prefix, started: embedStarted) { inner in
      // A grandchild's scope, read on the child's state, is read here on the parent's.
      EffectScope(id: EffectID(ScopedEffectID(scope: prefix, id: inner.id))) { (parent: Parent) in
        guard let state = child(parent) else { return false }
        return inner.isAlive(in: state) ?? true
      }
    }
    guard let alive, !lifted.isSynchronous else { return lifted }
    let scope = EffectScope(id: prefix, isAlive: alive)
    return Self(.scoped(scope, lifted))
  }
  /// Rewrites every id under `prefix` and every inner scope with `lift`.
  private func rescoped(
    prefix: EffectID, started: @escaping @Sendable (Self) -> Self, lift: (EffectScope) -> EffectScope
  ) -> Self {
    func id(_ id: EffectID) -> EffectID { EffectID(ScopedEffectID(scope: prefix, id: id)) }
    func rescoped(_ effect: Self) -> Self { effect.rescoped(prefix: prefix, started: started, lift: lift) }
    switch operation {
    case .none, .send, .emit: return self
    case .run(let run):
      let handler = run.handler.map { handler in
        { @Sendable (error: any Error, send: Send<Action, Event>) in
          await handler(error, send.transformingStarted(started))
        }
      }
      return Self(
        .run(
          Run(
            priority: run.priority, operation: { try await run.operation($0.transformingStarted(started)) },
            handler: handler)))
    case .cancel(let inner): return Self(.cancel(id(inner)))
    case .cancellable(let inner, let policy, let effect):
      return Self(.cancellable(id(inner), policy, rescoped(effect)))
    case .throttle(let inner, let throttle, let effect):
      return Self(.throttle(id(inner), throttle, rescoped(effect)))
    case .scoped(let scope, let effect):
      return Self(.scoped(lift(scope), rescoped(effect)))
    case .merge(let effects): return Self(.merge(effects.map(rescoped)))
    case .concatenate(let effects): return Self(.concatenate(effects.map(rescoped)))
    }
  }
}
