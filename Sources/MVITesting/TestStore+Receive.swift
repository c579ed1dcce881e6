import MVI

extension TestStore {
  /// Asserts the next action an effect sent, and the state change it made.
  ///
  /// If the action has not arrived yet, this lets the running effects run until none can go on
  /// without the test (never waiting on a real clock): advance the test's `TestClock` first when
  /// the effect waits on it. An effect waiting on something outside the test store fails the
  /// assertion at once, unless ``waitTimeout`` allows a wait.
  ///
  /// ```swift
  /// await clock.advance(by: .milliseconds(300))
  /// await store.receive(.imagesLoaded(items)) { $0.content = .loaded(items) }
  /// ```
  ///
  /// In exhaustive mode the next received action must be this one; in non-exhaustive mode
  /// earlier actions that do not match are skipped.
  ///
  /// - Parameters:
  ///   - expected: The action expected.
  ///   - updateExpected: Mutates a copy of the state before the action into the state expected
  ///     after it. Omit it when the action must not change the state.
  ///   - fileID: The file of the assertion, for failures; leave the default.
  ///   - filePath: The path of that file, for failures; leave the default.
  ///   - line: The line of the assertion, for failures; leave the default.
  ///   - column: The column of the assertion, for failures; leave the default.
  public func receive(
    _ expected: F.Action,
    assert updateExpected: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where F.Action: Equatable {
    await receiveAction(
      ValueDump.line(expected), expected: { _ in expected }, matching: { $0 == expected },
      updateExpected: updateExpected,
      at: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect sent matches a predicate, and the state change it
  /// made; for actions that are not `Equatable` or whose payload does not matter.
  ///
  /// ```swift
  /// await store.receive({ if case .imagesLoaded = $0 { true } else { false } }) {
  ///   $0.content = .loaded(items)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the one expected.
  ///   - updateExpected: Mutates a copy of the state before the action into the state expected
  ///     after it.
  ///   - fileID: The file of the assertion, for failures; leave the default.
  ///   - filePath: The path of that file, for failures; leave the default.
  ///   - line: The line of the assertion, for failures; leave the default.
  ///   - column: The column of the assertion, for failures; leave the default.
  public func receive(
    _ isMatching: (F.Action) -> Bool,
    assert updateExpected: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      "an action matching the predicate", expected: nil, matching: isMatching,
      updateExpected: updateExpected,
      at: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action; `expected` gives the action expected in place of the one
  /// received, for the failure's diff (`nil` for a predicate).
  func receiveAction(
    _ description: String, expected: ((F.Action) -> F.Action)?, matching isMatching: (F.Action) -> Bool,
    updateExpected: ((inout F.State) throws -> Void)?, at call: SourceCall
  ) async {
    recording.reportEffectErrors(at: call)
    switch recording.exhaustivity {
    case .on:
      guard await waitUntil({ !recording.received.isEmpty }) else {
        recording.fail(
          notReceived("Expected to receive \(description), but no action was received"), at: call)
        return
      }
      let step = recording.received.removeFirst()
      if let earlier = recording.earlierUnasserted(than: step.order, ofEvents: true) {
        recording.fail("Received \(ValueDump.line(step.action)) out of order: \(earlier).", at: call)
        return
      }
      guard isMatching(step.action) else {
        let message =
          if let expected {
            "Received an unexpected action: "
              + Self.diff(expected: expected(step.action), actual: step.action)
          } else {
            "Received \(ValueDump.line(step.action)), which does not match the predicate."
          }
        recording.fail(message, at: call)
        return
      }
      assertStateChange(
        "receive(\(ValueDump.line(step.action)))", before: step.before, after: step.after,
        updateExpected: updateExpected, at: call)
    case .off:
      guard await waitUntil({ recording.received.contains { isMatching($0.action) } }),
        let index = recording.received.firstIndex(where: { isMatching($0.action) })
      else {
        let skipped = recording.received.map { "\n  " + ValueDump.line($0.action) }.joined()
        let message = notReceived(
          "Expected to receive \(description), but no matching action was received"
            + (skipped.isEmpty ? "" : " (received and not matching:\(skipped))"))
        recording.fail(message, at: call)
        return
      }
      let step = recording.received[index]
      recording.received.removeFirst(index + 1)
      assertStateChange(
        "receive(\(ValueDump.line(step.action)))", before: step.before, after: step.after,
        updateExpected: updateExpected, at: call)
    }
  }

  /// Completes a "not received" message with why nothing more can be expected.
  func notReceived(_ message: String) -> String {
    let running = store.runningEffectCount
    if running == 0 {
      return message + ", and no effect is running that could send it."
    }
    let effects = running == 1 ? "1 effect is" : "\(running) effects are"
    return message + "; \(effects) still running:\n" + runningEffectsDescription
  }
}
