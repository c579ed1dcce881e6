extension Store {
  /// The stores of the rows of an ``IdentifiedArray`` in the state, one a row, in order: what a
  /// list iterates.
  ///
  /// ```swift
  /// let rows: [IdentifiedStore<Row>] = store.scope(each: \.rows, intent: { .row($0, $1) })
  /// ForEach(rows) { row in
  ///   RowView(store: row.store)
  /// }
  /// ```
  ///
  /// Reading it observes the rows' ids only (as `store[observing: \.rows.ids]` does): a view
  /// that iterates it is invalidated when rows are added, removed or moved, never when a row's
  /// content changes; each row's view observes its own store. A row's store is the one that
  /// `scope(state: \.rows[id: id], intent: { embed(id, $0) })` gives, with the row's id beside
  /// it (``IdentifiedStore``).
  ///
  /// Each read makes a store for every row (about 0.4 µs a row in a release build: 4 ms for
  /// 10,000 rows), which a list pays when its ids change and its body runs again.
  @inlinable
  public func scope<Child: Feature>(
    each path: KeyPath<F.State, IdentifiedArray<Child.State>>,
    intent embed: @escaping (Child.State.ID, Child.Intent) -> F.Intent
  ) -> [IdentifiedStore<Child>] where Child.State: Identifiable {
    let ids = self[observing: path.appending(path: \.ids)]
    return ids.compactMap { id in
      // From a root store, the row is read by its id in the array at its offset (read in code
      // specialized for the row); from a scoped store, through the key path.
      let store: Store<Child>? =
        if let root {
          Self.scope(root, element: .element(of: path, id: id), send: { root.send(embed(id, $0)) })
        } else {
          scope(state: path.appending(path: \.[id: id]), intent: { embed(id, $0) })
        }
      return store.map { IdentifiedStore(id: id, store: $0) }
    }
  }

  /// The store of the row at `place` of a root store's state, `nil` when it is absent now.
  @usableFromInline
  static func scope<Child: Feature>(
    _ root: RootCore<F>, element place: StateStorage<F.State>.Place<Child.State>,
    send: @escaping (Child.Intent) -> StoreTask
  ) -> Store<Child>? {
    // Not `.map(Store<Child>.init(scoped:))`: see `scope(_:isPresent:send:)`.
    guard let child: any StoreEngine<Child> & StoreCore<Child> = root.scoped(at: place, send: send) else {
      return nil
    }
    return Store<Child>(scoped: child)
  }
}
