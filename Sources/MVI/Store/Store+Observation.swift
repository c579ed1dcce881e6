import Observation

extension Store {
  /// Reads one field of the state and registers an observer of that field only.
  ///
  /// `store.title` in a SwiftUI body (or in `withObservationTracking`) invalidates that body
  /// when `title` changes and not when any other field does. Fields that are not `Equatable`
  /// count as changed by any applied action.
  public subscript<Value>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    core.observe(path, equal: { nil }, reader: { StateStorage.FieldReader(path) })
  }

  /// Reads one equatable field of the state and registers an observer of that field only; the
  /// observer is invalidated only when the value changes (writing the same value is no change).
  @inlinable
  public subscript<Value: Equatable>(dynamicMember path: KeyPath<F.State, Value>) -> Value {
    observe(path, equal: { { $0 == $1 } }, reader: { StateStorage.FieldReader(comparing: path) })
  }

  /// Reads a field through the engine; `equal` and `reader` are made by the caller, in code
  /// specialized for the field's type (so that a tracker's check after a send is).
  @inlinable
  func observe<Value>(
    _ path: KeyPath<F.State, Value>, equal: () -> ((Value, Value) -> Bool)?,
    reader: () -> StateStorage<F.State>.FieldReader<Value>
  ) -> Value {
    core.observe(path, equal: equal, reader: reader)
  }

  /// Reads a value anywhere in the state and registers an observer of that value only:
  /// `store[observing: \.rows.ids]` is invalidated when ids are added, removed or moved, not when
  /// a row changes, whereas `store.rows.ids` observes `rows` and reads `ids` from it.
  public subscript<Value>(observing path: KeyPath<F.State, Value>) -> Value {
    self[dynamicMember: path]
  }

  /// Reads an equatable value anywhere in the state and registers an observer of that value
  /// only; the observer is invalidated only when the value changes.
  public subscript<Value: Equatable>(observing path: KeyPath<F.State, Value>) -> Value {
    self[dynamicMember: path]
  }
}
