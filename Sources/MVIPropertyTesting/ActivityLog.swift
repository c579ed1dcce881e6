#if PropertyTesting
  import MVI

  /// What a session's store did during the current step: its actions and unhandled effect errors.
  @MainActor
  final class ActivityLog<F: Feature> {
    var actions: [F.Action] = []
    var failures: [String] = []
    /// How many activities the store has had: a change means the store is not quiet yet.
    var count = 0
    /// What to call, with the state after it, when running effects have applied `remaining` more
    /// actions: where a ``GeneratedStep/sendBetween(_:afterEffectActions:)`` lands.
    var trigger: (remaining: Int, fire: @MainActor (F.State) -> Void)?
    /// Checked after every action; the first broken, with the action that broke it.
    var transitionRules: [TransitionRule<F>] = []
    var brokenTransition: String?
    /// Whether to keep ``effectStates`` (an exploration's runs do).
    var keepsEffectStates = false
    /// The state after each action effects applied during the current step.
    var effectStates: [F.State] = []

    /// The interceptor that feeds this log.
    var interceptor: Interceptor<F> {
      Interceptor { [weak self] activity, source in
        guard let self else { return }
        count += 1
        switch activity {
        case .action(let action, let before, let after):
          actions.append(action)
          if brokenTransition == nil,
            let rule = transitionRules.first(where: { !$0.holds(before, action, after) })
          {
            brokenTransition = "\(rule.name) (broken by \(ValueDump.line(action)))"
          }
          if source == .effect {
            if keepsEffectStates { effectStates.append(after) }
            countEffectAction(after: after)
          }
        case .failure(let error): failures.append(ValueDump.line(error))
        case .intent, .event: break
        }
      }
    }

    private func countEffectAction(after state: F.State) {
      guard var trigger else { return }
      trigger.remaining -= 1
      self.trigger = trigger.remaining > 0 ? trigger : nil
      if trigger.remaining == 0 { trigger.fire(state) }
    }

    /// Forgets the previous step's actions.
    func beginStep() {
      actions.removeAll()
      effectStates.removeAll()
    }
  }
#endif
