/// One `onChange(of:_:)` rule of a ``ReactingFeature``, with the watched value's type erased.
struct ChangeRule<State, Action: Sendable, Event: Sendable> {
  /// Reads the watched value before an action is applied and returns the check to make after it:
  /// the rule's effect when the value changed (by `==`), else `nil`.
  let watch: (State) -> (State) -> Effect<Action, Event>?

  init<Value: Equatable>(
    of path: KeyPath<State, Value>, _ rule: @escaping (Value, Value) -> Effect<Action, Event>
  ) {
    watch = { before in
      let old = before[keyPath: path]
      return { after in
        let new = after[keyPath: path]
        return old == new ? nil : rule(old, new)
      }
    }
  }
}

/// A feature whose store runs change rules after its actions: the store finds its rules with a
/// cast, once, when it is made.
protocol ChangeReacting {
  /// The rules, as `[ChangeRule<State, Action, Event>]`.
  var erasedRules: Any { get }
}
