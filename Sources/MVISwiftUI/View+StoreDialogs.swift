#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension View {
    /// Shows the store's alert while its state has one; each button sends its answer.
    ///
    /// ```swift
    /// .alert(store.binding(alert: \.alert, send: { .alert($0) }))
    /// ```
    @MainActor
    public func alert<Intent>(_ alert: DialogPresentation<AlertState<Intent>, Intent>) -> some View {
      self.alert(
        alert.dialog?.title.resolved() ?? "", isPresented: Binding(alert.isPresented),
        presenting: alert.dialog,
        actions: { buttons($0.buttons, of: alert) }, message: { Text($0.message?.resolved() ?? "") })
    }

    /// Shows the store's confirmation dialog while its state has one; each button sends its
    /// answer, and closing it otherwise sends `.dismissed`.
    ///
    /// ```swift
    /// .confirmationDialog(store.binding(dialog: \.dialog, send: { .dialog($0) }))
    /// ```
    @MainActor
    public func confirmationDialog<Intent>(
      _ dialog: DialogPresentation<ConfirmationDialogState<Intent>, Intent>
    ) -> some View {
      confirmationDialog(
        dialog.dialog?.title.resolved() ?? "", isPresented: Binding(dialog.isPresented),
        titleVisibility: Visibility(dialog.dialog?.titleVisibility ?? .automatic), presenting: dialog.dialog,
        actions: { buttons($0.buttons, of: dialog) }, message: { Text($0.message?.resolved() ?? "") })
    }
  }

  /// One SwiftUI button per button of the dialog, each sending its answer.
  @MainActor
  @ViewBuilder
  private func buttons<Dialog, Intent>(
    _ buttons: [AlertState<Intent>.Button], of dialog: DialogPresentation<Dialog, Intent>
  ) -> some View {
    ForEach(buttons.indices, id: \.self) { index in
      Button(buttons[index].label.resolved(), role: ButtonRole(buttons[index].role)) {
        dialog.choose(buttons[index])
      }
    }
  }

  extension ButtonRole {
    /// The role of an alert's button.
    init?<Intent>(_ role: AlertState<Intent>.Button.Role?) {
      switch role {
      case .cancel?: self = .cancel
      case .destructive?: self = .destructive
      case nil: return nil
      }
    }
  }

  extension Visibility {
    /// The visibility of a dialog's title.
    init<Intent>(_ visibility: ConfirmationDialogState<Intent>.TitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
