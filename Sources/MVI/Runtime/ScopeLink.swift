import Observation

/// How a scoped store reaches the store that holds its state (the *root*): sends go to the root,
/// reads go straight into the root's state through one composed key path, observers are the
/// root's. However deep the scope, there is one hop, never a chain of stores.
@MainActor
@usableFromInline
class ScopeLink<Child: Feature> {
  @usableFromInline
  func send(_ intent: Child.Intent) -> StoreTask { fatalError("abstract") }
  @usableFromInline
  func current() -> Child.State? { fatalError("abstract") }
  func state(last: UnsafeMutablePointer<Child.State>) -> Child.State { fatalError("abstract") }
  /// Reads a field of the child and arms its tracker; `nil` when the child is absent and the field
  /// was never read. `reader` makes, once per field, a read of the field from the child's address.
  @usableFromInline
  func read<Value>(
    _ path: KeyPath<Child.State, Value>, equal: ((Value, Value) -> Bool)?,
    reader: () -> (UnsafeRawPointer) -> Value
  ) -> Value? {
    fatalError("abstract")
  }
  /// The link of a grandchild always present in the child; `send` sends its intents, embedded,
  /// through this link (made where the types are concrete).
  @usableFromInline
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State>, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> ScopeLink<Grandchild> { fatalError("abstract") }
  /// The link of a grandchild that may be absent.
  @usableFromInline
  func scope<Grandchild: Feature>(
    _ path: KeyPath<Child.State, Grandchild.State?>, send: @escaping (Grandchild.Intent) -> StoreTask,
    presence: @escaping (UnsafeRawPointer) -> Bool
  ) -> ScopeLink<Grandchild> { fatalError("abstract") }
  /// The link of a grandchild found in the child by a function (a case of an enum).
  @usableFromInline
  func scope<Grandchild: Feature>(
    _ extract: @escaping (Child.State) -> Grandchild.State?, send: @escaping (Grandchild.Intent) -> StoreTask
  ) -> ScopeLink<Grandchild> { fatalError("abstract") }
  func addSubscriber(_ onChange: @escaping (Child.State) -> Void, finish: (() -> Void)?) -> Int {
    fatalError("abstract")
  }
  func removeSubscriber(_ id: Int) { fatalError("abstract") }
  /// Ends what the scoped store started at its root (its state subscriptions); it is going away.
  func detach() { fatalError("abstract") }
  var runningEffectCount: Int { fatalError("abstract") }
  func isEffectRunning(_ id: EffectID) -> Bool { fatalError("abstract") }
  func waitForEffects() async { fatalError("abstract") }
}
