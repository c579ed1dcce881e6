extension Store {
  /// The ids of a ``RouteStack``'s entries as a binding, for a platform navigation stack: reading
  /// it reads the stack (a pop in state pops the screen), and setting it to a shorter stack — the
  /// user went back — sends `pop` once for each screen that left, top first.
  ///
  /// ```swift
  /// NavigationStack(path: Binding(store.binding(path: \.path, pop: { _ in .backTapped }))) { … }
  /// ```
  ///
  /// Only removals send: ids that are not on the stack (a push the platform made on its own) are
  /// ignored, since pushing is the feature's decision, and so is a value that keeps every entry.
  /// A view reading it is invalidated only when the ids change, not when a pushed screen's state
  /// does.
  public func binding<Route>(
    path: KeyPath<F.State, RouteStack<Route>>, pop: @escaping (RouteID) -> F.Intent
  ) -> StoreBinding<[RouteID]> {
    let ids = path.appending(path: \RouteStack<Route>.ids)
    return StoreBinding(
      get: { self[dynamicMember: ids] },
      set: { shown in
        for id in Self.popped(from: self[dynamicMember: ids], keeping: shown) { self.send(pop(id)) }
      })
  }

  /// The ids of `stack` that are not in `shown`, top first: the screens the platform popped.
  static func popped(from stack: [RouteID], keeping shown: [RouteID]) -> [RouteID] {
    let kept = Set(shown)
    return stack.reversed().filter { !kept.contains($0) }
  }
}
