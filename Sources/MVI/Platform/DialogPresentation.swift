/// An alert or a confirmation dialog in a store's state, as a view shows it: the dialog while it
/// is presented, whether it is (as a binding), and its buttons' answers sent as intents.
///
/// Make one with ``Store/binding(alert:send:)-(KeyPath<F.State,AlertState<F.Intent>?>,_)`` or ``Store/binding(dialog:send:)-(KeyPath<F.State,ConfirmationDialogState<F.Intent>?>,_)``. A chosen
/// button sends its ``AlertState/Button/answer`` (the feature dismisses the dialog and handles the
/// button's intent in one send); the platform closing the dialog without a button (a tap outside,
/// the Escape key) sets ``isPresented`` to `false`, which sends ``DialogAnswer/dismissed``.
///
/// A platform sets ``isPresented`` to `false` after a button too, before or after calling the
/// button's action. So the dismissal waits for the end of the main actor's turn and is not sent
/// when a button of this presentation was chosen meanwhile: the button's intent is never lost to
/// a dismissal that came first.
@MainActor
public struct DialogPresentation<Dialog, Intent> {
  private let read: @MainActor () -> Dialog?
  private let isPresent: @MainActor () -> Bool
  private let answer: @MainActor (DialogAnswer<Intent>) -> Void
  private let chosen = Latch()

  /// Whether the dialog is presented; setting `false` while it is sends the dismissal, unless a
  /// button's answer is sent in the same turn.
  public var isPresented: StoreBinding<Bool> {
    let isPresent = isPresent
    let answer = answer
    let chosen = chosen
    return StoreBinding(
      get: isPresent,
      set: { presented in
        guard !presented, isPresent() else { return }
        Task { @MainActor in
          if !chosen.isSet, isPresent() { answer(.dismissed) }
        }
      })
  }

  /// A presentation that reads the dialog with `dialog` (and only whether there is one with
  /// `isPresent`) and sends answers with `answer`; the store's `binding(alert:send:)` and
  /// `binding(dialog:send:)` make these.
  public init(
    dialog: @escaping @MainActor () -> Dialog?, isPresent: @escaping @MainActor () -> Bool,
    answer: @escaping @MainActor (DialogAnswer<Intent>) -> Void
  ) {
    read = dialog
    self.isPresent = isPresent
    self.answer = answer
  }

  /// The dialog shown now, `nil` when none is.
  public var dialog: Dialog? { read() }

  /// Sends the answer of the chosen button.
  public func choose(_ button: AlertState<Intent>.Button) {
    chosen.isSet = true
    answer(button.answer)
  }

  /// Whether a button was chosen.
  @MainActor
  private final class Latch {
    var isSet = false
  }
}
