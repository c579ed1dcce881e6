extension Feature {
  /// This feature with a rule that runs when a part of its state changes, whichever action
  /// changed it: the rule gets the value before and after, and returns an effect.
  ///
  /// ```swift
  /// Store(Search(client: client).onChange(of: \.query) { _, query in
  ///   .send(.resultsCleared)
  /// }, initialState: .init())
  /// ```
  ///
  /// It runs after `reduce` of each action that changed the value, once per action; the actions
  /// its effect applies at once run no rules, so it does not loop (see ``ReactingFeature``).
  public func onChange<Value: Equatable>(
    of path: KeyPath<State, Value>, _ rule: @escaping (_ old: Value, _ new: Value) -> Effect<Action, Event>
  ) -> ReactingFeature<Self> {
    ReactingFeature(base: self, rules: [ChangeRule(of: path, rule)])
  }
}
