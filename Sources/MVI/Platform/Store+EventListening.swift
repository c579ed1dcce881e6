extension Store {
  /// Calls `handle` with each of the store's events, in order, on the main actor, until the task
  /// that awaits this is cancelled: the listener of a view whose lifetime is a task (SwiftUI's
  /// `task`, which the SwiftUI adapter's `onEvent(of:perform:)` uses).
  ///
  /// ```swift
  /// .task { await store.listen { event in handle(event) } }
  /// ```
  ///
  /// Once the task is cancelled, `handle` is not called again; an event that was on its way and
  /// not handled waits for the next listener, by the rule of ``events``.
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
  /// at once when the subscription is cancelled or released (after which `handle` is not called
  /// again, and an event it had not handled yet waits for the next listener), or when the store
  /// goes away; it does not keep the store alive.
  public func onEvent(_ handle: @escaping @MainActor (F.Event) -> Void) -> StoreSubscription {
    let events = startListening()
    let task = Task { @MainActor in await Self.deliver(events, to: handle) }
    return StoreSubscription(onCancel: {
      events.stop()
      task.cancel()
    })
  }

  private static func deliver(_ events: EventStream<F.Event>, to handle: @MainActor (F.Event) -> Void) async {
    // The sequence takes an event on the main actor, and `handle` runs in the same turn: a
    // cancelled listener takes nothing, so no event is taken and then dropped.
    for await event in events { handle(event) }
  }
}
