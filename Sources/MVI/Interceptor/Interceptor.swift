/// Observes everything that happens in a store: intents, actions with the state before and after,
/// events and unhandled errors. For logging, analytics and session recording.
///
/// ```swift
/// let store = Store(SearchFeature(), initialState: .init(), interceptors: [.logging()])
/// ```
///
/// Interceptors run on the main actor, in the order given, synchronously while the store
/// processes. They may call `send` on the store: that send is queued and processed after the
/// current one, never recursively.
public struct Interceptor<F: Feature>: Sendable {
  /// Something that happened in a store.
  public enum Activity {
    /// An intent was sent; it is about to be handled with this state.
    case intent(F.Intent, state: F.State)
    /// An action was applied by `reduce`.
    case action(F.Action, before: F.State, after: F.State)
    /// An event was emitted.
    case event(F.Event)
    /// An effect threw an error that no `catch` handler took.
    case failure(any Error)
  }

  /// Called with every activity, and for an action with where it came from (`nil` otherwise).
  @usableFromInline let observe: @MainActor @Sendable (Activity, ActionSource?) -> Void

  /// Creates an interceptor from a closure called with every activity.
  public init(_ observe: @escaping @MainActor @Sendable (Activity) -> Void) {
    self.observe = { activity, _ in observe(activity) }
  }

  init(withSources observe: @escaping @MainActor @Sendable (Activity, ActionSource?) -> Void) {
    self.observe = observe
  }
}
