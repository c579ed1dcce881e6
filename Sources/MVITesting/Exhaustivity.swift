/// How much a ``TestStore`` insists on: everything that happens, or only what a test asserts.
public enum Exhaustivity: Sendable, Hashable {
  /// Every state change, received action, event and running effect must be asserted (the default).
  ///
  /// - A `send` or `receive` whose closure does not describe the whole state change fails.
  /// - Sending an intent while received actions or events are still unasserted fails.
  /// - At the end of the test, unasserted actions and events and still-running effects fail.
  case on

  /// Only what the test asserts is checked: for integration tests.
  ///
  /// - A state closure is checked only for what it changes: it is applied to the actual state
  ///   and must leave it as it is (or, for relative changes such as `$0.count += 1`, turn the
  ///   state before the step into the state after it).
  /// - `receive` and `receiveEvent` skip over actions and events that do not match.
  /// - Nothing is checked at the end of the test except unhandled effect errors.
  case off
}
