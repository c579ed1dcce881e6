extension Store {
  /// A store of a child feature whose state is always present in this store's state.
  ///
  /// The scoped store reads its state from this store and sends its intents here, embedded with
  /// `intent`: it is observable on its own, field by field, and a view of it is invalidated only
  /// when the child's fields it read change.
  ///
  /// ```swift
  /// let counter: Store<Counter> = store.scope(state: \.counter, intent: { .counter($0) })
  /// ```
  ///
  /// Scoped stores are not cached: each call makes a new one, freed with the last view that
  /// holds it. A scoped store keeps this store's state and running effects alive. Scoping a scoped store again costs one
  /// key path from the root, however deep.
  ///
  /// A scoped store has no events of its own: the child's events go where the parent's `handle`
  /// maps them (``Effect/map(action:actionForEvent:)`` or ``Effect/map(action:event:)``), so listen on
  /// the store that owns the feature; a scoped store's ``events`` only finishes when it goes away.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child> {
    switch core {
    case .root(let root):
      let core = ScopedCore<F, Child>(
        root: root, place: .always(path), send: { [root] in root.send(embed($0)) },
        initial: root.storage.value[keyPath: path])
      return Store<Child>(scoped: core)
    case .scoped(let scope):
      let send = scope.sendIntent
      return Store<Child>(scoped: scope.scope(path, send: { send(embed($0)) }))
    }
  }

  /// A store of a child feature that may be absent: a presented destination (`\.detail`) or an
  /// element of an ``IdentifiedArray`` (`\.rows[id: id]`); `nil` when the child is absent now.
  ///
  /// ```swift
  /// if let detail: Store<Detail> = store.scope(state: \.detail, intent: { .detail($0) }) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// For the rows of a list, ``scope(each:intent:)`` gives a store a row.
  ///
  /// When the child goes away later, the scoped store keeps showing the last state read through
  /// it, and its intents are reported as ``CompositionError/childNotPresent(_:)``.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State?>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    // Made here, where `Child` is concrete: a specialized load that allocates nothing.
    let presence = StateStorage<F.State>.presence(of: Child.State.self)
    switch core {
    case .root(let root):
      return Self.scoped(from: root, at: .optional(path, presence: presence), intent: embed)
    case .scoped(let scope):
      let parentSend = scope.sendIntent
      let send: (Child.Intent) -> StoreTask = { parentSend(embed($0)) }
      return scope.scope(optional: path, send: send, presence: presence).map(Store<Child>.init(scoped:))
    }
  }

  /// A store of a child feature that lives in a case of an optional enum: a destination
  /// (`\.destination`, `case: Destination.detail`) or a pushed route (`\.path[id: id]`,
  /// `case: Route.detail`); `nil` when the enum is not that case now.
  ///
  /// ```swift
  /// if let detail: Store<Detail> = store.scope(state: \.path[id: id], case: Route.detail, intent: { .route(id, $0) }) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// Its fields are read through the enum's payload, so it costs more per read than a store
  /// scoped to a stored property; like it, it keeps showing the last state read once the child
  /// is gone.
  @inlinable
  public func scope<Child: Feature, Root>(
    state path: KeyPath<F.State, Root?>, case constructor: @escaping (Child.State) -> Root,
    intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    let enumCase = EnumCase(constructor)
    let extract: (F.State) -> Child.State? = { $0[keyPath: path].flatMap(enumCase.extract) }
    switch core {
    case .root(let root):
      return Self.scoped(from: root, at: .extracted(extract), intent: embed)
    case .scoped(let scope):
      let parentSend = scope.sendIntent
      let send: (Child.Intent) -> StoreTask = { parentSend(embed($0)) }
      return scope.scope(extract: extract, send: send).map(Store<Child>.init(scoped:))
    }
  }

  /// A store of the child at `place` in a root store's state, `nil` when it is absent now.
  @inlinable
  static func scoped<Child: Feature>(
    from root: RootCore<F>, at place: StateStorage<F.State>.Place<Child.State>,
    intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    guard let initial = root.storage.child(at: place) else { return nil }
    let core = ScopedCore<F, Child>(
      root: root, place: place, send: { [root] in root.send(embed($0)) }, initial: initial)
    return Store<Child>(scoped: core)
  }
}
