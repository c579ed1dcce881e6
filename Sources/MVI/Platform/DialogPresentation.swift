/// An alert or a confirmation dialog in a store's state, as a view shows it: the dialog while it
/// is presented, whether it is (as a binding), and its buttons' answers sent as intents.
///
/// Make one with ``Store/binding(alert:send:)`` or ``Store/binding(dialog:send:)``. A chosen
/// button sends its ``AlertState/Button/answer`` (the feature dismisses the dialog and handles the
/// button's intent in one send); the platform closing the dialog without a button (a tap outside,
/// the Escape key) sets ``isPresented`` to `false`, which sends ``DialogAnswer/dismissed``.
@MainActor
public struct DialogPresentation<Dialog, Intent> {
  private let read: @MainActor () -> Dialog?
  private let answer: @MainActor (DialogAnswer<Intent>) -> Void

  /// Whether the dialog is presented; setting `false` while it is sends the dismissal, and nothing
  /// once a button's answer has dismissed it.
  public let isPresented: StoreBinding<Bool>

  /// A presentation that reads the dialog with `dialog`, reports presence with `isPresented`, and
  /// sends answers with `answer`; the store's `binding(alert:send:)` makes these.
  public init(
    dialog: @escaping @MainActor () -> Dialog?, isPresented: StoreBinding<Bool>,
    answer: @escaping @MainActor (DialogAnswer<Intent>) -> Void
  ) {
    read = dialog
    self.isPresented = isPresented
    self.answer = answer
  }

  /// The dialog shown now, `nil` when none is.
  public var dialog: Dialog? { read() }

  /// Sends the answer of the chosen button.
  public func choose(_ button: AlertState<Intent>.Button) {
    answer(button.answer)
  }
}
