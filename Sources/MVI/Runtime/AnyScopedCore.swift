/// The engine of a scoped store, as its store sees it: the scoped store's type names its child
/// feature, not the root whose state holds the child, so it reaches its ``ScopedCore`` through
/// this protocol.
@MainActor
@usableFromInline
protocol AnyScopedCore<Child>: AnyObject {
  associatedtype Child: Feature

  /// Sends an intent of the child to the root store, embedded.
  func send(_ intent: Child.Intent) -> StoreTask
  /// The closure ``send(_:)`` calls: a store scoped from this one embeds its intents and calls it
  /// directly, so a send through 10 levels is 10 specialized embeddings, not 10 generic calls.
  var sendIntent: (Child.Intent) -> StoreTask { get }
  /// The child's state now, `nil` when it is absent.
  func current() -> Child.State?
  /// The child's state, registering an observer of all of it; the last state read once the child
  /// is gone.
  func observedState() -> Child.State
  /// A field of the child, registering an observer of that field only.
  ///
  /// - Parameters:
  ///   - equal: The field's `==`, when it is `Equatable`: observers are then told only of a new value.
  ///   - reader: Makes, once per field, the read of the field from the child's address.
  func observe<Value>(
    _ path: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<Child.State>.FieldReader<Value>
  ) -> Value
  /// The core of a grandchild always present in the child.
  ///
  /// - Parameter send: Sends an intent of the grandchild through this core, embedded (made where
  ///   the types are concrete).
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State>, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> any AnyScopedCore<Grandchild>
  /// The core of a grandchild that may be absent; `nil` when it is absent now.
  ///
  /// - Parameter presence: ``StateStorage/presence(of:)`` for the grandchild's state.
  func scope<Grandchild: Feature>(
    optional path: KeyPath<Child.State, Grandchild.State?>, send: @escaping (Grandchild.Intent) -> StoreTask,
    presence: @escaping (UnsafeRawPointer) -> Bool
  ) -> (any AnyScopedCore<Grandchild>)?
  /// The core of a grandchild found in the child by a function; `nil` when it is absent now.
  func scope<Grandchild: Feature>(
    extract: @escaping (Child.State) -> Grandchild.State?, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> (any AnyScopedCore<Grandchild>)?
  /// Calls `onChange` with the child's state now and after every send while the child is present.
  func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int
  func removeSubscriber(_ id: Int)
  /// Reports ``CompositionError/eventsOfScopedStore(_:)`` (the child's events go where its parent
  /// maps them) and returns a sequence that finishes at once.
  var events: EventStream<Child.Event> { get }
  /// The root store's limit, which a scoped store's sends count toward.
  var sendLoopLimit: Int { get set }
  var runningEffectCount: Int { get }
  /// Whether the root store was stopped.
  var isStopped: Bool { get }
  /// Reports a `stop()` called on the scoped store, which stops nothing.
  func reportStop()
  func isEffectRunning(_ id: EffectID) -> Bool
  func waitForEffects() async
}
