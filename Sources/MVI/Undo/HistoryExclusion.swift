/// A field an ``Undoable`` feature's history leaves out: a loading flag, a selection, a focus.
///
/// A change only to excluded fields is no undo step, and a state restored by undo or redo keeps
/// the excluded fields' current values.
///
/// ```swift
/// excluding: [.field(\.isLoading), .field(\.selection)]
/// ```
public struct HistoryExclusion<State>: Sendable {
  /// Copies the field from the second state (the current one) into the first (a restored one).
  let carry: @Sendable (inout State, State) -> Void

  /// Leaves out of history what `carry` copies from the current state into a restored one; it
  /// may also adjust the restored state to the copied values (clear a message the restored
  /// field no longer deserves).
  ///
  /// `carry` is also how a change is told apart from no change: an action whose state, with
  /// `carry` applied from the state before it, equals the state before it is no step.
  public static func custom(_ carry: @escaping @Sendable (inout State, State) -> Void) -> Self {
    Self(carry: carry)
  }

  /// Leaves the field at `path` out of history.
  public static func field<Value>(_ path: WritableKeyPath<State, Value> & Sendable) -> Self {
    Self { restored, current in restored[keyPath: path] = current[keyPath: path] }
  }
}
