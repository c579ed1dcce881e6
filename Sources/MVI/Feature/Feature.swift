/// The logic of one screen or unit: what it shows, what the user can do, and how state changes.
///
/// A feature is a value, usually a struct that holds its services (network clients, clocks,
/// permission services) as plain properties, so tests and previews build it with other ones.
///
/// The loop is one-way:
///
/// 1. The view sends an ``Intent`` (what the user did: `searchButtonTapped`, `viewAppeared`).
/// 2. ``handle(_:state:)`` turns it into an ``Effect``: actions applied at once, async work,
///    events, cancellation.
/// 3. ``reduce(_:_:)`` applies each ``Action`` to ``State`` in place — the only place state
///    changes.
/// 4. The view reads the new state from the ``Store``.
///
/// A feature whose intents are its actions needs neither a separate `Action` type nor `handle`:
///
/// ```swift
/// struct Counter: Feature {
///   struct State { var count = 0 }
///   enum Intent: Sendable { case increment, decrement }
///
///   func reduce(_ state: inout State, _ action: Intent) {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///   }
/// }
/// ```
public protocol Feature<State, Intent, Action, Event> {
  /// Everything the view shows; a value type the view can only read.
  associatedtype State

  /// What the user did or meant, named after the user interface (`nextButtonTapped`).
  associatedtype Intent

  /// How state changes; applied only by ``reduce(_:_:)``. Defaults to ``Intent``.
  associatedtype Action: Sendable = Intent

  /// One-off outputs the view reacts to once (show a toast, open a URL). Defaults to `Never`.
  associatedtype Event: Sendable = Never

  /// Applies one action to the state, in place.
  ///
  /// Pure and synchronous: no side effects, no services, no waiting. Everything that is not a
  /// state change belongs in ``handle(_:state:)``.
  func reduce(_ state: inout State, _ action: Action)

  /// Turns an intent into work: actions applied before `send` returns, and side effects as values.
  ///
  /// - Parameters:
  ///   - intent: What the user did.
  ///   - state: The current state, read-only.
  /// - Returns: The effect to perform. ``Effect/send(_:)-(Action)`` actions are applied synchronously,
  ///   before ``Store/send(_:)-(F.Intent)`` returns.
  func handle(_ intent: Intent, state: State) -> Effect<Action, Event>
}

extension Feature where Action == Intent {
  /// Applies the intent as an action: a feature whose intents are its actions needs no `handle`.
  @inlinable
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    .send(intent)
  }
}
