import MVI

/// A store for tests that asserts, step by step, everything a feature does.
///
/// Build it with the feature under test, holding test services, and drive it with intents:
///
/// ```swift
/// @Test @MainActor func search() async {
///   let clock = TestClock()
///   let store = TestStore(Search(client: .mock, clock: clock), initialState: .init())
///
///   await store.send(.queryChanged("dog")) { $0.query = "dog" }
///   await clock.advance(by: .milliseconds(300))
///   await store.receive(.imagesLoaded(.mock)) { $0.content = .loaded(.mock) }
///   await store.finish()
/// }
/// ```
///
/// It is exhaustive by default (``Exhaustivity/on``):
/// - ``send(_:assert:fileID:filePath:line:column:)`` asserts exactly the state change the
///   intent's synchronous actions made: the closure mutates a copy of the state before the send,
///   and the result must equal the state after it;
/// - every action an effect sends must be asserted, in order, with
///   ``receive(_:assert:fileID:filePath:line:column:)-5opyh`` (which waits for it), and every event with
///   ``receiveEvent(_:fileID:filePath:line:column:)-30yab``;
/// - ``finish(fileID:filePath:line:column:)`` at the end fails for every action or event not
///   asserted and every effect still running; a test store released without `finish()` makes the
///   same checks and reports them at the line that created it;
/// - an error an effect throws with no `catch` handler is a failure.
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` to assert only what a test cares about.
///
/// Failures name the file and line of the failing call and show a diff of expected (`-`)
/// against actual (`+`). They go to the ``IssueReporter`` given to the initialiser: Swift Testing
/// or XCTest, whichever runs the test, by default.
@MainActor
public final class TestStore<F: Feature> where F.State: Equatable {
  /// The store that runs the feature; sends made on it directly show up as received actions.
  public let store: Store<F>

  let recording: Recording<F>

  /// Creates a test store.
  ///
  /// Dependencies are part of the feature: build the feature with test services
  /// (`Search(client: .mock, clock: clock)`) and pass it here.
  ///
  /// - Parameters:
  ///   - feature: The feature under test, holding its test services.
  ///   - initialState: The state to start from.
  ///   - exhaustivity: Whether every change must be asserted; ``Exhaustivity/on`` by default.
  ///   - interceptors: More interceptors for the underlying store, e.g. `.logging()` to debug.
  ///   - reporter: Where failures go; Swift Testing or XCTest, whichever runs, by default.
  ///   - fileID: The file that creates the store: a store released without ``finish(fileID:filePath:line:column:)`` reports
  ///     its leftovers there; leave the default.
  ///   - filePath: The path of that file; leave the default.
  ///   - line: The line that creates the store; leave the default.
  ///   - column: The column that creates the store; leave the default.
  public init(
    _ feature: F,
    initialState: F.State,
    exhaustivity: Exhaustivity = .on,
    interceptors: [Interceptor<F>] = [],
    reporter: IssueReporter = .automatic,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let recording = Recording<F>(
      exhaustivity: exhaustivity, reporter: reporter,
      origin: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
    self.recording = recording
    self.feature = feature
    store = MainQueueExecutor.shared.store(
      feature, initialState: initialState, interceptors: [recording.interceptor] + interceptors)
  }

  deinit {
    // Not an `isolated deinit`: that would run without the test's task-local values, and Swift
    // Testing could not tell which test a failure found here belongs to.
    let recording = recording
    let store = store
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        recording.checkReleased(runningEffects: store.runningEffectCount)
      }
    } else {
      Task { @MainActor in recording.checkReleased(runningEffects: store.runningEffectCount) }
    }
  }

  /// The feature under test.
  public let feature: F

  /// The current state.
  public var state: F.State { store.state }

  /// Whether every change must be asserted; can be changed in the middle of a test.
  public var exhaustivity: Exhaustivity {
    get { recording.exhaustivity }
    set { recording.exhaustivity = newValue }
  }

  /// How long, on the real clock, `receive`, `receiveEvent` and `finish` wait for effects that
  /// wait on something outside the test (a local server, real I/O); one second by default.
  ///
  /// Effects that depend only on each other and on a ``TestClock`` need none of it: a test store
  /// runs their work on the main thread, in order, and lets all of it run before it decides. A
  /// passing test never spends this time; an effect waiting on a clock that nobody advances
  /// fails the test once it is used up.
  public var waitTimeout: Duration {
    get { recording.waitTimeout }
    set { recording.waitTimeout = newValue }
  }

  /// Whether actions and events must be asserted in the order they happened, `false` by
  /// default: then `receive` takes the next action and `receiveEvent` the next event, each in
  /// its own order. With `true`, receiving an action while an event that came before it is
  /// unasserted (or the other way round) fails the test. Exhaustive mode only.
  public var strictOrder: Bool {
    get { recording.strictOrder }
    set { recording.strictOrder = newValue }
  }

  /// The number of effects still running.
  public var runningEffectCount: Int { store.runningEffectCount }

  /// Whether an effect with the id is running (or its throttle window is open): one of the
  /// feature's, or of a child embedded below it with that id, as `.cancel(id:)` reaches.
  public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
    store.isEffectRunning(id: id)
  }

  /// Sends an intent and asserts the state change its synchronous actions made.
  ///
  /// First, the effects of earlier sends run as far as they can without the test (to a clock's
  /// sleep, say), as they would between two taps in an app; the effects this send starts run at
  /// the test's next `send`, `receive`, `advance` or `finish`.
  ///
  /// ```swift
  /// await store.send(.viewAppeared) { $0.content = .loading }
  /// ```
  ///
  /// - Parameters:
  ///   - intent: The intent.
  ///   - updateExpected: Mutates a copy of the state before the send into the state expected
  ///     after it. Omit it when the send must not change the state.
  ///   - fileID: The file of the assertion, for failures; leave the default.
  ///   - filePath: The path of that file, for failures; leave the default.
  ///   - line: The line of the assertion, for failures; leave the default.
  ///   - column: The column of the assertion, for failures; leave the default.
  /// - Returns: The store's handle to the effects this send started; `await` its `finish()` to
  ///   wait for them.
  @discardableResult
  public func send(
    _ intent: F.Intent,
    assert updateExpected: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    let call = SourceCall(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = "send(\(ValueDump.line(intent)))"
    await MainQueueExecutor.shared.settle()
    recording.reportEffectErrors(at: call)
    recording.isFinished = false
    if recording.exhaustivity == .on {
      if !recording.received.isEmpty {
        recording.fail(
          "Must assert every received action before \(name); "
            + Recording<F>.unreceivedMessage(recording.received), at: call)
        recording.received.removeAll()
      }
      if !recording.events.isEmpty {
        recording.fail(
          "Must assert every event before \(name); "
            + Recording<F>.unassertedEventsMessage(recording.events.map(\.event)), at: call)
        recording.events.removeAll()
      }
    }
    let before = store.state
    recording.isSending = true
    let task = store.send(intent)
    recording.isSending = false
    assertStateChange(
      name, before: before, after: store.state, updateExpected: updateExpected, at: call)
    return task
  }

  /// Asserts that everything the test store saw was asserted and that no effect is still running.
  ///
  /// Call it at the end of an exhaustive test. It lets running effects finish (waiting at most
  /// ``waitTimeout`` for those that wait on something outside the test), then fails for every action
  /// received and not asserted, every event not asserted, and every effect still running. In
  /// non-exhaustive mode it only reports unhandled effect errors.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let call = SourceCall(fileID: fileID, filePath: filePath, line: line, column: column)
    if recording.exhaustivity == .on {
      _ = await waitUntil { false }
    }
    recording.isFinished = true
    recording.reportLeftovers(
      runningEffects: store.runningEffectCount, prefix: "At the end of the test, ", at: call)
  }

  /// Forgets the received actions not asserted yet, so that exhaustive assertions go on.
  public func skipReceivedActions() {
    recording.received.removeAll()
  }

  /// Forgets the events not asserted yet, so that exhaustive assertions go on.
  public func skipEvents() {
    recording.events.removeAll()
  }

  /// Lets running effects run until `condition` holds or no effect is running; effects that still
  /// run then wait on something outside the test, for which it waits up to the wait timeout.
  /// Returns whether `condition` holds.
  func waitUntil(_ condition: () -> Bool) async -> Bool {
    if condition() { return true }
    await MainQueueExecutor.shared.settle()
    if condition() { return true }
    var budget = WaitBudget(timeout: recording.waitTimeout)
    while store.runningEffectCount > 0 {
      if budget.isUsedUp { break }
      await budget.pause()
      if condition() { return true }
    }
    return condition()
  }
}
