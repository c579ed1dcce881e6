extension Feature {
  /// Applies an action to an optional child's state; nothing happens when the child is absent.
  ///
  /// In a parent's `reduce`, for a presented child or an element of an ``IdentifiedArray``:
  ///
  /// ```swift
  /// case .detail(let action): detail.reduce(&state.detail, action)
  /// case .row(let id, let action): row.reduce(&state.rows[id: id], action)
  /// ```
  @inlinable
  public func reduce(_ state: inout State?, _ action: Action) {
    guard state != nil else { return }
    reduce(&state!, action)
  }

  /// Handles an intent of a child that is always present in the parent's state.
  ///
  /// The child's effect ids are made distinct per place (two `Counter`s at `\.left` and `\.right`
  /// never cancel each other's effects). Map the result to the parent's actions:
  ///
  /// ```swift
  /// case .counter(let intent):
  ///   return counter.handle(intent, in: state, at: \.counter).map(Action.counter)
  /// ```
  @inlinable
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, State>
  ) -> Effect<Action, Event> {
    let box = MainActorBox(value: path)
    return handle(intent, state: parent[keyPath: path]).embedded(
      prefix: EffectID(KeyPathID(path: path)), optional: false,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value] })
  }

  /// Handles an intent of a child that may be absent: a presented destination, or an element of
  /// an ``IdentifiedArray`` (`\.rows[id: id]`).
  ///
  /// The child's async effects are cancelled by the store as soon as the child leaves the
  /// parent's state (dismissed, removed); what they would send afterwards never arrives. An
  /// intent for an absent child changes nothing and is reported as a
  /// ``CompositionError/childNotPresent(_:)`` failure (interceptors see it; it is printed).
  @inlinable
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, State?>
  ) -> Effect<Action, Event> {
    guard let state = parent[keyPath: path] else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) in \(String(reflecting: Parent.self))")
      return .run { _ in throw error }
    }
    let box = MainActorBox(value: path)
    return handle(intent, state: state).embedded(
      prefix: EffectID(KeyPathID(path: path)), optional: true,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value] })
  }

  /// Handles an intent of the element with `id` in a collection of children: like
  /// `handle(intent, in: parent, at: \.rows[id: id])`, without making a key path for each intent.
  ///
  /// ```swift
  /// case .row(let id, let intent):
  ///   return row.handle(intent, in: state, at: \.rows, id: id).map { .row(id, $0) }
  /// ```
  @inlinable
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, IdentifiedArray<State>>, id: State.ID
  ) -> Effect<Action, Event> where State: Identifiable, State.ID: Sendable {
    guard let state = parent[keyPath: path][id: id] else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) with id \(id) in \(String(reflecting: Parent.self))")
      return .run { _ in throw error }
    }
    let box = MainActorBox(value: path)
    return handle(intent, state: state).embedded(
      prefix: EffectID(ElementID(path: path, id: id)), optional: true,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value][id: id] })
  }
}
