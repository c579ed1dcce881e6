extension Store {
  /// The stores of the rows of an ``IdentifiedArray`` in the state, one a row, in order: what a
  /// list iterates.
  ///
  /// ```swift
  /// ForEach(store.scope(each: \.rows, intent: { .row($0, $1) })) { row in
  ///   RowView(store: row.store)
  /// }
  /// ```
  ///
  /// The row's state names its feature (``FeatureState``), so nothing is annotated; for one that
  /// does not, write the type (`let rows: [IdentifiedStore<Row>] = store.scope(each: …)`).
  ///
  /// Reading it observes the rows' ids only (as `store[observing: \.rows.ids]` does): a view
  /// that iterates it is invalidated when rows are added, removed or moved, never when a row's
  /// content changes; each row's view observes its own store. A row's store is the one that
  /// `scope(state: \.rows[id: id], intent: { embed(id, $0) })` gives, with the row's id beside
  /// it (``IdentifiedStore``).
  ///
  /// A row's store is made on the first read that finds the row, and given again by later reads
  /// while something holds it (the row's view, the rows of an earlier read) and the row stays in
  /// the collection: a list whose body runs again hands its rows the same stores, so SwiftUI sees
  /// its row views unchanged. A row that a read found gone gets a new store when it comes back. A
  /// row's store sends through the `intent` of the read that made it.
  @inlinable
  public func scope<ChildState: FeatureState & Identifiable>(
    each path: KeyPath<F.State, IdentifiedArray<ChildState>>,
    intent embed: @escaping (ChildState.ID, ChildState.Feature.Intent) -> F.Intent
  ) -> [IdentifiedStore<ChildState.Feature>] {
    let ids = self[observing: path.appending(path: \.ids)]
    let root = self.root
    return rowStores(at: path, ids: ids) { id in
      // For a row seen for the first time. From a root store, the row is read by its id in the
      // array at its offset (read in code specialized for the row); from a scoped store, through
      // the key path.
      if let root { return (.element(of: path, id: id), { root.send(embed(id, $0)) }) }
      return (nil, sending { embed(id, $0) })
    }
  }

  /// The stores of the rows of an ``IdentifiedArray``, for a row state that does not name its
  /// feature (``FeatureState``): the type is written where it is used.
  ///
  /// ```swift
  /// let rows: [IdentifiedStore<Row>] = store.scope(each: \.rows, intent: { .row($0, $1) })
  /// ```
  ///
  /// The same rows as ``scope(each:intent:)-(KeyPath<F.State,IdentifiedArray<ChildState>>,_)``
  /// gives, made in code that is not specialized for the two features (a send through a row costs
  /// the same: <doc:Performance>, case 8t).
  @_disfavoredOverload
  public func scope<Child: Feature>(
    each path: KeyPath<F.State, IdentifiedArray<Child.State>>,
    intent embed: @escaping (Child.State.ID, Child.Intent) -> F.Intent
  ) -> [IdentifiedStore<Child>] where Child.State: Identifiable {
    let ids = self[observing: path.appending(path: \.ids)]
    let root = self.root
    return rowStores(at: path, ids: ids) { id in
      if let root { return (.element(of: path, id: id), { root.send(embed(id, $0)) }) }
      return (nil, sending { embed(id, $0) })
    }
  }

  /// The stores of the rows `ids` of the collection at `path`: those given before while still
  /// held (``RowStores``), else made from what `make` gives for the row (its place in a root
  /// store's state, or `nil` to read it through the key path, and its send).
  @usableFromInline
  func rowStores<Child: Feature>(
    at path: KeyPath<F.State, IdentifiedArray<Child.State>>, ids: [Child.State.ID],
    make: (Child.State.ID) -> (StateStorage<F.State>.Place<Child.State>?, (Child.Intent) -> StoreTask)
  ) -> [IdentifiedStore<Child>] where Child.State: Identifiable {
    engine.rowStores.list(at: path, of: Child.self).stores(of: ids) { id in
      let (place, send) = make(id)
      if let place, let root {
        // Not `.map(Store<Child>.init(scoped:))`: see `scope(_:isPresent:send:)`.
        guard let child: any StoreEngine<Child> & StoreCore<Child> = root.scoped(at: place, send: send) else {
          return nil
        }
        return Store<Child>(scoped: child)
      }
      return scope(path.appending(path: \.[id: id]), isPresent: { $0 != nil }, send: send)
    }
  }
}
