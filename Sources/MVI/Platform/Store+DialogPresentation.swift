extension Store {
  /// The alert at `path` as a view shows it: its buttons send `send(answer)`, and closing it
  /// without a button sends `send(.dismissed)`.
  ///
  /// ```swift
  /// .alert(store.binding(alert: \.alert, send: { .alert($0) }))
  /// ```
  ///
  /// The feature answers with ``Feature/handle(_:in:dismissing:action:)``, which dismisses the
  /// alert and handles the button's intent in one send.
  public func binding(
    alert path: KeyPath<F.State, AlertState<F.Intent>?>, send: @escaping (DialogAnswer<F.Intent>) -> F.Intent
  ) -> DialogPresentation<AlertState<F.Intent>, F.Intent> {
    presentation(of: path, send: send)
  }

  /// The confirmation dialog at `path` as a view shows it: its buttons send `send(answer)`, and
  /// closing it without a button (a tap outside, the platform's own Cancel) sends
  /// `send(.dismissed)`.
  ///
  /// ```swift
  /// .confirmationDialog(store.binding(dialog: \.dialog, send: { .dialog($0) }))
  /// ```
  public func binding(
    dialog path: KeyPath<F.State, ConfirmationDialogState<F.Intent>?>,
    send: @escaping (DialogAnswer<F.Intent>) -> F.Intent
  ) -> DialogPresentation<ConfirmationDialogState<F.Intent>, F.Intent> {
    presentation(of: path, send: send)
  }

  private func presentation<Dialog>(
    of path: KeyPath<F.State, Dialog?>, send: @escaping (DialogAnswer<F.Intent>) -> F.Intent
  ) -> DialogPresentation<Dialog, F.Intent> {
    let isPresent = path.appending(path: \Dialog?.isPresent)
    return DialogPresentation(
      dialog: { self[dynamicMember: path] }, isPresent: { self[dynamicMember: isPresent] },
      answer: { self.send(send($0)) })
  }
}
