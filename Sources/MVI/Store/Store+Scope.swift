extension Store {
  /// A store of a child feature whose state is always present in this store's state.
  ///
  /// The scoped store reads its state from this store and sends its intents here, embedded with
  /// `intent`: it is observable on its own, field by field, and a view of it is invalidated only
  /// when the child's fields it read change.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, intent: { .counter($0) })  // Store<Counter>
  /// ```
  ///
  /// The child's state names its feature (``FeatureState``), so nothing is annotated. For a state
  /// that does not, write the store's type: `let counter: Store<Counter> = store.scope(…)`.
  ///
  /// Scoped stores are not cached: each call makes a new one, freed with the last view that
  /// holds it (the rows of ``scope(each:intent:)-(KeyPath<F.State,IdentifiedArray<ChildState>>,_)``
  /// are: a row keeps its store across reads). A scoped store keeps this store's state and running
  /// effects alive. Scoping a scoped store again costs one key path from the root, however deep.
  ///
  /// A scoped store has no events of its own: the child's events go where the parent's `handle`
  /// maps them (``Effect/map(action:actionForEvent:)`` or ``Effect/map(action:event:)``), so listen on
  /// the store that owns the feature; a scoped store's ``events`` only finishes when it goes away.
  @inlinable
  public func scope<ChildState: FeatureState>(
    state path: KeyPath<F.State, ChildState>, intent embed: @escaping (ChildState.Feature.Intent) -> F.Intent
  ) -> Store<ChildState.Feature> {
    scope(path, isPresent: nil, send: sending(embed))!
  }

  /// A store of a child feature whose state is always present, for a child state that does not
  /// name its feature (``FeatureState``): the store's type is written where it is used.
  ///
  /// ```swift
  /// let counter: Store<Counter> = store.scope(state: \.counter, intent: { .counter($0) })
  /// ```
  ///
  /// Made as ``scope(state:intent:)-(KeyPath<F.State,ChildState>,_)`` makes it, in code that is
  /// not specialized for the two features (a send through it costs the same: <doc:Performance>,
  /// case 8t).
  @_disfavoredOverload
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child> {
    scope(path, isPresent: nil, send: sending(embed))!
  }

  /// A store of a child feature that may be absent: a presented destination (`\.detail`) or an
  /// element of an ``IdentifiedArray`` (`\.rows[id: id]`); `nil` when the child is absent now.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, intent: { .detail($0) }) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// For the rows of a list, ``scope(each:intent:)-(KeyPath<F.State,IdentifiedArray<ChildState>>,_)``
  /// gives a store a row.
  ///
  /// When the child goes away later, the scoped store keeps showing the last state read through
  /// it, and its intents are reported as ``CompositionError/childNotPresent(_:)``.
  @inlinable
  public func scope<ChildState: FeatureState>(
    state path: KeyPath<F.State, ChildState?>, intent embed: @escaping (ChildState.Feature.Intent) -> F.Intent
  ) -> Store<ChildState.Feature>? {
    // The presence test is made here, where the child's state is concrete: it reads the
    // optional's tag in place, where a generic test copies the optional with everything in it.
    scope(path, isPresent: { $0 != nil }, send: sending(embed))
  }

  /// A store of a child feature that may be absent, for a child state that does not name its
  /// feature (``FeatureState``): the store's type is written where it is used.
  ///
  /// ```swift
  /// if let detail: Store<Detail> = store.scope(state: \.detail, intent: { .detail($0) }) { … }
  /// ```
  ///
  /// Made as ``scope(state:intent:)-(KeyPath<F.State,ChildState?>,_)`` makes it, in code that is
  /// not specialized for the two features.
  @_disfavoredOverload
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State?>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    scope(path, isPresent: { $0 != nil }, send: sending(embed))
  }

  /// A store of a child feature that lives in a case of an optional enum: a destination
  /// (`\.destination`, `case: Destination.detail`) or a pushed route (`\.path[id: id]`,
  /// `case: Route.detail`); `nil` when the enum is not that case now.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.path[id: id], case: Route.detail, intent: { .route(id, $0) }) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// The case's payload names its feature (``FeatureState``); for one that does not, write the
  /// store's type (`if let detail: Store<Detail> = …`).
  ///
  /// Its fields are read through the enum's payload, so it costs more per read than a store
  /// scoped to a stored property; like it, it keeps showing the last state read once the child
  /// is gone.
  public func scope<ChildState: FeatureState, Root>(
    state path: KeyPath<F.State, Root?>, case constructor: @escaping (ChildState) -> Root,
    intent embed: @escaping (ChildState.Feature.Intent) -> F.Intent
  ) -> Store<ChildState.Feature>? {
    scope(enumCase: path, constructor, send: sending(embed))
  }

  /// A store of a child feature that lives in a case of an optional enum, for a payload that does
  /// not name its feature (``FeatureState``): the store's type is written where it is used.
  @_disfavoredOverload
  public func scope<Child: Feature, Root>(
    state path: KeyPath<F.State, Root?>, case constructor: @escaping (Child.State) -> Root,
    intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    scope(enumCase: path, constructor, send: sending(embed))
  }

  /// The store of the child in the case `constructor` makes of the optional enum at `path`.
  func scope<Child: Feature, Root>(
    enumCase path: KeyPath<F.State, Root?>, _ constructor: @escaping (Child.State) -> Root,
    send: @escaping (Child.Intent) -> StoreTask
  ) -> Store<Child>? {
    let enumCase = EnumCase(constructor)
    let extract: (F.State) -> Child.State? = { $0[keyPath: path].flatMap(enumCase.extract) }
    // Not `.map(Store<Child>.init(scoped:))`: see `scope(_:isPresent:send:)`.
    guard let child: any StoreEngine<Child> & StoreCore<Child> = engine.scope(extract: extract, send: send)
    else { return nil }
    return Store<Child>(scoped: child)
  }

  /// Sends a child's intent through this store, embedded with `embed`: made here, where the
  /// types are concrete, so that the embedding and, from a root store, the root's send run code
  /// specialized for the features.
  @inlinable
  func sending<Intent>(_ embed: @escaping (Intent) -> F.Intent) -> (Intent) -> StoreTask {
    if let root { return { [root] in root.send(embed($0)) } }
    // A store without a root core is a scoped store, whose core has its send.
    let send = core.scopedSend!
    return { send(embed($0)) }
  }

  /// A store of the child at `path`, which may be absent when a presence test is given.
  @usableFromInline
  func scope<Child: Feature>(
    _ path: PartialKeyPath<F.State>, isPresent: ((inout Child.State?) -> Bool)?,
    send: @escaping (Child.Intent) -> StoreTask
  ) -> Store<Child>? {
    // `scope(state:intent:)` gives a key path to the child's optional state with a presence test,
    // and one to its state without.
    if let isPresent {
      let path = unsafeDowncast(path, to: KeyPath<F.State, Child.State?>.self)
      // Unwrapped here, not with `.map(Store<Child>.init(scoped:))`: in a debug build, the
      // standard library's generic `Optional.map` copied the optional engine (a class and a
      // protocol, 16 bytes) as 24, which AddressSanitizer reports as a stack-buffer-overflow
      // (Swift 6.3.1; `.ci/run` runs the tests under it).
      guard
        let child: any StoreEngine<Child> & StoreCore<Child> = engine.scope(
          optional: path, isPresent: isPresent, send: send)
      else { return nil }
      return Store<Child>(scoped: child)
    }
    let path = unsafeDowncast(path, to: KeyPath<F.State, Child.State>.self)
    return Store<Child>(scoped: engine.scope(path, send: send))
  }
}
