import MVI

extension TestStore {
  /// Asserts the next event the feature emitted (from `send` or from an effect).
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// await store.receiveEvent(.showToast("Saved"))
  /// ```
  ///
  /// Waits for the event like ``receive(_:assert:fileID:filePath:line:column:)-5opyh`` waits for an
  /// action. In exhaustive mode the next event must be this one; in non-exhaustive mode earlier
  /// events that do not match are skipped.
  public func receiveEvent(
    _ expected: F.Event,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where F.Event: Equatable {
    await receiveEvent(
      ValueDump.line(expected), expected: expected, matching: { $0 == expected },
      at: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next event the feature emitted matches a predicate.
  public func receiveEvent(
    _ isMatching: (F.Event) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveEvent(
      "an event matching the predicate", expected: nil, matching: isMatching,
      at: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveEvent(
    _ description: String, expected: F.Event?, matching isMatching: (F.Event) -> Bool,
    at call: SourceCall
  ) async {
    recording.reportEffectErrors(at: call)
    switch recording.exhaustivity {
    case .on:
      guard await waitUntil({ !recording.events.isEmpty }) else {
        recording.fail(notReceived("Expected the event \(description), but no event was emitted"), at: call)
        return
      }
      let emitted = recording.events.removeFirst()
      let event = emitted.event
      if let earlier = recording.earlierUnasserted(than: emitted.order, ofEvents: false) {
        recording.fail("Received the event \(ValueDump.line(event)) out of order: \(earlier).", at: call)
        return
      }
      guard isMatching(event) else {
        let message =
          if let expected {
            "Received an unexpected event: " + Self.diff(expected: expected, actual: event)
          } else {
            "Received the event \(ValueDump.line(event)), which does not match the predicate."
          }
        recording.fail(message, at: call)
        return
      }
    case .off:
      guard await waitUntil({ recording.events.contains { isMatching($0.event) } }),
        let index = recording.events.firstIndex(where: { isMatching($0.event) })
      else {
        let skipped = recording.events.map { "\n  " + ValueDump.line($0.event) }.joined()
        let message = notReceived(
          "Expected the event \(description), but no matching event was emitted"
            + (skipped.isEmpty ? "" : " (emitted and not matching:\(skipped))"))
        recording.fail(message, at: call)
        return
      }
      recording.events.removeFirst(index + 1)
    }
  }
}
