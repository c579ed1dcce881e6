/// The stores a store has given for the rows of its collections (``Store/scope(each:intent:)-(KeyPath<F.State,IdentifiedArray<ChildState>>,_)``),
/// by collection and row id, held weakly: a later read gives a row the same store while something
/// else holds it (the row's view, the rows of an earlier read) and the row stays in the
/// collection. Made on a store's first `scope(each:)`.
@MainActor
final class RowStoreCache {
  /// The rows of one collection (a key path to an ``IdentifiedArray``) for one child feature.
  struct ListKey: Hashable {
    let path: AnyKeyPath
    let child: ObjectIdentifier
  }

  private var lists: [ListKey: AnyObject] = [:]

  /// The row stores of the collection at `path`, for `Child`.
  func list<Child: Feature>(at path: AnyKeyPath, of child: Child.Type) -> RowStores<Child>
  where Child.State: Identifiable {
    let key = ListKey(path: path, child: ObjectIdentifier(child))
    if let list = lists[key] {
      // Made below for this very key, whose `Child` is the list's.
      return unsafeDowncast(list, to: RowStores<Child>.self)
    }
    let list = RowStores<Child>()
    lists[key] = list
    return list
  }
}

/// The stores of a collection's rows, by id, each held weakly.
@MainActor
final class RowStores<Child: Feature> where Child.State: Identifiable {
  /// A row's store, held weakly; a class, so that a look-up copies no weak reference.
  final class Entry {
    weak var store: Store<Child>?

    init(store: Store<Child>) {
      self.store = store
    }
  }

  private var entries: [Child.State.ID: Entry] = [:]

  /// The stores of the rows `ids`, in order: each the one given before, while it is still held,
  /// else one `make` makes (`nil` when the row is absent). Rows no longer among `ids` are
  /// forgotten, so that a row that comes back gets a new store.
  func stores(
    of ids: [Child.State.ID], make: (Child.State.ID) -> Store<Child>?
  ) -> [IdentifiedStore<Child>] {
    var rows: [IdentifiedStore<Child>] = []
    rows.reserveCapacity(ids.count)
    for id in ids {
      if let store = entries[id]?.store {
        rows.append(IdentifiedStore(id: id, store: store))
      } else if let store = make(id) {
        entries[id] = Entry(store: store)
        rows.append(IdentifiedStore(id: id, store: store))
      }
    }
    // Every row read has its entry; more entries are rows that left (or a store already gone).
    if entries.count > rows.count {
      entries = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, Entry(store: $0.store)) })
    }
    return rows
  }
}
