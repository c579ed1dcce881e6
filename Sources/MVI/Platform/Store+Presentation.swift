extension Store {
  /// The optional child at `path` as a platform presentation's item: a store of the child while it
  /// is present, `nil` once it is gone; setting `nil` while it is present (the user swiped the sheet
  /// down) sends `dismiss`.
  ///
  /// ```swift
  /// .sheet(store.binding(presenting: \.detail, intent: { .detail($0) }, dismiss: .detailDismissed)) {
  ///   DetailView(store: $0)
  /// }
  /// ```
  ///
  /// The child's state names its feature (``FeatureState``); for one that does not, the
  /// overload without it takes the child's type from where the store is used.
  ///
  /// A view reading it is invalidated only when the child appears or goes away, not when the
  /// child's state changes (its own view reads that). The item's id is the child's place, so a
  /// child replaced in place keeps its sheet, whose store shows the new child. Setting a store
  /// sends nothing: presenting is the feature's decision.
  public func binding<ChildState: FeatureState>(
    presenting path: KeyPath<F.State, ChildState?>,
    intent embed: @escaping (ChildState.Feature.Intent) -> F.Intent, dismiss: F.Intent
  ) -> StoreBinding<PresentedStore<ChildState.Feature>?> {
    presentation(of: path, dismiss: dismiss) { self.scope(state: path, intent: embed) }
  }

  /// The optional child at `path` as a platform presentation's item, for a child state that does
  /// not name its feature (``FeatureState``): the child's type is written where it is used.
  @_disfavoredOverload
  public func binding<Child: Feature>(
    presenting path: KeyPath<F.State, Child.State?>, intent embed: @escaping (Child.Intent) -> F.Intent,
    dismiss: F.Intent
  ) -> StoreBinding<PresentedStore<Child>?> {
    presentation(of: path, dismiss: dismiss) { self.scope(state: path, intent: embed) }
  }

  /// A presentation of the child that `scope` gives while the optional at `path` is present.
  private func presentation<Child: Feature, Value>(
    of path: KeyPath<F.State, Value?>, dismiss: F.Intent, scope: @escaping () -> Store<Child>?
  ) -> StoreBinding<PresentedStore<Child>?> {
    let presence = binding(isPresented: path, dismiss: dismiss)
    return StoreBinding(
      get: {
        guard presence.wrappedValue, let child = scope() else { return nil }
        return PresentedStore(store: child, id: AnyHashable(path))
      },
      set: { if $0 == nil { presence.wrappedValue = false } })
  }
}
