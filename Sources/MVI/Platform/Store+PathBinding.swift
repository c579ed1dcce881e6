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

  /// The stack as a platform navigation path that links push onto: reading it reads the stack's
  /// ids, and setting it — the user went back, or tapped a link — sends `pop` once for each
  /// screen that left (top first), then `push` for each route a link appended (in order).
  ///
  /// ```swift
  /// NavigationStack(path: Binding(store.binding(path: \.path, pop: { .popped($0) }, push: { .pushed($0) }))) {
  ///   List(posts) { post in
  ///     NavigationLink(post.title, value: store.link(to: .detail(post.id), in: \.path))
  ///   }
  ///   .navigationDestination(for: RoutePathElement<Route>.self) { element in … }
  /// }
  /// ```
  ///
  /// Pushing stays the feature's decision: a push it refuses leaves the stack as it was, and the
  /// platform goes back to it. A view reading it is invalidated only when the ids change.
  public func binding<Route>(
    path: KeyPath<F.State, RouteStack<Route>>, pop: @escaping (RouteID) -> F.Intent,
    push: @escaping (Route) -> F.Intent
  ) -> StoreBinding<[RoutePathElement<Route>]> {
    let ids = path.appending(path: \RouteStack<Route>.ids)
    return StoreBinding(
      get: { self[dynamicMember: ids].map { RoutePathElement(id: $0) } },
      set: { shown in
        let stack = self[dynamicMember: ids]
        // A link's element already pushed is that entry: only ids decide what was popped.
        for id in Self.popped(from: stack, keeping: shown.map(\.id)) { self.send(pop(id)) }
        let onStack = Set(stack)
        for element in shown where !onStack.contains(element.id) {
          if let route = element.pushing { self.send(push(route)) }
        }
      })
  }

  /// The value of a link that pushes `route` onto the stack at `path`, through the path binding's
  /// `push` (``binding(path:pop:push:)``): `NavigationLink(value: store.link(to: route, in: \.path))`.
  /// Its id is the one the stack gives its next push, so the screen the platform pushes is the
  /// entry the feature adds. A view reading it is invalidated only by a push.
  public func link<Route>(to route: Route, in path: KeyPath<F.State, RouteStack<Route>>) -> RoutePathElement<
    Route
  > {
    RoutePathElement(id: self[dynamicMember: path.appending(path: \.nextPushID)], pushing: route)
  }

  /// The ids of `stack` that are not in `shown`, top first: the screens the platform popped.
  static func popped(from stack: [RouteID], keeping shown: [RouteID]) -> [RouteID] {
    let kept = Set(shown)
    return stack.reversed().filter { !kept.contains($0) }
  }
}
