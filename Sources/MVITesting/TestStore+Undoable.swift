import MVI

extension TestStore {
  /// Sends an intent of the wrapped feature to an undoable feature's test store, as
  /// `.base(intent)`, and asserts the state change (see ``send(_:assert:fileID:filePath:line:column:)-(F.Intent,_,_,_,_,_)``).
  ///
  /// ```swift
  /// await store.send(.titleChanged("G")) {
  ///   $0.title = "G"
  ///   $0.past = [Todo.State()]
  ///   $0.recordedSteps = 1
  /// }
  /// ```
  @discardableResult
  public func send<Base>(
    _ intent: Base.Intent,
    assert updateExpected: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask where F == Undoable<Base> {
    await send(
      .base(intent), assert: updateExpected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts the next action an effect sent, an action of the wrapped feature, whenever the
  /// undoable store applied it (its time is the clock's: it is not asserted), and the state
  /// change it made (see ``receive(_:assert:fileID:filePath:line:column:)-(F.Action,_,_,_,_,_)``).
  ///
  /// ```swift
  /// await clock.advance(by: .milliseconds(500))
  /// await store.receive(.titleCommitted) { $0.savedTitle = "Groceries" }
  /// ```
  public func receive<Base>(
    _ expected: Base.Action,
    assert updateExpected: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where F == Undoable<Base>, Base.Action: Equatable {
    await receiveAction(
      ValueDump.line(expected),
      expected: { received in
        // The received action's time: the diff shows only what differs in the wrapped action.
        guard case .base(_, let time) = received else { return .base(expected, at: .zero) }
        return .base(expected, at: time)
      },
      matching: { action in
        guard case .base(let received, _) = action else { return false }
        return received == expected
      },
      updateExpected: updateExpected,
      at: SourceCall(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
