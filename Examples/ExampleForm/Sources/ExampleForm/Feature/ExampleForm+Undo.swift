import MVI

extension ExampleForm {
  /// The form with undo and redo, as its terminal, browser and SwiftUI views run it.
  ///
  /// - Typing in one field is one step while each keystroke comes within a second of the one
  ///   before (on `clock`); a pause, the other field, or an undo starts a new step.
  /// - History holds the two fields. What else the form shows is left out of it (the save's
  ///   status, the focus, the remembered values): undo restores the fields and keeps the rest as
  ///   it is now, except that a restored field that is filled loses its "cannot be empty"
  ///   message, and "Update Successful" goes when the fields change, as after an edit.
  /// - Undo runs no effect: it never saves. While a save runs, undo and redo are refused, as
  ///   edits are, so "Update Successful" describes the fields shown.
  ///
  /// - Parameters:
  ///   - limit: The most steps kept.
  ///   - clock: The clock the one-second window is measured on; a `TestClock` in tests.
  public func withUndo(limit: Int = 100, clock: any Clock<Duration> = ContinuousClock()) -> Undoable<
    ExampleForm
  > {
    undoable(
      limit: limit, coalescing: Self.typingInOneField, excluding: [Self.everythingButTheFields], clock: clock
    )
    .locked(when: \.isUpdating)
  }

  /// Keystrokes in one field, each within a second of the one before, are one step.
  public static let typingInOneField = UndoCoalescing<Action>.byKey(within: .seconds(1)) { action in
    switch action {
    case .nameUpdated: "name"
    case .exampleNameUpdated: "exampleName"
    default: nil
    }
  }

  /// History keeps the fields only; a restored state takes the rest from the current one.
  public static let everythingButTheFields = HistoryExclusion<State>.custom { restored, current in
    let fieldsChange = restored.name != current.name || restored.exampleName != current.exampleName
    restored.update = fieldsChange && !current.isUpdating ? .idle : current.update
    restored.focusedField = current.focusedField
    restored.saved = current.saved
    restored.persistenceError = current.persistenceError
    restored.errors = current.errors
    if !restored.name.isBlank { restored.errors.name = nil }
    if !restored.exampleName.isBlank { restored.errors.exampleName = nil }
  }
}
