import MVI

extension TestStore {
  /// Checks the state change of one step against the test's expectation, per ``exhaustivity``.
  ///
  /// - Parameters:
  ///   - name: The step, for messages: `send(Intent.increment)`.
  ///   - before: The actual state before the step.
  ///   - after: The actual state after it.
  ///   - updateExpected: The test's closure, or `nil` when no change is expected.
  func assertStateChange(
    _ name: String, before: F.State, after: F.State,
    updateExpected: ((inout F.State) throws -> Void)?, at call: SourceCall
  ) {
    func expected(from state: F.State) -> F.State? {
      var state = state
      do {
        try updateExpected?(&state)
      } catch {
        recording.fail("The assertion closure of \(name) threw an error: \(ValueDump.line(error))", at: call)
        return nil
      }
      return state
    }
    switch recording.exhaustivity {
    case .on:
      guard let expected = expected(from: before) else { return }
      if expected != after {
        let headline =
          updateExpected == nil
          ? "\(name) changed the state, but no change was asserted"
          : "\(name) changed the state differently than asserted"
        recording.fail(headline + ": " + Self.diff(expected: expected, actual: after), at: call)
      } else if updateExpected != nil, expected == before {
        recording.fail(
          "\(name) did not change the state, and neither did its assertion closure; "
            + "omit the closure when no change is expected.", at: call)
      }
    case .off:
      guard updateExpected != nil, let onActual = expected(from: after), onActual != after else {
        return
      }
      if let fromBefore = expected(from: before), fromBefore == after { return }
      recording.fail(
        "\(name) left the state different from what was asserted (only the asserted part is "
          + "compared in non-exhaustive mode): " + Self.diff(expected: onActual, actual: after),
        at: call)
    }
  }

  /// A readable line diff of two values: `-` lines are expected, `+` lines actual.
  static func diff(expected: Any, actual: Any) -> String {
    let lines =
      TextDiff.lines(ValueDump.lines(expected), ValueDump.lines(actual))
      ?? ["  (the values differ but print the same: " + ValueDump.line(actual) + ")"]
    return "(- expected, + actual)\n" + lines.joined(separator: "\n")
  }
}
