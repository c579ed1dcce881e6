extension Undoable: ChangeReacting {
  /// The wrapped feature's change rules (``Feature/onChange(of:_:)``), run by the store of the
  /// wrapper: each watches the wrapped state (``State/current``), whichever action changed it (an
  /// undo and a redo too), and its effect's actions are the wrapped feature's, stamped with the
  /// clock's time when applied, as the ones of `handle` are. Without them the store found no rules on the
  /// wrapper, and wrapping a reacting feature dropped what its rules did.
  var erasedRules: Any {
    let rules =
      (base as? any ChangeReacting)?.erasedRules as? [ChangeRule<Base.State, Base.Action, Base.Event>] ?? []
    let stamp = Stamp(now: now)
    return rules.map { rule in
      ChangeRule<State, Action, Event>(lifting: rule) { effect in stamp.effect(effect) }
    }
  }
}

extension ChangeRule {
  /// A rule of a wrapped feature, as a rule of a wrapper whose state holds the wrapped one at
  /// `\.current`: it watches the wrapped state, and `lift` turns its effect into the wrapper's.
  init<Base: Feature, WrappedAction: Sendable>(
    lifting rule: ChangeRule<Base.State, WrappedAction, Event>,
    _ lift: @escaping (Effect<WrappedAction, Event>) -> Effect<Action, Event>
  ) where State == Undoable<Base>.State {
    watch = { before in
      let check = rule.watch(before.current)
      return { after in check(after.current).map(lift) }
    }
  }
}
