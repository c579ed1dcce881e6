/// What the user did with an alert or a confirmation dialog: chose a button that carries an
/// intent, or closed it without one (a Cancel or OK button, the Escape key, a tap outside).
///
/// The view sends it wrapped in one of the feature's intents (`.alert(button.answer)`); the
/// feature answers it with ``Feature/handle(_:in:dismissing:action:)``, which dismisses the
/// dialog and handles the button's intent in one send.
public enum DialogAnswer<Intent> {
  /// A button with this intent was chosen. (Boxed, so that an `Intent` enum can hold its own
  /// answers without being marked `indirect`.)
  indirect case button(Intent)
  /// The dialog was closed without an intent.
  case dismissed

  /// The chosen button's intent; `nil` when the dialog was only closed.
  public var intent: Intent? {
    switch self {
    case .button(let intent): intent
    case .dismissed: nil
    }
  }
}

extension DialogAnswer: Equatable where Intent: Equatable {}
extension DialogAnswer: Hashable where Intent: Hashable {}
extension DialogAnswer: Sendable where Intent: Sendable {}
