/// The part of a store's engine that the store's inlined code calls directly, in the app's
/// module: a scoped store's send and every field read. ``RootCore`` and ``ScopedCore`` are its
/// subclasses; everything else a store does goes through ``StoreCore``.
///
/// A call made here from the app's code is one call into the engine; through ``StoreCore``, which
/// is internal, the store's own out-of-line method would be one call more. A send whose observer
/// reads again inside its invalidation runs the whole notification inside it, deep enough that
/// each call more on the way can cost a mispredicted return once the calls outgrow the
/// processor's return stack (Performance.md, issue 30's tenth round).
@MainActor
@usableFromInline
class StoreEngine<F: Feature> {
  /// A scoped store's send toward its root, embedded (made where the types are concrete); `nil`
  /// for a root store, which is a ``RootCore`` whose send is called directly.
  @usableFromInline final let scopedSend: ((F.Intent) -> StoreTask)?

  init(scopedSend: ((F.Intent) -> StoreTask)?) {
    self.scopedSend = scopedSend
  }

  /// A field of the state, registering an observer of that field only; every subclass overrides
  /// it.
  ///
  /// - Parameters:
  ///   - equal: Makes the field's `==`, when it is `Equatable` (observers are then told only of a
  ///     new value); called, as `reader`, once per field (the first time the field is read).
  ///   - reader: Makes the read of the field from a state.
  @usableFromInline
  func observe<Value>(
    _ path: KeyPath<F.State, Value>, equal: () -> ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<F.State>.FieldReader<Value>
  ) -> Value {
    preconditionFailure("StoreEngine.observe: \(Self.self) does not override it")
  }
}
