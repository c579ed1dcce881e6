extension Effect {
  /// The effect of a child as seen from its parent: ids made distinct per child (under
  /// `prefix`), inner lifetimes re-expressed on the parent's state, and, for a child that can leave
  /// or be replaced, the whole effect given a lifetime that ends when that child is gone.
  ///
  /// - Parameters:
  ///   - prefix: Names the child: its place in the parent's state, with its identity if it has one.
  ///   - alive: Whether this very child is still in a parent's state; `nil` when it cannot leave.
  ///   - child: The child's state in a parent's state, `nil` when absent.
  func embedded<Parent, Child>(
    prefix: EffectID, alive: (@MainActor @Sendable (Parent) -> Bool)?,
    child: @escaping @MainActor @Sendable (Parent) -> Child?
  ) -> Self {
    switch operation {
    case .none, .send, .emit, .fail: return self
    default: break
    }
    // What a run's sender starts later (a parent effect made from a grandchild's event) belongs
    // to this child too.
    let embedStarted: @Sendable (Self) -> Self = { $0.embedded(prefix: prefix, alive: alive, child: child) }
    let lifted = reembedded(prefix: prefix, started: embedStarted) { inner in
      // A grandchild's lifetime, read on the child's state, is read here on the parent's.
      EffectLifetime(id: EffectID(ChildEffectID(child: prefix, id: inner.id))) { (parent: Parent) in
        guard let state = child(parent) else { return false }
        return inner.isAlive(in: state) ?? true
      }
    }
    guard let alive, !lifted.isSynchronous else { return lifted }
    return Self(.lifetime(EffectLifetime(id: prefix, isAlive: alive), lifted))
  }
  /// Rewrites every id under `prefix` and every inner lifetime with `lift`.
  private func reembedded(
    prefix: EffectID, started: @escaping @Sendable (Self) -> Self, lift: (EffectLifetime) -> EffectLifetime
  ) -> Self {
    func id(_ id: EffectID) -> EffectID { EffectID(ChildEffectID(child: prefix, id: id)) }
    func reembedded(_ effect: Self) -> Self {
      effect.reembedded(prefix: prefix, started: started, lift: lift)
    }
    switch operation {
    case .none, .send, .emit, .fail: return self
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
      return Self(.cancellable(id(inner), policy, reembedded(effect)))
    case .throttle(let inner, let sleep, let latest, let effect):
      return Self(.throttle(id(inner), sleep: sleep, latest: latest, reembedded(effect)))
    case .lifetime(let lifetime, let effect):
      return Self(.lifetime(lift(lifetime), reembedded(effect)))
    case .merge(let effects): return Self(.merge(effects.map(reembedded)))
    case .concatenate(let effects): return Self(.concatenate(effects.map(reembedded)))
    }
  }
}
