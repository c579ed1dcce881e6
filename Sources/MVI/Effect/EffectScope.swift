/// Where an embedded child feature's effects belong: an id their tasks are registered under, and
/// a test of whether the child is still in the state of the store that runs them.
///
/// Made by ``Feature/handle(_:in:at:)-(_,_,KeyPath<Parent,Self.State?>)``; the store checks live scopes
/// after each send and cancels the effects of a child that was dismissed or removed.
@usableFromInline
struct EffectScope: Sendable {
  /// The id the child's tasks are registered under; it names the child's place in the state.
  let id: EffectID
  /// The state type `isAlive` reads.
  let stateType: ObjectIdentifier
  /// Whether the child is still present in the state the pointer points at (of `stateType`).
  let isAlive: @MainActor @Sendable (UnsafeRawPointer) -> Bool
}

/// An id used inside an embedded child, made distinct per child: `.search` in row 1 and
/// `.search` in row 2 are different effects.
struct ScopedEffectID: Hashable, Sendable {
  let scope: EffectID
  let id: EffectID
}

extension EffectID {
  /// The children an id was made distinct for, outermost first, and the id the innermost child
  /// gave: `([row 1, sheet], .timer)` for a timer of a sheet presented by row 1.
  var scopePath: (path: [EffectID], leaf: EffectID) {
    var path: [EffectID] = []
    var id = self
    while let scoped = id.value as? ScopedEffectID {
      path.append(scoped.scope)
      id = scoped.id
    }
    return (path, id)
  }
}

/// A key path as an effect id. Key paths are immutable values; hashing and comparing them is
/// all an id does.
@usableFromInline
struct KeyPathID: Hashable, @unchecked Sendable {
  let path: AnyKeyPath

  @usableFromInline
  init(path: AnyKeyPath) {
    self.path = path
  }
}

/// A value moved into a `@Sendable` closure that only the main actor uses.
@usableFromInline
struct MainActorBox<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(value: Value) {
    self.value = value
  }
}

/// The place of one element of an ``IdentifiedArray`` in a parent's state, as an effect id.
@usableFromInline
struct ElementID: Hashable, @unchecked Sendable {
  // `@unchecked`: the key path is immutable and the id is `Sendable` where this is made.
  let path: AnyKeyPath
  let id: AnyHashable

  @usableFromInline
  init(path: AnyKeyPath, id: AnyHashable) {
    self.path = path
    self.id = id
  }
}

/// One presence of a child at a place: the place's id with the child's identity (its
/// `Identifiable.id`, or the presence stamp of an ``IdentifiedArray`` element). A child that
/// replaces another at the same place has another identity, so its effects are apart from the
/// old one's, which end.
@usableFromInline
struct ChildPresence: Hashable, @unchecked Sendable {
  // `@unchecked`: the identity is an id made `Sendable` where this is made, or a number.
  let place: EffectID
  let identity: AnyHashable

  @usableFromInline
  init(place: EffectID, identity: AnyHashable) {
    self.place = place
    self.identity = identity
  }
}

/// The `Identifiable.id` of a child's state, or `nil` when its type is not `Identifiable`.
///
/// Tested on the type, then read in place: the state is never copied into an existential.
@usableFromInline
func childIdentity<State>(of state: State) -> AnyHashable? {
  guard let type = State.self as? any Identifiable.Type else { return nil }
  func id<T: Identifiable>(_: T.Type) -> AnyHashable {
    // `State` is `T`: the cast above succeeded for this very type.
    withUnsafePointer(to: state) {
      $0.withMemoryRebound(to: T.self, capacity: 1) { AnyHashable($0.pointee.id) }
    }
  }
  return id(type)
}

extension Effect {
  /// The effect of a child as seen from its parent: ids made distinct per child (under
  /// `prefix`), inner scopes re-expressed on the parent's state, and, for a child that can leave
  /// or be replaced, the whole effect scoped so that it is cancelled when that child is gone.
  ///
  /// - Parameters:
  ///   - prefix: Names the child: its place in the parent's state, with its identity if it has one.
  ///   - alive: Whether this very child is still in a parent's state; `nil` when it cannot leave.
  ///   - child: The child's state in a parent's state, `nil` when absent.
  @usableFromInline
  func embedded<Parent, Child>(
    prefix: EffectID, alive: (@MainActor @Sendable (Parent) -> Bool)?,
    child: @escaping @MainActor @Sendable (Parent) -> Child?
  ) -> Self {
    switch operation {
    case .none, .send, .emit: return self
    default: break
    }
    // What a run's sender starts later (a parent effect made from a grandchild's event) belongs
    // to this child too.
    let embedStarted: @Sendable (Self) -> Self = { $0.embedded(prefix: prefix, alive: alive, child: child) }
    let lifted = rescoped(prefix: prefix, started: embedStarted) { inner in
      EffectScope(
        id: EffectID(ScopedEffectID(scope: prefix, id: inner.id)), stateType: ObjectIdentifier(Parent.self)
      ) { pointer in
        guard let state = child(pointer.assumingMemoryBound(to: Parent.self).pointee) else { return false }
        return withUnsafePointer(to: state) { inner.isAlive(UnsafeRawPointer($0)) }
      }
    }
    guard let alive, !lifted.isSynchronous else { return lifted }
    let scope = EffectScope(id: prefix, stateType: ObjectIdentifier(Parent.self)) { pointer in
      alive(pointer.assumingMemoryBound(to: Parent.self).pointee)
    }
    return Self(.scoped(scope, lifted))
  }
  /// Rewrites every id under `prefix` and every inner scope with `lift`.
  private func rescoped(
    prefix: EffectID, started: @escaping @Sendable (Self) -> Self, lift: (EffectScope) -> EffectScope
  ) -> Self {
    func id(_ id: EffectID) -> EffectID { EffectID(ScopedEffectID(scope: prefix, id: id)) }
    func rescoped(_ effect: Self) -> Self { effect.rescoped(prefix: prefix, started: started, lift: lift) }
    switch operation {
    case .none, .send, .emit: return self
    case .run(let run):
      let handler = run.handler.map { handler in
        { @Sendable (error: any Error, send: Send<Action, Event>) in
          await handler(error, send.transformingStarted(started))
        }
      }
      return Self(
        .run(
          Run(
            priority: run.priority, operation: { try await run.operation($0.transformingStarted(started)) },
            handler: handler)))
    case .cancel(let inner): return Self(.cancel(id(inner)))
    case .cancellable(let inner, let policy, let effect):
      return Self(.cancellable(id(inner), policy, rescoped(effect)))
    case .throttle(let inner, let throttle, let effect):
      return Self(.throttle(id(inner), throttle, rescoped(effect)))
    case .scoped(let scope, let effect):
      return Self(.scoped(lift(scope), rescoped(effect)))
    case .merge(let effects): return Self(.merge(effects.map(rescoped)))
    case .concatenate(let effects): return Self(.concatenate(effects.map(rescoped)))
    }
  }
}
