/// Work a feature asks its store to do after an intent: a value, so tests can drive it.
///
/// An effect is one of, or a combination of:
/// - ``none``: nothing;
/// - ``send(_:)-(Action)``: an action applied synchronously, before ``Store/send(_:)-(F.Intent)`` returns;
/// - ``emit(_:)``: a one-off event for the view;
/// - ``run(priority:operation:catch:)``: async work that sends actions back;
/// - ``cancel(id:)`` and ``cancellable(id:policy:)``: cancellation by id with a policy;
/// - ``merge(_:)-1s0op`` and ``concatenate(_:)-3mtns``: several effects at once or in order;
/// - ``debounce(id:for:clock:)-(_,_,C)`` and ``throttle(id:for:clock:latest:)-(_,_,C,_)``: timing on an injected clock.
///
/// Errors thrown by a `run` operation are given to its `catch` handler, which usually turns them
/// into an action; without a handler they are reported to the store's interceptors and printed,
/// never swallowed. Cancellation is not an error.
public struct Effect<Action: Sendable, Event: Sendable>: Sendable {
  // Only the cases that nest an effect are boxed: `.none` and `.send` cost no allocation.
  @usableFromInline
  enum Operation: Sendable {
    case none
    case send(Action)
    case emit(Event)
    case run(Run)
    case cancel(EffectID)
    indirect case cancellable(EffectID, CancellationPolicy, Effect)
    /// A throttled effect: `sleep` waits out the window; `latest` keeps the last effect sent
    /// meanwhile, to run when it closes.
    indirect case throttle(EffectID, sleep: @Sendable () async throws -> Void, latest: Bool, Effect)
    /// An embedded child's effect: registered under the lifetime's id and cancelled when the
    /// lifetime's child leaves the store's state.
    indirect case lifetime(EffectLifetime, Effect)
    case merge([Effect])
    case concatenate([Effect])
    /// A mistake in routing (an intent for a child that is not there), reported to the store's
    /// interceptors and printed when the effect starts, during the send that made it; no task
    /// runs.
    case fail(CompositionError)
  }

  @usableFromInline
  struct Run: Sendable {
    // The priority's raw value, not the `TaskPriority`: the concurrency library is resilient, so
    // a stored `TaskPriority` would give `Operation` a layout known only at run time, and every
    // effect (`.send` too) would be copied and destroyed through generic value witnesses.
    private var priorityValue: UInt8?
    var operation: @Sendable (Send<Action, Event>) async throws -> Void
    var handler: (@Sendable (any Error, Send<Action, Event>) async -> Void)?

    init(
      priority: TaskPriority?, operation: @escaping @Sendable (Send<Action, Event>) async throws -> Void,
      handler: (@Sendable (any Error, Send<Action, Event>) async -> Void)?
    ) {
      priorityValue = priority?.rawValue
      self.operation = operation
      self.handler = handler
    }

    var priority: TaskPriority? { priorityValue.map(TaskPriority.init(rawValue:)) }
  }

  @usableFromInline let operation: Operation

  @inlinable
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// No work.
  public static var none: Self { Self(.none) }

  /// Applies an action; from ``Feature/handle(_:state:)`` it is applied before `send` returns.
  @inlinable public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Applies several actions in order.
  public static func send(_ actions: Action...) -> Self {
    .concatenate(actions.map { .send($0) })
  }

  /// Emits a one-off event to the store's event listeners.
  public static func emit(_ event: Event) -> Self { Self(.emit(event)) }

  /// Runs async work that can send actions and emit events back to the store.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. It runs off the main actor; `await send(action)` applies an action.
  ///   - handler: Turns an error thrown by `operation` into actions. Without it, the error is
  ///     reported by the store. `CancellationError` never reaches it.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (Send<Action, Event>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Action, Event>) async -> Void)? = nil
  ) -> Self {
    Self(.run(Run(priority: priority, operation: operation, handler: handler)))
  }

  /// Cancels every running effect started with the id, and any throttle window for it.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(EffectID(id)))
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: Self...) -> Self { .merge(effects) }

  /// Runs several effects at the same time.
  public static func merge(_ effects: [Self]) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.merge(effects))
    }
  }

  /// Runs effects one after another: each starts when the one before has finished.
  ///
  /// Leading synchronous effects (``send(_:)-(Action)``, ``emit(_:)``, ``cancel(id:)``) are performed at
  /// once; the rest runs in one task. A cancelled concatenation stops before its next effect.
  public static func concatenate(_ effects: Self...) -> Self { .concatenate(effects) }

  /// Runs effects one after another: each starts when the one before has finished.
  public static func concatenate(_ effects: [Self]) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.concatenate(effects))
    }
  }

  /// This effect and another at the same time.
  public func merge(with other: Self) -> Self { .merge(self, other) }

  /// This effect, then another when it has finished.
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

  /// Makes the effect cancellable by id, with a policy for when one with the same id is running.
  ///
  /// - Parameters:
  ///   - id: Any hashable, sendable value; ``cancel(id:)`` with an equal id cancels it.
  ///   - policy: What to do when an effect with this id is already running.
  public func cancellable(
    id: some Hashable & Sendable, policy: CancellationPolicy = .latestWins
  ) -> Self {
    Self(.cancellable(EffectID(id), policy, self))
  }

  /// Whether this effect does nothing.
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// Whether this effect only applies an action or emits an event (or does nothing): embedding
  /// it in a parent changes nothing but its types.
  var isActionOrEvent: Bool {
    switch operation {
    case .none, .send, .emit: return true
    default: return false
    }
  }

  /// Whether performing this effect finishes synchronously (it starts no task).
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .emit, .cancel, .fail: return true
    case .merge(let effects), .concatenate(let effects): return effects.allSatisfy(\.isSynchronous)
    case .run, .cancellable, .throttle: return false
    case .lifetime(_, let effect): return effect.isSynchronous
    }
  }
}
