/// Which consecutive changes of an ``Undoable`` feature are one undo step.
///
/// ```swift
/// .byKey(within: .seconds(1)) { action in
///   if case .nameUpdated = action { "name" } else { nil }
/// }
/// ```
public struct UndoCoalescing<Action>: Sendable {
  /// The key of an action's change: changes with the same key coalesce; `nil` never does.
  let key: @Sendable (Action) -> String?
  /// How long after the previous change of a burst a change may still join it; `nil`: always.
  let window: Duration?

  /// Every change is its own step.
  public static var never: Self { Self(key: { _ in nil }, window: nil) }

  /// Consecutive changes whose actions `key` gives the same non-`nil` key are one step, as long
  /// as each comes within `window` of the one before (a burst of keystrokes in one field); with
  /// no window, as long as nothing else changed in between (any run of the same kind of edit).
  ///
  /// Undo, redo and a change with another key end a burst.
  public static func byKey(within window: Duration? = nil, _ key: @escaping @Sendable (Action) -> String?)
    -> Self
  {
    Self(key: key, window: window)
  }
}
