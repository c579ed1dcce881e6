/// What a key does in a ``TerminalApp``: send an intent, quit the app, or nothing.
public enum KeyCommand<Intent> {
  /// Sends the intent to the store.
  case send(Intent)
  /// Ends the app (back to the menu).
  case quit
  /// Does nothing.
  case ignore
}

extension KeyCommand: Sendable where Intent: Sendable {}
extension KeyCommand: Equatable where Intent: Equatable {}
