extension Store {
  /// Calls `onChange` with the current state now and with the new state after every send that
  /// applied an action, synchronously, on the main actor: the binding for imperative
  /// (UIKit-style) views.
  ///
  /// ```swift
  /// subscription = store.subscribe { [weak self] state in
  ///   self?.imageView.image = state.poster
  /// }
  /// ```
  ///
  /// Whether the state is `Equatable` changes nothing here; to skip equal states, ask for it with
  /// ``subscribe(removingDuplicates:_:)``.
  ///
  /// - Returns: A subscription that stops the calls when cancelled or released.
  public func subscribe(_ onChange: @escaping @MainActor (F.State) -> Void) -> StoreSubscription {
    subscription(onChange)
  }

  /// Like ``subscribe(_:)``; with `removingDuplicates`, a state equal (`==`) to the last one
  /// delivered is skipped.
  public func subscribe(
    removingDuplicates: Bool, _ onChange: @escaping @MainActor (F.State) -> Void
  ) -> StoreSubscription where F.State: Equatable {
    subscription(removingDuplicates ? Self.distinct(onChange) : onChange)
  }

  private func subscription(_ onChange: @escaping @MainActor (F.State) -> Void) -> StoreSubscription {
    StoreSubscription(onCancel: addSubscriber(onChange, finish: nil))
  }

  /// Adds a subscriber to the engine that runs this store and returns what removes it. The engine
  /// is held weakly: a subscription does not keep a store alive.
  private func addSubscriber(
    _ onChange: @escaping (F.State) -> Void, finish: (() -> Void)?
  ) -> @MainActor () -> Void {
    let engine = engine
    let id = engine.addSubscriber(onChange, finish: finish)
    return { [weak engine] in engine?.removeSubscriber(id) }
  }

  /// The state now and after every send that applied an action, as an async sequence, for
  /// imperative views that bind with `for await`.
  ///
  /// Every state is delivered in order (the buffer is unbounded); pass `.bufferingNewest(1)` to
  /// deliver only the latest state to a consumer that falls behind. The sequence finishes when
  /// the store goes away. To skip equal states, ask for it with
  /// ``states(removingDuplicates:bufferingPolicy:)``.
  public func states(
    bufferingPolicy: AsyncStream<F.State>.Continuation.BufferingPolicy = .unbounded
  ) -> StateStream<F.State> where F.State: Sendable {
    stateStream(bufferingPolicy) { $0 }
  }

  /// Like ``states(bufferingPolicy:)``; with `removingDuplicates`, a state equal (`==`) to the
  /// previous one is skipped.
  public func states(
    removingDuplicates: Bool,
    bufferingPolicy: AsyncStream<F.State>.Continuation.BufferingPolicy = .unbounded
  ) -> StateStream<F.State> where F.State: Sendable & Equatable {
    stateStream(bufferingPolicy) { removingDuplicates ? Self.distinct($0) : $0 }
  }

  private static func distinct(
    _ onChange: @escaping @MainActor (F.State) -> Void
  ) -> @MainActor (F.State) -> Void where F.State: Equatable {
    var last: F.State?
    return { state in
      guard state != last else { return }
      last = state
      onChange(state)
    }
  }

  private func stateStream(
    _ policy: AsyncStream<F.State>.Continuation.BufferingPolicy,
    _ wrap: (@escaping @MainActor (F.State) -> Void) -> @MainActor (F.State) -> Void
  ) -> StateStream<F.State> where F.State: Sendable {
    let buffer = StateBuffer<F.State>(policy: policy)
    let remove = addSubscriber(wrap { buffer.yield($0) }, finish: { buffer.finish() })
    buffer.onTermination { Task { @MainActor in remove() } }
    return StateStream(buffer)
  }
}
