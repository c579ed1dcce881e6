extension Store {
  /// Calls `handle` with each of the store's events, in order, on the main actor, until the task
  /// that awaits this is cancelled: the listener of a view whose lifetime is a task (SwiftUI's
  /// `task`, which the SwiftUI adapter's `onEvent(of:perform:)` uses).
  ///
  /// ```swift
  /// .task { await store.listen { event in handle(event) } }
  /// ```
  ///
  /// Once the task is cancelled, `handle` is not called again, even for an event that was already
  /// on its way. Events follow the rule of ``events``: emitted while nobody listens, they wait for
  /// the first listener.
  public func listen(_ handle: @MainActor (F.Event) -> Void) async {
    await Self.deliver(events, to: handle)
  }

  /// Starts calling `handle` with each of the store's events, in order, on the main actor, and
  /// returns what stops it: the event listener of a view controller, kept with its state
  /// subscription.
  ///
  /// ```swift
  /// store.onEvent { [weak self] event in self?.show(event) }.store(in: &subscriptions)
  /// ```
  ///
  /// The listener starts now: an event emitted after this returns is this listener's. It stops
  /// when the subscription is cancelled or released (after which `handle` is not called again,
  /// even for an event already on its way), or when the store goes away; it does not keep the
  /// store alive.
  public func onEvent(_ handle: @escaping @MainActor (F.Event) -> Void) -> StoreSubscription {
    let events = self.events
    let task = Task { @MainActor in await Self.deliver(events, to: handle) }
    return StoreSubscription(onCancel: { task.cancel() })
  }

  private static func deliver(_ events: AsyncStream<F.Event>, to handle: @MainActor (F.Event) -> Void) async {
    for await event in events {
      // A cancelled listener may still be handed an event that was yielded before the
      // cancellation; it must not run the view's code after the view has gone.
      guard !Task.isCancelled else { return }
      handle(event)
    }
  }
}
