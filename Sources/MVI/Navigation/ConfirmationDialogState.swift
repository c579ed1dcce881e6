/// A confirmation dialog (an action sheet) as state: a title, an optional message and the choices,
/// each a button that sends an intent. Its texts are ``DialogText``: a literal is a key looked up
/// in the app's localized strings.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(
///   title: "Share post", titleVisibility: .visible,
///   buttons: [.init("Copy link", intent: .copyLink), .init("Delete", role: .destructive, intent: .delete)])
/// ```
///
/// It is presented and answered like an ``AlertState``: the view sends `.dialog(button.answer)`,
/// and ``Feature/handle(_:in:dismissing:action:)`` dismisses it and handles the button's intent.
/// A platform that adds a Cancel button of its own answers it with ``DialogAnswer/dismissed``.
public struct ConfirmationDialogState<Intent> {
  /// A button of a dialog: the same as an alert's.
  public typealias Button = AlertState<Intent>.Button

  /// Whether the title shows, as SwiftUI's `Visibility` says it.
  public enum TitleVisibility: Hashable, Sendable {
    /// The platform decides (an iOS action sheet hides it).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// The title.
  public var title: DialogText
  /// Whether the title shows.
  public var titleVisibility: TitleVisibility
  /// The message under the title.
  public var message: DialogText?
  /// The buttons, in order.
  public var buttons: [Button]

  /// A confirmation dialog.
  public init(
    title: DialogText, titleVisibility: TitleVisibility = .automatic, message: DialogText? = nil,
    buttons: [Button]
  ) {
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }

  /// The button a cancel key (Escape) chooses: the one with the cancel role, if any.
  public var cancelButton: Button? { buttons.first { $0.role == .cancel } }
}

extension ConfirmationDialogState: Equatable where Intent: Equatable {}
extension ConfirmationDialogState: Sendable where Intent: Sendable {}
