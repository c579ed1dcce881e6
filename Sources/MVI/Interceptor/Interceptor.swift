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

  // One hook a kind of activity, each taking its values as arguments: the store calls them on
  // every send, and an `Activity` built for the call went through memory the callee then read
  // back word by word, a stall that cost a store with the inspector attached a third of its send.
  // Events and failures are rare and share one hook.
  let intent: @MainActor @Sendable (F.Intent, F.State) -> Void
  let action: @MainActor @Sendable (F.Action, F.State, F.State, ActionSource) -> Void
  let other: @MainActor @Sendable (Activity) -> Void
  /// What the store takes out of the values it describes on standard error (a send after
  /// ``Store/stop()``, a send loop, an effect's unhandled error); `nil` when nothing is taken out.
  let redaction: SessionRedaction<F>?
  /// Where the interceptor keeps intents and actions, if it only keeps them: a store given it
  /// first writes them there itself, and calls its other hooks for the rest.
  let ring: StepRing<F>?

  /// Creates an interceptor from a closure called with every activity.
  ///
  /// ```swift
  /// Interceptor<Search> { activity in print(activity) }
  /// ```
  public init(_ observe: @escaping @MainActor @Sendable (Activity) -> Void) {
    self.init { activity, _ in observe(activity) }
  }

  /// Creates an interceptor from a closure called with every activity and, for an action, where
  /// it came from (`nil` for the other activities).
  ///
  /// ```swift
  /// Interceptor<Search> { activity, source in
  ///   if case .action(let action, _, _) = activity { print(source!, action) }
  /// }
  /// ```
  ///
  /// An action applied while the store handled an intent (before its `send` returned) is the
  /// intent's; one a running effect sent back is the effect's.
  public init(_ observe: @escaping @MainActor @Sendable (Activity, ActionSource?) -> Void) {
    self.init(
      intent: { observe(.intent($0, state: $1), nil) },
      action: { observe(.action($0, before: $1, after: $2), $3) },
      other: { observe($0, nil) })
  }

  /// Creates an interceptor from its hooks: `action` is also told where the action came from,
  /// `other` gets events and failures; `redaction`, if any, is applied to what the store writes
  /// on standard error.
  package init(
    intent: @escaping @MainActor @Sendable (F.Intent, F.State) -> Void,
    action: @escaping @MainActor @Sendable (F.Action, F.State, F.State, ActionSource) -> Void,
    other: @escaping @MainActor @Sendable (Activity) -> Void,
    redaction: SessionRedaction<F>? = nil
  ) {
    self.intent = intent
    self.action = action
    self.other = other
    self.redaction = redaction
    ring = nil
  }

  /// Creates an interceptor that keeps intents and actions in `ring`, and gives events and
  /// failures to `other`; `redaction`, if any, is applied to what the store writes on standard
  /// error (the ring keeps the values as they are: its reader redacts them).
  package init(
    ring: StepRing<F>, redaction: SessionRedaction<F>? = nil,
    other: @escaping @MainActor @Sendable (Activity) -> Void
  ) {
    intent = { intent, state in ring.keepIntent(intent, state: state) }
    action = { action, before, after, source in
      ring.keepAction(action, before: before, after: after, source: source)
    }
    self.other = other
    self.redaction = redaction
    self.ring = ring
  }
}

extension Interceptor {
  /// The interceptors as one, each called in the order given; `nil` for none.
  static func merging(_ interceptors: [Self]) -> Self? {
    guard interceptors.count > 1 else { return interceptors.first }
    return Self(
      intent: { intent, state in for each in interceptors { each.intent(intent, state) } },
      action: { action, before, after, source in
        for each in interceptors { each.action(action, before, after, source) }
      },
      other: { activity in for each in interceptors { each.other(activity) } },
      redaction: SessionRedaction.combining(interceptors.compactMap(\.redaction)))
  }
}
