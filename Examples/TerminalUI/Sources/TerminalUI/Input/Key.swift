/// A key the user pressed, decoded from the terminal's bytes by ``KeyDecoder``.
public enum Key: Hashable, Sendable {
  /// A printable character (any script: `a`, `강`, `😀`).
  case character(Character)
  /// Return.
  case enter
  /// Backspace.
  case backspace
  /// Delete (forward).
  case delete
  /// Tab.
  case tab
  /// Escape, pressed alone.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// A control key, by its letter: Ctrl-C is `.control("c")`.
  case control(Character)
  /// A character typed with Alt (Meta): ESC followed by the character, `Alt+x` is `.alt("x")`.
  /// No screen takes it for Escape.
  case alt(Character)
  /// An escape sequence this decoder does not know, dropped by views.
  case unknown

  /// Ctrl-C: the key that quits every app.
  public static let interrupt = Key.control("c")

  /// Ctrl-D: leaves the screen, as Esc or `q` does (and quits at the menu).
  public static let endOfInput = Key.control("d")
}
