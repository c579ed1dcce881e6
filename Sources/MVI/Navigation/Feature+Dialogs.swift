extension Feature {
  /// Answers an alert or a confirmation dialog that the state presents at `path`: dismisses it
  /// (the action `dismiss` makes, applied first) and handles the chosen button's intent, as seen
  /// with the dialog gone, in the same send.
  ///
  /// ```swift
  /// case .alert(let answer):
  ///   return handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
  /// ```
  ///
  /// An answer to a dialog that is no longer shown (a second tap) changes nothing and is reported
  /// as ``CompositionError/childNotPresent(_:)``: its button's intent is not handled.
  public func handle<Presented>(
    _ answer: DialogAnswer<Intent>, in state: State, dismissing path: WritableKeyPath<State, Presented?>,
    action dismiss: (Dismissal<State>) -> Action
  ) -> Effect<Action, Event> {
    guard state[keyPath: path] != nil else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: Presented.self)) at \(path) answered with \(ValueDump.line(answer))")
      return Effect(.fail(error))
    }
    let dismissal = Effect<Action, Event>.send(dismiss(Dismissal(path)))
    guard let intent = answer.intent else { return dismissal }
    var dismissed = state
    dismissed[keyPath: path] = nil
    return .merge(dismissal, handle(intent, state: dismissed))
  }
}

extension Feature where Action == Intent {
  /// Answers an alert or a confirmation dialog at `path` in a feature whose intents are its
  /// actions: sets it to `nil`, then applies the chosen button's intent.
  ///
  /// ```swift
  /// case .alert(let answer): reduce(&state, answer, dismissing: \.alert)
  /// ```
  ///
  /// An answer to a dialog that is no longer shown changes nothing.
  public func reduce<Presented>(
    _ state: inout State, _ answer: DialogAnswer<Intent>, dismissing path: WritableKeyPath<State, Presented?>
  ) {
    guard state[keyPath: path] != nil else { return }
    state[keyPath: path] = nil
    if let intent = answer.intent { reduce(&state, intent) }
  }
}
