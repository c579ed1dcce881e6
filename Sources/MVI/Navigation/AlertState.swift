/// An alert as state: a title, a message and buttons that send intents when chosen. Its texts are
/// ``DialogText``: a literal is a key looked up in the app's localized strings.
///
/// ```swift
/// state.alert = AlertState(
///   title: "Delete post?",
///   buttons: [.init("Delete", role: .destructive, intent: .deleteConfirmed), .init("Cancel", role: .cancel)])
/// ```
///
/// The view shows it while it is not `nil` and, when a button is chosen, sends its ``Button/answer``
/// wrapped in one of the feature's intents (`.alert(button.answer)`). The feature answers with
/// ``Feature/handle(_:in:dismissing:action:)``: one send dismisses the alert and handles the
/// button's intent, with no code in the feature that sets the alert to `nil`.
public struct AlertState<Intent> {
  /// A button of an alert.
  public struct Button {
    /// What a button does, for its look and placement.
    public enum Role: Hashable, Sendable {
      /// Closes the alert without doing anything else.
      case cancel
      /// Destroys something; shown as dangerous.
      case destructive
    }

    /// The label.
    public var label: DialogText
    /// The role, if any.
    public var role: Role?
    /// The intent sent when the button is chosen; `nil` only dismisses.
    public var intent: Intent?

    /// A button.
    public init(_ label: DialogText, role: Role? = nil, intent: Intent? = nil) {
      self.label = label
      self.role = role
      self.intent = intent
    }

    /// What choosing the button answers: its intent, or ``DialogAnswer/dismissed`` when it has none.
    public var answer: DialogAnswer<Intent> {
      intent.map(DialogAnswer.button) ?? .dismissed
    }
  }

  /// The title.
  public var title: DialogText
  /// The message under the title.
  public var message: DialogText?
  /// The buttons, in order; an alert with none gets a single "OK" that only dismisses.
  public var buttons: [Button]

  /// An alert.
  public init(title: DialogText, message: DialogText? = nil, buttons: [Button] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [Button("OK", role: .cancel)] : buttons
  }

  /// The button a cancel key (Escape) chooses: the one with the cancel role, if any.
  public var cancelButton: Button? { buttons.first { $0.role == .cancel } }
}

extension AlertState.Button: Equatable where Intent: Equatable {}
extension AlertState.Button: Sendable where Intent: Sendable {}
extension AlertState: Equatable where Intent: Equatable {}
extension AlertState: Sendable where Intent: Sendable {}
