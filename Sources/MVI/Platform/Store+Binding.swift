extension Store {
  /// A binding of a field of the state: reading it reads the field (observed, as `store.field` is),
  /// setting it sends the intent `send` makes from the new value.
  ///
  /// ```swift
  /// TextField("Search", text: Binding(store.binding(\.query, send: { .queryChanged($0) })))
  /// ```
  ///
  /// Every set sends, even of the value already there: the feature decides what a change is.
  public func binding<Value>(
    _ path: KeyPath<F.State, Value>, send intent: @escaping (Value) -> F.Intent
  ) -> StoreBinding<Value> {
    StoreBinding(get: { self[dynamicMember: path] }, set: { self.send(intent($0)) })
  }

  /// A binding of an equatable field of the state: a view reading it is invalidated only when the
  /// value changes. Setting it sends the intent `send` makes from the new value.
  public func binding<Value: Equatable>(
    _ path: KeyPath<F.State, Value>, send intent: @escaping (Value) -> F.Intent
  ) -> StoreBinding<Value> {
    StoreBinding(get: { self[dynamicMember: path] }, set: { self.send(intent($0)) })
  }

  /// Whether the optional child (a sheet's state, a route) at `path` is present, as a binding for
  /// a presentation: setting it to `false` while the child is present sends `dismiss`.
  ///
  /// ```swift
  /// .sheet(isPresented: Binding(store.binding(isPresented: \.detail, dismiss: .detailDismissed))) {
  ///   if let detail: Store<Detail> = store.scope(state: \.detail, intent: { .detail($0) }) {
  ///     DetailView(store: detail)
  ///   }
  /// }
  /// ```
  ///
  /// Only a change of presence invalidates a view that reads it. Setting `true` sends nothing
  /// (presenting is the feature's decision), nor does setting `false` once the child is gone, so
  /// a dismissal the feature made itself is not dismissed twice.
  public func binding<Wrapped>(
    isPresented path: KeyPath<F.State, Wrapped?>, dismiss: F.Intent
  ) -> StoreBinding<Bool> {
    let isPresent = path.appending(path: \Wrapped?.isPresent)
    return StoreBinding(
      get: { self[dynamicMember: isPresent] },
      set: { presented in
        if !presented, self[dynamicMember: isPresent] { self.send(dismiss) }
      })
  }
}

extension Optional {
  /// Whether a value is present; a key path to it observes presence only.
  var isPresent: Bool { self != nil }
}
