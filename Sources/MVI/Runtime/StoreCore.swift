/// The engine of a store, as the store sees it: a ``RootCore`` (a store made with `Store.init`)
/// or a ``ScopedCore`` (a store made by `scope`, whose type names its child feature and not the
/// root whose state holds the child).
///
/// Everything a store does goes through this protocol but its sends and field reads, which go
/// through ``StoreEngine``, from the store's inlined code (a root store's send calls
/// ``RootCore`` directly; see `Store.root`).
@MainActor
protocol StoreCore<F>: AnyObject {
  associatedtype F: Feature

  /// The state now, `nil` when the store's child is absent.
  func current() -> F.State?
  /// The state, registering an observer of all of it; for a scoped store whose child is gone, the
  /// last state read.
  func observedState() -> F.State
  /// The engine of a child always present in the state.
  ///
  /// - Parameter send: Sends an intent of the child through this store, embedded (made where the
  ///   types are concrete).
  func scope<Child: Feature>(
    _ path: KeyPath<F.State, Child.State>, send: @escaping (Child.Intent) -> StoreTask
  ) -> any StoreEngine<Child> & StoreCore<Child>
  /// The engine of a child that may be absent; `nil` when it is absent now.
  ///
  /// - Parameter isPresent: Whether a `Child.State?` holds a value (`{ $0 != nil }`), made where
  ///   the types are concrete, so that the test reads the optional in place.
  func scope<Child: Feature>(
    optional path: KeyPath<F.State, Child.State?>, isPresent: @escaping (inout Child.State?) -> Bool,
    send: @escaping (Child.Intent) -> StoreTask
  ) -> (any StoreEngine<Child> & StoreCore<Child>)?
  /// The engine of a child found in the state by a function; `nil` when it is absent now.
  func scope<Child: Feature>(
    extract: @escaping (F.State) -> Child.State?, send: @escaping (Child.Intent) -> StoreTask
  ) -> (any StoreEngine<Child> & StoreCore<Child>)?
  /// Calls `onChange` with the state now and after every send that applied an action (while the
  /// store's child is present); returns the subscriber's id.
  func addSubscriber(_ onChange: @escaping (F.State) -> Void, finish: (() -> Void)?) -> Int
  func removeSubscriber(_ id: Int)
  /// The store's events; a scoped store reports ``CompositionError/eventsOfScopedStore(_:)`` and
  /// returns a sequence that finishes at once (the child's events go where its parent maps them).
  var events: EventStream<F.Event> { get }
  /// A sequence of one listener, started now (a scoped store's: as ``events``).
  func startListening() -> EventStream<F.Event>
  /// The number of events waiting for a listener.
  var bufferedEventCount: Int { get }
  /// The root store's limit, which a scoped store's sends count toward.
  var sendLoopLimit: Int { get set }
  var runningEffectCount: Int { get }
  /// Whether the root store was stopped.
  var isStopped: Bool { get }
  /// Stops a root store; on a scoped store, reports the call, which stops nothing.
  func stop()
  func isEffectRunning(_ id: EffectID) -> Bool
  /// The stores given for the rows of this store's collections, made on first use.
  var rowStores: RowStoreCache { get }
  func waitForEffects() async
}
