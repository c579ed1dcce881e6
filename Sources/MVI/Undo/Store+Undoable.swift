extension Store {
  /// Sends an intent of the wrapped feature to an undoable store, as `.base(intent)`:
  /// `store.send(.titleChanged("Groceries"))`.
  @discardableResult
  public func send<Base>(_ intent: Base.Intent) -> StoreTask where F == Undoable<Base> {
    send(.base(intent))
  }

  /// The wrapped feature's alert at `path` (of its state), as a view shows it: its answers go to
  /// the wrapped feature (`.base(send(answer))`). The view of an undoable feature presents its
  /// alerts as the feature's own view does.
  ///
  /// ```swift
  /// .alert(store.binding(alert: \.alert, send: { .alert($0) }))
  /// ```
  public func binding<Base>(
    alert path: KeyPath<Base.State, AlertState<Base.Intent>?>,
    send: @escaping (DialogAnswer<Base.Intent>) -> Base.Intent
  ) -> DialogPresentation<AlertState<Base.Intent>, Base.Intent> where F == Undoable<Base> {
    wrappedPresentation(of: path, send: send)
  }

  /// The wrapped feature's confirmation dialog at `path` (of its state), as a view shows it: its
  /// answers go to the wrapped feature (`.base(send(answer))`).
  public func binding<Base>(
    dialog path: KeyPath<Base.State, ConfirmationDialogState<Base.Intent>?>,
    send: @escaping (DialogAnswer<Base.Intent>) -> Base.Intent
  ) -> DialogPresentation<ConfirmationDialogState<Base.Intent>, Base.Intent> where F == Undoable<Base> {
    wrappedPresentation(of: path, send: send)
  }

  private func wrappedPresentation<Base, Dialog>(
    of path: KeyPath<Base.State, Dialog?>, send: @escaping (DialogAnswer<Base.Intent>) -> Base.Intent
  ) -> DialogPresentation<Dialog, Base.Intent> where F == Undoable<Base> {
    let dialog = (\Undoable<Base>.State.current).appending(path: path)
    let isPresent = dialog.appending(path: \Dialog?.isPresent)
    return DialogPresentation(
      dialog: { self[dynamicMember: dialog] }, isPresent: { self[dynamicMember: isPresent] },
      answer: { self.send(.base(send($0))) })
  }
}
