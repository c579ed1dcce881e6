import Observation

/// Runs a ``Feature`` on the main actor: holds its state, takes intents, performs effects.
///
/// Views read state from it and send intents to it:
///
/// ```swift
/// let store = Store(Counter(), initialState: .init())
/// store.send(.increment)
/// store.count  // 1 — read through the store for fine-grained observation
/// ```
///
/// - State is readable, never writable from outside; only the feature's `reduce` changes it.
/// - ``send(_:)-(F.Intent)`` applies the intent's synchronous actions before it returns, and gives back a
///   ``StoreTask`` that waits for the effects it started.
/// - Sends made while the store is processing (from an observer, an interceptor) are queued and
///   processed in order after the current one, never recursively.
/// - The store is `Observable`: reading `store.someField` registers only that field, so a view
///   is not invalidated when other fields change. Reading ``state`` registers the whole state.
/// - When the store goes away its running effects are cancelled; effects never keep it alive.
///   ``stop()`` does the same while the store is still held.
///
/// The state lives on the heap and is reduced in place: a large state is never copied per send
/// and never put on a thread's stack. A scoped store (``scope(state:intent:)-(KeyPath<F.State,ChildState>,_)``) holds no state of
/// its own: it reads its child's state from the store it was scoped from, and costs little more
/// than the object itself while idle.
@MainActor
@dynamicMemberLookup
public final class Store<F: Feature>: Observable {
  /// What runs the store: its own ``RootCore``, or, for a scoped store, a ``ScopedCore`` reading
  /// from its root's. Everything the store does goes through it, but the calls below.
  let engine: any StoreCore<F>
  /// The same engine, for the calls made from the app's code (inlined): a send and a field read
  /// (see ``StoreEngine``).
  @usableFromInline let core: StoreEngine<F>

  /// A root store's engine (`nil` for a scoped store), for the calls that must run code
  /// specialized for the feature: the store's send and the send a store scoped from it embeds
  /// call it directly, where a call through ``StoreCore`` would run its generic code (see
  /// CONTRIBUTING, "The store's core").
  @inlinable
  var root: RootCore<F>? {
    // A store's core without a scoped send is its root core.
    core.scopedSend == nil ? unsafeDowncast(core, to: RootCore<F>.self) : nil
  }

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - feature: The feature, with its services (real ones in the app, test ones in tests).
  ///   - initialState: The state to start from.
  ///   - interceptors: Observers of every intent, action, event and failure (logging, analytics),
  ///     called in this order. Put a ``FlightRecorder``'s or an inspector's first: the store then
  ///     writes its steps into their ring itself.
  public init(_ feature: F, initialState: F.State, interceptors: [Interceptor<F>] = []) {
    let root = RootCore(feature: feature, initialState: initialState, interceptors: interceptors)
    core = root
    engine = root
  }

  /// Creates a store whose effects run their nonisolated work on `taskExecutor` instead of the
  /// global executor: how a test store runs effects on the main thread, in order.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  package init(
    _ feature: F, initialState: F.State, interceptors: [Interceptor<F>], taskExecutor: any TaskExecutor
  ) {
    let root = RootCore(
      feature: feature, initialState: initialState, interceptors: interceptors, taskExecutor: taskExecutor)
    core = root
    engine = root
  }

  init(scoped engine: any StoreEngine<F> & StoreCore<F>) {
    core = engine
    self.engine = engine
  }

  /// The current state. Reading it registers an observer of the whole state; read single fields
  /// through the store (`store.title`) to be invalidated only when they change.
  public var state: F.State { engine.observedState() }

  /// Sends an intent: the feature handles it, its synchronous actions are applied before this
  /// returns, and its async effects start.
  ///
  /// - Returns: A handle that can be awaited until the effects this send started have finished.
  @inlinable
  @discardableResult
  public func send(_ intent: F.Intent) -> StoreTask {
    core.scopedSend.send(intent, orTo: core)
  }

  /// How many sends may be queued and processed while one send is processed before the store
  /// decides they loop: it then drops the rest and reports a ``SendLoopError``. 100,000 by
  /// default. A scoped store's sends count toward its root store's limit, which this is.
  public var sendLoopLimit: Int {
    get { engine.sendLoopLimit }
    set { engine.sendLoopLimit = newValue }
  }

  /// The number of effect tasks this store has started that have not finished yet.
  ///
  /// A cancelled task counts until it has ended, a moment after the cancellation; whether an
  /// effect with an id still runs is ``isEffectRunning(id:)``, which is false from the
  /// cancellation on.
  package var runningEffectCount: Int { engine.runningEffectCount }

  /// Whether an effect with the id is running (or its throttle window is open): one started by
  /// this store's feature, or by a child embedded below it with that id, as `.cancel(id:)` reaches.
  ///
  /// A scoped store asks its root store, so it also answers for its siblings' effects with the
  /// same id; ask about a child's effects on the store that embeds it.
  package func isEffectRunning(id: some Hashable & Sendable) -> Bool {
    engine.isEffectRunning(EffectID(id))
  }

  /// Waits until every effect of this store has finished, including effects started meanwhile.
  ///
  /// A scoped store waits for its root store's effects.
  public func waitForEffects() async {
    await engine.waitForEffects()
  }
}

extension Optional {
  /// Sends through a scoped store's send, or, when there is none, to `core`, a root store's
  /// engine.
  ///
  /// A method of the optional, which is borrowed as `self`: `if let send` on the engine's stored
  /// property would copy the closure, a retain and a release on every send.
  @inlinable @inline(__always)
  @MainActor
  func send<F: Feature>(_ intent: F.Intent, orTo core: StoreEngine<F>) -> StoreTask
  where Wrapped == (F.Intent) -> StoreTask {
    switch self {
    case .some(let send): send(intent)
    // A core without a scoped send is a root core.
    case .none: unsafeDowncast(core, to: RootCore<F>.self).send(intent)
    }
  }
}
