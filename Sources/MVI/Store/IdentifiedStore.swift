/// The store of a row of a list, with the row's id: what ``Store/scope(each:intent:)-(KeyPath<F.State,IdentifiedArray<ChildState>>,_)`` gives a
/// list to iterate (`ForEach` identifies the rows by it).
public struct IdentifiedStore<Child: Feature>: Identifiable where Child.State: Identifiable {
  /// The row's id.
  public let id: Child.State.ID
  /// The row's store.
  public let store: Store<Child>

  @usableFromInline
  init(id: Child.State.ID, store: Store<Child>) {
    self.id = id
    self.store = store
  }
}

extension IdentifiedStore: Sendable where Child.State.ID: Sendable {}
