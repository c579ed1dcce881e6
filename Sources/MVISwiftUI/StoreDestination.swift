#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  /// The screen of a destination or a pushed route, chosen by the case its enum holds: one
  /// place for every case, no `if let` for each.
  ///
  /// ```swift
  /// .navigationDestination(for: RouteID.self) { id in
  ///   store.destination(id, in: \.path)
  ///     .case(Route.detail, intent: { .detail(id, $0) }) { PostDetailScreen(store: $0) }
  ///     .case(Route.profile, intent: { .profile(id, $0) }) { ProfileScreen(store: $0) }
  /// }
  /// ```
  ///
  /// Each ``case(_:intent:screen:)`` is tried in turn, the last written first: the first whose
  /// case the enum holds shows its screen, with the store
  /// ``Store/scope(state:case:intent:)-(_,(ChildState)->Root,_)`` gives. Nothing shows while the
  /// enum is absent or holds a case not listed.
  @MainActor
  public struct StoreDestination<F: Feature, Route, Content: View>: View {
    let store: Store<F>
    let path: KeyPath<F.State, Route?>
    let content: @MainActor () -> Content

    /// The screen of the case the enum holds now.
    public var body: some View { content() }

    /// Adds a case: while the enum holds it, `screen` shows with a store of the case's child.
    public func `case`<ChildState: FeatureState, Screen: View>(
      _ constructor: @escaping (ChildState) -> Route,
      intent embed: @escaping (ChildState.Feature.Intent) -> F.Intent,
      @ViewBuilder screen: @escaping (Store<ChildState.Feature>) -> Screen
    ) -> StoreDestination<F, Route, _ConditionalContent<Screen, Content>> {
      StoreDestination<F, Route, _ConditionalContent<Screen, Content>>(store: store, path: path) {
        [store, path, content] in
        if let child = store.scope(state: path, case: constructor, intent: embed) {
          ViewBuilder.buildEither(first: screen(child))
        } else {
          ViewBuilder.buildEither(second: content())
        }
      }
    }
  }

  extension Store {
    /// The screen of the route `id` on the stack at `path`, chosen by its case with
    /// ``StoreDestination/case(_:intent:screen:)``: a `navigationDestination(for: RouteID.self)`'s
    /// content.
    @MainActor
    public func destination<Route>(
      _ id: RouteID, in path: KeyPath<F.State, RouteStack<Route>>
    ) -> StoreDestination<F, Route, EmptyView> {
      StoreDestination(store: self, path: path.appending(path: \.[id: id])) { EmptyView() }
    }

    /// The screen of the destination at `path` (an optional enum of the screens the feature
    /// presents), chosen by its case with ``StoreDestination/case(_:intent:screen:)``.
    @MainActor
    public func destination<Route>(_ path: KeyPath<F.State, Route?>) -> StoreDestination<F, Route, EmptyView>
    {
      StoreDestination(store: self, path: path) { EmptyView() }
    }
  }
#endif
