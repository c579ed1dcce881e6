#if canImport(SwiftUI)
  import ExampleForm
  import SwiftUI

  /// The window's undo manager as ``UndoManagerMirror`` uses it (each call is Foundation's).
  final class WindowUndoManager: UndoRegistering {
    private let manager: UndoManager

    init(_ manager: UndoManager) {
      self.manager = manager
    }

    func registerUndo(withTarget target: AnyObject, handler: @escaping @MainActor () -> Void) {
      manager.registerUndo(withTarget: target) { _ in handler() }
    }

    func removeAllActions(withTarget target: AnyObject) {
      manager.removeAllActions(withTarget: target)
    }

    func undo() {
      manager.undo()
    }

    func redo() {
      manager.redo()
    }

    var levelsOfUndo: Int {
      get { manager.levelsOfUndo }
      set { manager.levelsOfUndo = newValue }
    }
  }
#endif
