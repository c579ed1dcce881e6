/// What an async effect uses to send actions and emit events back to its store.
///
/// ```swift
/// .run { send in
///   let images = try await search(query)
///   await send(.imagesLoaded(images))
/// }
/// ```
///
/// Once the effect is cancelled (by id, or because its store went away), what it sends is
/// discarded: a cancelled effect can no longer change state.
public struct Send<Action: Sendable, Event: Sendable>: Sendable {
  let action: @MainActor @Sendable (Action) -> Void
  let event: @MainActor @Sendable (Event) -> Void

  /// Creates a sender from two closures; used by stores and test helpers.
  public init(
    action: @escaping @MainActor @Sendable (Action) -> Void,
    event: @escaping @MainActor @Sendable (Event) -> Void
  ) {
    self.action = action
    self.event = event
  }

  /// Sends an action to the store; it is applied before this call returns.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.action(action)
  }

  /// Emits a one-off event to the store's listeners.
  @MainActor
  public func emit(_ event: Event) {
    guard !Task.isCancelled else { return }
    self.event(event)
  }
}
