/// Keeps a state subscription made with ``Store/subscribe(_:)`` alive; cancel it or let it go.
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  isolated deinit {
    cancel()
  }

  /// Stops the subscription; the closure is not called again.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
