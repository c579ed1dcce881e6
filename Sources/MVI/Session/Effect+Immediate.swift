extension Effect {
  /// The actions a store applies at once when it starts this effect, before `send` returns, in
  /// order; `nil` when that depends on what is running (a `dropWhileRunning` or `queue`
  /// cancellable, a throttle window) and this effect would apply an action at once if nothing ran.
  var immediateActions: [Action]? {
    var actions: [Action] = []
    return collectImmediate(into: &actions) ? actions : nil
  }

  /// Appends the actions applied at once; `false` when they depend on what is running.
  private func collectImmediate(into actions: inout [Action]) -> Bool {
    switch operation {
    case .none, .emit, .run, .cancel, .fail:
      return true
    case .send(let action):
      actions.append(action)
      return true
    case .merge(let effects):
      return effects.allSatisfy { $0.collectImmediate(into: &actions) }
    case .concatenate(let effects):
      for effect in effects {
        guard effect.isSynchronous else {
          return true  // the rest runs in a task
        }
        guard effect.collectImmediate(into: &actions) else { return false }
      }
      return true
    case .lifetime(_, let effect):
      return effect.collectImmediate(into: &actions)
    case .cancellable(_, let policy, let effect):
      switch policy {
      case .latestWins, .concurrent: return effect.collectImmediate(into: &actions)
      case .dropWhileRunning, .queue: return effect.hasNoImmediateAction
      }
    case .throttle(_, _, _, let effect):
      return effect.hasNoImmediateAction
    }
  }

  /// Whether starting this effect applies no action at once, whatever runs.
  private var hasNoImmediateAction: Bool {
    var actions: [Action] = []
    return collectImmediate(into: &actions) && actions.isEmpty
  }
}
