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
  /// holds it. A scoped store keeps this store alive. Scoping a scoped store again costs one
  /// key path from the root, however deep.
  ///
  /// A scoped store has no events of its own: the child's events go where the parent's `handle`
  /// maps them (``Effect/map(action:actionForEvent:)`` or ``Effect/map(action:event:)``), so listen on
  /// the store that owns the feature; a scoped store's ``events`` only finishes when it goes away.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child> {
    let childLink: ScopeLink<Child>
    if let link {
      childLink = link.scope(path, send: { [link] in link.send(embed($0)) })
    } else {
      childLink = RootLink<F, Child>(root: self, always: path, send: { [self] in send(embed($0)) })
    }
    let initial = childLink.current() ?? storage.pointee[keyPath: path]
    return Store<Child>(feature: nil, link: childLink, initialState: initial, interceptors: [])
  }

  /// A store of a child feature that may be absent: a presented destination (`\.detail`) or an
  /// element of an ``IdentifiedArray`` (`\.rows[id: id]`); `nil` when the child is absent now.
  ///
  /// ```swift
  /// ForEach(store.rows.ids, id: \.self) { id in
  ///   if let row: Store<Row> = store.scope(state: \.rows[id: id], intent: { .row(id, $0) }) {
  ///     RowView(store: row)
  ///   }
  /// }
  /// ```
  ///
  /// When the child goes away later, the scoped store keeps showing the last state read through
  /// it, and its intents are reported as ``CompositionError/childNotPresent(_:)``.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.State, Child.State?>, intent embed: @escaping (Child.Intent) -> F.Intent
  ) -> Store<Child>? {
    let childLink: ScopeLink<Child>
    let presence: (UnsafeRawPointer) -> Bool = {
      $0.assumingMemoryBound(to: Child.State?.self).pointee != nil
    }
    if let link {
      childLink = link.scope(path, send: { [link] in link.send(embed($0)) }, presence: presence)
    } else {
      childLink = RootLink<F, Child>(
        root: self, optional: path, send: { [self] in send(embed($0)) }, presence: presence)
    }
    guard let initial = childLink.current() else { return nil }
    return Store<Child>(feature: nil, link: childLink, initialState: initial, interceptors: [])
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
    let childLink: ScopeLink<Child>
    if let link {
      childLink = link.scope(extract, send: { [link] in link.send(embed($0)) })
    } else {
      childLink = RootLink<F, Child>(root: self, extract: extract, send: { [self] in send(embed($0)) })
    }
    guard let initial = childLink.current() else { return nil }
    return Store<Child>(feature: nil, link: childLink, initialState: initial, interceptors: [])
  }
}
