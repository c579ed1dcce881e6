/// Keeps a state subscription made with ``Store/subscribe(_:)``, or an event listener made with
/// ``Store/onEvent(_:)``, alive; cancel it or let it go.
///
/// A view controller keeps its subscriptions in a set, which ends them when it goes away:
///
/// ```swift
/// private var subscriptions: Set<StoreSubscription> = []
///
/// store.subscribe { [weak self] state in self?.render(state) }.store(in: &subscriptions)
/// ```
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  deinit {
    // Released off the main actor (a subscription dropped in a task), the cancel hops there.
    guard let onCancel else { return }
    let box = MainActorBox(value: onCancel)
    MainActorTeardown.run { box.value() }
  }

  /// Stops the subscription; the closure is not called again.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  /// Keeps the subscription in `set` until it is removed from the set or the set goes away.
  public func store(in set: inout Set<StoreSubscription>) {
    set.insert(self)
  }
}

extension StoreSubscription: Hashable {
  /// Whether both are the same subscription.
  nonisolated public static func == (lhs: StoreSubscription, rhs: StoreSubscription) -> Bool {
    lhs === rhs
  }

  /// Hashes the subscription's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
