import MVI

/// Mirrors the history of an ``Undoable`` store into a platform's undo manager (the window's, in
/// SwiftUI), so that the system's undo (⌘Z, shaking the device) undoes a step of the feature and
/// the manager holds what the feature can undo and redo, no more.
///
/// - Each step the history records is one undo of the manager, which sends `.undo` and registers
///   the redo, which sends `.redo`.
/// - The manager keeps at most the feature's `limit` undos while attached, and clearing the
///   feature's history (`.clearHistory`) removes the registrations.
/// - ``detach()`` (the screen going away) removes every registration and gives the manager its
///   limit back. A registration keeps its target, never the store: a manager that outlives the
///   store calls nothing freed.
@MainActor
public final class UndoManagerMirror<Base: Feature & SendableMetatype> where Base.State: Equatable {
  /// The target of the registrations: an object of the mirror's own, kept by them, so that the
  /// manager, which holds targets unowned, never reaches a freed one.
  private final class Target {}

  private weak var store: Store<Undoable<Base>>?
  private let limit: Int
  private var manager: (any UndoRegistering)?
  private var managersLevels = 0
  private var target = Target()
  private var recordedSteps: Int
  private var undos = 0
  private var redos = 0
  private var subscription: StoreSubscription?

  /// A mirror of `store`'s history, whose feature keeps at most `limit` steps.
  public init(store: Store<Undoable<Base>>, limit: Int) {
    self.store = store
    self.limit = limit
    recordedSteps = store.recordedSteps
  }

  /// Registers the steps recorded from now on with `manager`, ending the mirroring into the one
  /// before; `nil` mirrors into nothing.
  public func attach(_ manager: (any UndoRegistering)?) {
    guard manager !== self.manager else { return }
    detach()
    guard let manager, let store else { return }
    self.manager = manager
    managersLevels = manager.levelsOfUndo
    manager.levelsOfUndo = limit
    recordedSteps = store.recordedSteps
    subscription = store.subscribe { [weak self] state in self?.historyChanged(state) }
  }

  /// Removes every registration of the mirror from its manager and stops mirroring.
  public func detach() {
    subscription = nil
    guard let manager else { return }
    manager.removeAllActions(withTarget: target)
    manager.levelsOfUndo = managersLevels
    self.manager = nil
    target = Target()
    undos = 0
    redos = 0
  }

  /// Undoes a step: through the manager while it holds one of the mirror's, so that the two stay
  /// in step, else directly.
  public func undo() {
    if undos > 0, let manager { manager.undo() } else { store?.send(.undo) }
  }

  /// Redoes a step: through the manager while it holds one of the mirror's, else directly.
  public func redo() {
    if redos > 0, let manager { manager.redo() } else { store?.send(.redo) }
  }

  private func historyChanged(_ state: Undoable<Base>.State) {
    if state.recordedSteps > recordedSteps {
      recordedSteps = state.recordedSteps
      register(undo: true)
    } else if !state.canUndo, !state.canRedo, undos + redos > 0, let manager {
      manager.removeAllActions(withTarget: target)
      undos = 0
      redos = 0
    }
  }

  /// Registers the undo (or the redo) of one step: it sends the intent and registers its opposite.
  private func register(undo: Bool) {
    guard let manager else { return }
    if undo {
      undos = min(undos + 1, limit > 0 ? limit : .max)
    } else {
      redos += 1
    }
    let target = target
    manager.registerUndo(withTarget: target) { [weak self] in
      _ = target
      guard let self, let store = self.store else { return }
      if undo { self.undos -= 1 } else { self.redos -= 1 }
      store.send(undo ? .undo : .redo)
      self.register(undo: !undo)
    }
  }
}
