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
  /// Starts an effect in the store, for a parent that turns a child's event into an effect
  /// (``Effect/map(action:effectForEvent:)``); `nil` in a sender made outside a store.
  let perform: (@MainActor @Sendable (Effect<Action, Event>) -> Void)?

  /// Creates a sender from two closures, outside a store: an effect started through it (a
  /// parent's effect for a child's event) delivers only its synchronous actions and events.
  @available(
    *, deprecated,
    message: "A Send comes from Effect.run; test an effect through TestStore, which runs all of it"
  )
  public init(
    action: @escaping @MainActor @Sendable (Action) -> Void,
    event: @escaping @MainActor @Sendable (Event) -> Void
  ) {
    self.init(action: action, event: event, perform: nil)
  }

  init(
    action: @escaping @MainActor @Sendable (Action) -> Void,
    event: @escaping @MainActor @Sendable (Event) -> Void,
    perform: (@MainActor @Sendable (Effect<Action, Event>) -> Void)?
  ) {
    self.action = action
    self.event = event
    self.perform = perform
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

  /// Starts an effect in the store; in a sender made outside a store, only its synchronous
  /// actions and events are delivered.
  @MainActor
  func start(_ effect: Effect<Action, Event>) {
    guard !Task.isCancelled else { return }
    if let perform {
      perform(effect)
      return
    }
    switch effect.operation {
    case .send(let action): self.action(action)
    case .emit(let event): self.event(event)
    case .merge(let effects), .concatenate(let effects): for effect in effects { start(effect) }
    default: break
    }
  }

  /// The same sender with each started effect transformed first.
  func transformingStarted(_ transform: @escaping @Sendable (Effect<Action, Event>) -> Effect<Action, Event>)
    -> Self
  {
    guard let perform else { return self }
    return Self(action: action, event: event, perform: { perform(transform($0)) })
  }
}
