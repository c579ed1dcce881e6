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

  /// Applies an action to a child that lives in a case of an optional enum (a destination, a
  /// route): nothing happens when the enum is `nil` or another case. Changed in place.
  ///
  /// ```swift
  /// case .destination(let action): detail.reduce(&state.destination, case: Destination.detail, action)
  /// case .route(let id, let action): detail.reduce(&state.path[id: id], case: Route.detail, action)
  /// ```
  public func reduce<Root>(_ root: inout Root?, case constructor: @escaping (State) -> Root, _ action: Action)
  {
    _ = EnumCase(constructor).modify(&root) { reduce(&$0, action) }
  }

  /// Handles an intent of a child that lives in a case of an optional enum (`destination:
  /// Destination?` with `case detail(Detail.State)`), named by the case itself: no accessor on
  /// the enum, no macro.
  ///
  /// ```swift
  /// case .destination(let intent):
  ///   return detail.handle(intent, in: state, at: \.destination, case: Destination.detail)
  ///     .map(Action.destination)
  /// ```
  ///
  /// The child's effects end when the enum becomes `nil` or another case, or holds another child
  /// (by `Identifiable.id`). An intent for an absent child is reported as
  /// ``CompositionError/childNotPresent(_:)``.
  public func handle<Parent, Root>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, Root?>,
    case constructor: @escaping @Sendable (State) -> Root
  ) -> Effect<Action, Event> {
    let enumCase = EnumCase(constructor)
    guard let root = parent[keyPath: path], let (label, state) = enumCase.match(root) else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) in a case of \(String(reflecting: Root.self)) in \(String(reflecting: Parent.self))"
      )
      return Effect(.fail(error))
    }
    let effect = handle(intent, state: state)
    if effect.isActionOrEvent { return effect }
    let box = MainActorBox(value: path)
    return embed(
      effect, place: EffectID(CasePlace(place: EffectID(KeyPathID(path: path)), label: label)), state: state,
      optional: true,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value].flatMap(enumCase.extract) })
  }

  /// Handles an intent of a child pushed on a ``RouteStack``, in a case of its routes:
  ///
  /// ```swift
  /// case .route(let id, let intent):
  ///   return detail.handle(intent, in: state, at: \.path, id: id, case: Route.detail)
  ///     .map { .route(id, $0) }
  /// ```
  ///
  /// The child's effects end when its entry is popped, when its route is swapped for another case
  /// or another child (by `Identifiable.id`), and when a new stack is put in place, even one that
  /// numbers its entries with the same ids.
  public func handle<Parent, Route>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, RouteStack<Route>>, id: RouteID,
    case constructor: @escaping @Sendable (State) -> Route
  ) -> Effect<Action, Event> {
    let enumCase = EnumCase(constructor)
    let stack = parent[keyPath: path]
    guard let route = stack[id: id], let stamp = stack.stamp(id: id),
      let (label, state) = enumCase.match(route)
    else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) in route \(id) in \(String(reflecting: Parent.self))")
      return Effect(.fail(error))
    }
    let effect = handle(intent, state: state)
    if effect.isActionOrEvent { return effect }
    let box = MainActorBox(value: path)
    let entry = ChildPresence(place: EffectID(ElementID(path: path, id: id)), identity: stamp)
    return embed(
      effect, place: EffectID(CasePlace(place: EffectID(entry), label: label)), state: state, optional: true,
      child: { (parent: Parent) -> State? in
        let stack = parent[keyPath: box.value]
        guard stack.stamp(id: id) == stamp, let route = stack[id: id] else { return nil }
        return enumCase.extract(from: route)
      })
  }

  /// Handles an intent of a child that is always present in the parent's state.
  ///
  /// The child's effect ids are made distinct per place (two `Counter`s at `\.left` and `\.right`
  /// never cancel each other's effects). When the child's state is `Identifiable`, a child put in
  /// its place with another id is another child: the old one's effects are cancelled. Map the
  /// result to the parent's actions:
  ///
  /// ```swift
  /// case .counter(let intent):
  ///   return counter.handle(intent, in: state, at: \.counter).map(Action.counter)
  /// ```
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, State>
  ) -> Effect<Action, Event> {
    let state = parent[keyPath: path]
    let effect = handle(intent, state: state)
    if effect.isActionOrEvent { return effect }
    let box = MainActorBox(value: path)
    return embed(
      effect, place: EffectID(KeyPathID(path: path)), state: state, optional: false,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value] })
  }

  /// Handles an intent of a child that may be absent: a presented destination, or an element of
  /// an ``IdentifiedArray`` (`\.rows[id: id]`).
  ///
  /// The child's async effects are cancelled by the store as soon as the child leaves the
  /// parent's state (dismissed, removed) or is replaced by another one (by `Identifiable.id`,
  /// when the child's state has one); what they would send afterwards never arrives. An
  /// intent for an absent child changes nothing and is reported as a
  /// ``CompositionError/childNotPresent(_:)`` failure (interceptors see it; it is printed).
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, State?>
  ) -> Effect<Action, Event> {
    guard let state = parent[keyPath: path] else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) in \(String(reflecting: Parent.self))")
      return Effect(.fail(error))
    }
    let effect = handle(intent, state: state)
    if effect.isActionOrEvent { return effect }
    let box = MainActorBox(value: path)
    return embed(
      effect, place: EffectID(KeyPathID(path: path)), state: state, optional: true,
      child: { (parent: Parent) -> State? in parent[keyPath: box.value] })
  }

  /// Handles an intent of a child held by a ``Presented`` wrapper (`at: \.$sheet`): its effects
  /// end when it is dismissed and when another child is presented in its place.
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, Presented<State>>
  ) -> Effect<Action, Event> {
    let presented = parent[keyPath: path]
    guard let state = presented.wrappedValue else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) in \(String(reflecting: Parent.self))")
      return Effect(.fail(error))
    }
    let effect = handle(intent, state: state)
    if effect.isActionOrEvent { return effect }
    return embedPresented(effect, at: path, stamp: presented.stamp)
  }

  /// Embeds the effect of a ``Presented`` child, tied to its presentation's stamp.
  func embedPresented<Parent>(
    _ effect: Effect<Action, Event>, at path: KeyPath<Parent, Presented<State>>, stamp: UInt64
  ) -> Effect<Action, Event> {
    let box = MainActorBox(value: path)
    return effect.embedded(
      prefix: EffectID(ChildPresence(place: EffectID(KeyPathID(path: path)), identity: stamp)),
      alive: { (parent: Parent) in parent[keyPath: box.value].stamp == stamp },
      child: { (parent: Parent) -> State? in parent[keyPath: box.value].wrappedValue })
  }

  /// Handles an intent of the element with `id` in a collection of children: like
  /// `handle(intent, in: parent, at: \.rows[id: id])`, without making a key path for each intent.
  ///
  /// The element's effects end when it is removed, and when the id is reused: an element removed
  /// and added again (or a new array put in place) is a new child, whose effects are apart from
  /// the old one's.
  ///
  /// ```swift
  /// case .row(let id, let intent):
  ///   return row.handle(intent, in: state, at: \.rows, id: id).map { .row(id, $0) }
  /// ```
  ///
  /// For a child without events, ``handle(_:in:at:id:action:)`` does the same in one call,
  /// without a closure allocated for each intent.
  @inlinable
  public func handle<Parent>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, IdentifiedArray<State>>, id: State.ID
  ) -> Effect<Action, Event> where State: Identifiable, State.ID: Sendable {
    guard let state = parent[keyPath: path][id: id] else {
      return embedElement(nil, at: path, id: id, in: parent)
    }
    // An action or an event needs no lifetime: the stamp is looked up only for async work. The
    // effect is taken apart, not copied (a copy of `Operation` goes through its value witnesses).
    let operation = handle(intent, state: state).operation
    switch consume operation {
    case .none: return Effect(.none)
    case .send(let action): return Effect(.send(action))
    case .emit(let event): return Effect(.emit(event))
    case let other: return embedElement(Effect(other), at: path, id: id, in: parent)
    }
  }

  /// Handles an intent of the element with `id` in a collection of children and makes its effect
  /// the parent's: `action` turns the element's id and action into a parent action, as
  /// `scope(each:intent:)` turns a row's id and intent into the parent's intent.
  ///
  /// ```swift
  /// case .row(let id, let intent):
  ///   return row.handle(intent, in: state, at: \.rows, id: id, action: Action.row)
  /// ```
  ///
  /// The same effect as `handle(intent, in: state, at: \.rows, id: id).map { .row(id, $0) }`,
  /// for a child without events, and faster: `action` needs nothing captured, where the closure
  /// given to `map` captures the id, so each intent would allocate that closure's context.
  @inlinable
  public func handle<Parent, ParentAction: Sendable, ParentEvent: Sendable>(
    _ intent: Intent, in parent: Parent, at path: KeyPath<Parent, IdentifiedArray<State>>, id: State.ID,
    action embedding: @escaping @Sendable (State.ID, Action) -> ParentAction
  ) -> Effect<ParentAction, ParentEvent> where State: Identifiable, State.ID: Sendable, Event == Never {
    let operation = handle(intent, in: parent, at: path, id: id).operation
    switch consume operation {
    case .none: return Effect(.none)
    case .send(let action): return Effect(.send(embedding(id, action)))
    case let other: return Effect(other).map { embedding(id, $0) }
    }
  }

  /// The slow paths of ``handle(_:in:at:id:)``, out of line: embeds the effect of an element of
  /// an ``IdentifiedArray``, tied to its presence stamp in `parent`; or, with no effect, the
  /// element being absent from `parent`'s array, fails with
  /// ``CompositionError/childNotPresent(_:)`` (the message is made only then).
  @usableFromInline
  @inline(never)
  func embedElement<Parent>(
    _ effect: Effect<Action, Event>?, at path: KeyPath<Parent, IdentifiedArray<State>>, id: State.ID,
    in parent: Parent
  ) -> Effect<Action, Event> where State: Identifiable, State.ID: Sendable {
    guard let effect else {
      let error = CompositionError.childNotPresent(
        "\(String(reflecting: State.self)) with id \(id) in \(String(reflecting: Parent.self))")
      return Effect(.fail(error))
    }
    let stamp = parent[keyPath: path].stamp(id: id) ?? 0
    let box = MainActorBox(value: path)
    return effect.embedded(
      prefix: EffectID(ChildPresence(place: EffectID(ElementID(path: path, id: id)), identity: stamp)),
      alive: { (parent: Parent) in parent[keyPath: box.value].stamp(id: id) == stamp },
      child: { (parent: Parent) -> State? in parent[keyPath: box.value][id: id] })
  }

  /// Embeds a child's effect at a place, tied to the child's identity when its state is
  /// `Identifiable`, and to its presence when `optional`.
  func embed<Parent>(
    _ effect: Effect<Action, Event>, place: EffectID, state: State, optional: Bool,
    child: @escaping @MainActor @Sendable (Parent) -> State?
  ) -> Effect<Action, Event> {
    guard let identity = childIdentity(of: state) else {
      guard optional else { return effect.embedded(prefix: place, alive: nil, child: child) }
      let present: @MainActor @Sendable (Parent) -> Bool = { child($0) != nil }
      return effect.embedded(prefix: place, alive: present, child: child)
    }
    let box = MainActorBox(value: identity)
    let same: @MainActor @Sendable (Parent) -> Bool = { parent in
      guard let state = child(parent) else { return false }
      return childIdentity(of: state) == box.value
    }
    return effect.embedded(
      prefix: EffectID(ChildPresence(place: place, identity: identity)), alive: same, child: child)
  }
}
