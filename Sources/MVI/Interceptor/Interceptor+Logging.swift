extension Interceptor {
  /// An interceptor that prints every intent, action, event and failure, with a readable diff of
  /// what each action changed in the state.
  ///
  /// ```
  /// [Counter] intent: Counter.Intent.increment
  /// [Counter] action: Counter.Intent.increment
  ///   State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  ///
  /// - Parameters:
  ///   - name: The prefix of every line; the feature's type name by default.
  ///   - print: Where the text goes; standard output by default.
  public static func logging(
    name: String = String(describing: F.self),
    print: @escaping @MainActor @Sendable (String) -> Void = { Swift.print($0) }
  ) -> Self {
    Self { activity in
      switch activity {
      case .intent(let intent, _):
        print("[\(name)] intent: \(ValueDump.line(intent))")
      case .action(let action, let before, let after):
        let diff = TextDiff.lines(ValueDump.lines(before), ValueDump.lines(after))
        let change = diff.map { "\n" + $0.joined(separator: "\n") } ?? " (no state change)"
        print("[\(name)] action: \(ValueDump.line(action))\(change)")
      case .event(let event):
        print("[\(name)] event: \(ValueDump.line(event))")
      case .failure(let error):
        print("[\(name)] failure: \(ValueDump.line(error))")
      }
    }
  }
}
