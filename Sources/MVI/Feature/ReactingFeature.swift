/// A feature with rules that react to changes of parts of its state, whichever action made them:
/// made by ``Feature/onChange(of:_:)``.
///
/// When a rule runs:
/// - after each action whose `reduce` changed the watched value (by `==`), once per such action,
///   before the next action is applied: the rule gets the value before and after that action;
/// - the effect it returns starts at once, like an effect of `handle`: its ``Effect/send(_:)-(Action)``
///   actions are applied before the ``Store/send(_:)-(F.Intent)`` that caused them returns, its async work
///   runs in the store, and the send's ``StoreTask`` waits for it;
/// - the actions that effect applies at once (its `.send`s) run no rules, not even other rules:
///   a rule that sets the value it watches does not run again for it, so rules cannot loop within
///   a send. Actions its async work sends later are actions like any other and run rules when
///   they change a watched value (a rule that answers every change with a change loops, as any
///   effect that answers itself would).
///
/// Rules run in the store that runs this feature. A parent that embeds it as a child calls its
/// `reduce`, which runs no rules: watch a child's state from the parent (`\.detail?.query`).
public struct ReactingFeature<Base: Feature>: Feature, ChangeReacting {
  /// The feature's state.
  public typealias State = Base.State
  /// The feature's intents.
  public typealias Intent = Base.Intent
  /// The feature's actions.
  public typealias Action = Base.Action
  /// The feature's events.
  public typealias Event = Base.Event

  /// The feature the rules watch.
  public let base: Base
  let rules: [ChangeRule<State, Action, Event>]

  init(base: Base, rules: [ChangeRule<State, Action, Event>]) {
    self.base = base
    self.rules = rules
  }

  /// The rules of a base that has rules of its own (a feature given rules through an opaque
  /// type, then more), then these.
  var erasedRules: Any {
    ((base as? any ChangeReacting)?.erasedRules as? [ChangeRule<State, Action, Event>] ?? []) + rules
  }

  /// Applies an action with the base feature's `reduce` (the store runs the rules after it).
  public func reduce(_ state: inout State, _ action: Action) {
    base.reduce(&state, action)
  }

  /// Handles an intent with the base feature's `handle`.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    base.handle(intent, state: state)
  }

  /// Adds a rule; rules run in the order they were added.
  public func onChange<Value: Equatable>(
    of path: KeyPath<State, Value>, _ rule: @escaping (_ old: Value, _ new: Value) -> Effect<Action, Event>
  ) -> Self {
    Self(base: base, rules: rules + [ChangeRule(of: path, rule)])
  }
}
