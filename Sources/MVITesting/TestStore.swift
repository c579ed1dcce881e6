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
/// - ``send(_:assert:fileID:filePath:line:column:)-(F.Intent,_,_,_,_,_)`` asserts exactly the state change the
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

  /// How long, on the real clock, `receive`, `receiveEvent` and `finish` may wait for effects that
  /// wait on something outside the test store (a local server, real I/O, a task an effect started
  /// itself); zero by default.
  ///
  /// Effects that depend only on each other and on a ``TestClock`` need none of it: a test store
  /// runs their work on the main thread, in order, counts every step of it, and decides once none
  /// is left. With the default, an assertion whose effect waits on anything else fails at once
  /// and names the send that started it. Set it for a test that talks to a real server: the wait
  /// then ends as soon as an effect moves, and fails only after this long with no effect moving.
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
    let origin = MainQueueExecutor.Origin(
      owner: ObjectIdentifier(self), call: "\(name) at \(call.fileID):\(call.line)")
    let task = MainQueueExecutor.shared.starting(from: origin) { store.send(intent) }
    recording.isSending = false
    // A mistake reported while the send ran (an intent for a child that is gone) is this send's.
    recording.reportEffectErrors(at: call)
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
      runningEffects: store.runningEffectCount, prefix: "At the end of the test, ",
      details: runningEffectsDescription, at: call)
  }

  /// Forgets the received actions not asserted yet, so that exhaustive assertions go on.
  public func skipReceivedActions() {
    recording.received.removeAll()
  }

  /// Forgets the events not asserted yet, so that exhaustive assertions go on.
  public func skipEvents() {
    recording.events.removeAll()
  }

  /// Lets running effects run until `condition` holds or none of them can run without the test;
  /// effects that still run then wait on a test clock or on something outside the test store.
  /// Those outside are waited for while they keep moving, until ``waitTimeout`` passes with none
  /// moving. Returns whether `condition` holds.
  func waitUntil(_ condition: () -> Bool) async -> Bool {
    if condition() { return true }
    let executor = MainQueueExecutor.shared
    await executor.settle()
    if condition() { return true }
    guard recording.waitTimeout > .zero else { return false }
    while runningTasks.contains(where: { $0.wait == .outside }) {
      let progress = executor.progress
      guard await executor.waitForProgress(since: progress, timeout: recording.waitTimeout) else {
        break
      }
      await executor.settle()
      if condition() { return true }
    }
    return condition()
  }

  /// The effect tasks this test store's sends started that are still running, with what each
  /// waits on.
  var runningTasks: [(call: String, wait: MainQueueExecutor.Wait)] {
    MainQueueExecutor.shared.runningTasks(of: ObjectIdentifier(self))
  }

  /// Says what the running effects wait on, for a failure: which send started each, and what
  /// would let it go on.
  var runningEffectsDescription: String {
    let tasks = runningTasks
    var lines: [String] = []
    for task in tasks {
      switch task.wait {
      case .testClock:
        lines.append("  \(task.call): sleeps on a test clock; advance the clock.")
      case .storeTasks:
        continue
      case .outside:
        lines.append(
          "  \(task.call): waits on something outside the test store (a continuation, real I/O, "
            + "a task it started itself), not on a test clock; if that is real I/O, set waitTimeout.")
      }
    }
    let unknown = store.runningEffectCount - tasks.count
    if unknown > 0 {
      lines.append("  \(unknown) started by sends made on the store itself, not through the test store.")
    }
    return lines.joined(separator: "\n")
  }
}
