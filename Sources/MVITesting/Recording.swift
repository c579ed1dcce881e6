import MVI

/// Everything a ``TestStore`` has seen its store do and not yet matched against an assertion.
///
/// Its interceptor records every action with the state before and after it, every event and
/// every unhandled effect error. Actions applied while ``isSending`` is set belong to that send;
/// the others were sent by effects and wait in ``received`` for `receive`.
@MainActor
final class Recording<F: Feature> {
  /// One action applied by the store.
  struct Step {
    var action: F.Action
    var before: F.State
    var after: F.State
    /// When it happened, among the received actions and the emitted events.
    var order = 0
  }

  /// One event the feature emitted.
  struct Emitted {
    var event: F.Event
    /// When it happened, among the received actions and the emitted events.
    var order: Int
  }

  var exhaustivity: Exhaustivity
  var waitTimeout = Duration.seconds(1)
  let reporter: IssueReporter
  /// Where the test store was created; failures found when it is released are reported there.
  let origin: SourceCall

  var isSending = false
  var isFinished = false
  var received: [Step] = []
  var events: [Emitted] = []
  /// Whether `receive` and `receiveEvent` must come in the order the actions and events happened.
  var strictOrder = false
  private var nextOrder = 0
  /// The messages of the errors reported to the store (thrown by effects that no `catch` took, or
  /// routing mistakes), not yet reported to the test.
  var failures: [String] = []

  init(exhaustivity: Exhaustivity, reporter: IssueReporter, origin: SourceCall) {
    self.exhaustivity = exhaustivity
    self.reporter = reporter
    self.origin = origin
  }

  /// The interceptor that feeds this recording.
  var interceptor: Interceptor<F> {
    Interceptor { [weak self] activity in self?.record(activity) }
  }

  private func record(_ activity: Interceptor<F>.Activity) {
    switch activity {
    case .intent:
      break
    case .action(let action, let before, let after):
      guard !isSending else { return }
      received.append(Step(action: action, before: before, after: after, order: nextOrder))
      nextOrder += 1
    case .event(let event):
      events.append(Emitted(event: event, order: nextOrder))
      nextOrder += 1
    case .failure(let error):
      failures.append(Self.failureMessage(error))
    }
  }

  /// With ``strictOrder``, a failure message when an event emitted before `order` is still
  /// unasserted (`ofEvents`), or an action received before it (`!ofEvents`); else `nil`.
  func earlierUnasserted(than order: Int, ofEvents: Bool) -> String? {
    guard strictOrder else { return nil }
    if ofEvents, let first = events.first, first.order < order {
      return "the event \(ValueDump.line(first.event)) happened before it; assert it first with receiveEvent"
    }
    if !ofEvents, let first = received.first, first.order < order {
      return "the action \(ValueDump.line(first.action)) was received before it; assert it first with receive"
    }
    return nil
  }

  /// Reports a failure at a call site.
  func fail(_ message: String, at call: SourceCall) {
    reporter(
      TestStoreFailure(
        message: message, fileID: call.fileID, filePath: call.filePath, line: call.line,
        column: call.column))
  }

  /// Reports the errors reported to the store since the last call.
  func reportEffectErrors(at call: SourceCall) {
    guard !failures.isEmpty else { return }
    let messages = failures
    failures.removeAll()
    for message in messages { fail(message, at: call) }
  }

  /// What the test says of an error reported to the store: a routing mistake as such, any other
  /// error as one an effect threw with no `catch` to take it.
  static func failureMessage(_ error: any Error) -> String {
    switch error as? CompositionError {
    case .childNotPresent(let child)?:
      return "An intent was sent to a child that is not present (\(child)); it changed nothing.\n"
        + "The child had left the state before its intent arrived: a dialog answered a second time, "
        + "a row's tap after the row was removed, a screen's intent after it was dismissed. "
        + "If the test sends it on purpose, wrap the send in withKnownIssue."
    case .eventsOfScopedStore?:
      return String(describing: error)
    case nil:
      return "An effect threw an error that no catch handler took: \(ValueDump.line(error))\n"
        + "Give the effect's run a catch handler that turns the error into an action."
    }
  }

  /// Reports what is left unasserted: received actions, events, and running effects.
  ///
  /// - Parameters:
  ///   - runningEffects: How many effects are still running.
  ///   - prefix: Put before every message (why the check happens).
  func reportLeftovers(
    runningEffects: Int, prefix: String, details: String = "", at call: SourceCall
  ) {
    reportEffectErrors(at: call)
    guard exhaustivity == .on else { return }
    if !received.isEmpty {
      fail(prefix + Self.unreceivedMessage(received), at: call)
      received.removeAll()
    }
    if !events.isEmpty {
      fail(prefix + Self.unassertedEventsMessage(events.map(\.event)), at: call)
      events.removeAll()
    }
    if runningEffects > 0 {
      let effects = runningEffects == 1 ? "1 effect is" : "\(runningEffects) effects are"
      fail(
        prefix + "\(effects) still running.\n" + (details.isEmpty ? "" : details + "\n")
          + "Advance the test clock until they finish, cancel them (for example by sending the "
          + "intent that cancels them), or let them finish before the test ends.",
        at: call)
    }
  }

  static func unreceivedMessage(_ steps: [Step]) -> String {
    let count = steps.count == 1 ? "1 received action was" : "\(steps.count) received actions were"
    return "\(count) not asserted:\n"
      + steps.map { "  " + ValueDump.line($0.action) }.joined(separator: "\n")
      + "\nAssert each with `await store.receive(...)`."
  }

  static func unassertedEventsMessage(_ events: [F.Event]) -> String {
    let count = events.count == 1 ? "1 event was" : "\(events.count) events were"
    return "\(count) not asserted:\n"
      + events.map { "  " + ValueDump.line($0) }.joined(separator: "\n")
      + "\nAssert each with `await store.receiveEvent(...)`."
  }

  /// Called when the test store is released: what `finish()` would have reported, at the place
  /// the test store was created.
  func checkReleased(runningEffects: Int) {
    guard !isFinished else { return }
    isFinished = true
    reportLeftovers(
      runningEffects: runningEffects,
      prefix: "The test store was released without `await store.finish()`, and ", at: origin)
  }
}

/// The source location of a call into a ``TestStore``.
struct SourceCall: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}
