/// An undo manager as ``UndoManagerMirror`` uses it: Foundation's `UndoManager` on Apple
/// platforms (the SwiftUI screen wraps the window's), a model of it in the tests.
@MainActor
public protocol UndoRegistering: AnyObject {
  /// Registers `handler` as the next undo for `target` or, while an undo runs, as the next redo.
  func registerUndo(withTarget target: AnyObject, handler: @escaping @MainActor () -> Void)
  /// Removes every undo and redo registered for `target`.
  func removeAllActions(withTarget target: AnyObject)
  /// Runs the last undo (registering its redo).
  func undo()
  /// Runs the last redo (registering its undo).
  func redo()
  /// The most undos kept (the oldest go first); `0` is no limit.
  var levelsOfUndo: Int { get set }
}
