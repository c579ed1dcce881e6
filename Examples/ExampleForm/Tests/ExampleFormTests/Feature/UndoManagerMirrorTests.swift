import ExampleForm
import MVI
import MVITesting
import Testing

/// Foundation's `UndoManager` as its documentation describes it, for what the mirror uses: an undo
/// stack and a redo stack of (target, handler); a registration made while undoing goes on the
/// redo stack, one made while redoing on the undo stack, any other clears the redo stack; at most
/// `levelsOfUndo` undos (the oldest go first; `0` is no limit). Foundation holds targets unowned;
/// this one notes a registration that outlived its target instead of calling freed memory.
@MainActor
final class ModelUndoManager: UndoRegistering {
  struct Registration {
    weak var weakTarget: AnyObject?
    let handler: @MainActor () -> Void
  }

  var undoStack: [Registration] = []
  var redoStack: [Registration] = []
  var levelsOfUndo = 0
  /// Whether an undo or a redo found its target freed (Foundation would call freed memory).
  var reachedFreedTarget = false
  private var isUndoing = false
  private var isRedoing = false

  func registerUndo(withTarget target: AnyObject, handler: @escaping @MainActor () -> Void) {
    let registration = Registration(weakTarget: target, handler: handler)
    if isUndoing {
      redoStack.append(registration)
    } else {
      if !isRedoing { redoStack.removeAll() }
      undoStack.append(registration)
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
      }
    }
  }

  func removeAllActions(withTarget target: AnyObject) {
    undoStack.removeAll { $0.weakTarget === target }
    redoStack.removeAll { $0.weakTarget === target }
  }

  func undo() {
    runLast(of: \.undoStack, marking: \.isUndoing)
  }

  func redo() {
    runLast(of: \.redoStack, marking: \.isRedoing)
  }

  /// Runs the last registration of `stack` with `flag` set, as Foundation does.
  private func runLast(
    of stack: ReferenceWritableKeyPath<ModelUndoManager, [Registration]>,
    marking flag: ReferenceWritableKeyPath<ModelUndoManager, Bool>
  ) {
    guard let last = self[keyPath: stack].popLast() else { return }
    guard last.weakTarget != nil else { return reachedFreedTarget = true }
    self[keyPath: flag] = true
    last.handler()
    self[keyPath: flag] = false
  }

  /// How many registrations outlived their target: what an undo would call on freed memory.
  var freedTargets: Int { (undoStack + redoStack).filter { $0.weakTarget == nil }.count }
}

@MainActor
struct UndoManagerMirrorTests {
  /// The form with at most `limit` steps; a step per field change, alternating fields.
  func store(limit: Int = 100) -> Store<Undoable<ExampleForm>> {
    Store(
      ExampleForm(service: .local(ExampleDatabase())).withUndo(limit: limit, clock: TestClock()),
      initialState: .init(ExampleForm.State()))
  }

  /// Makes `count` steps from the `start`th: a field changed each time, the fields in turn.
  func steps(_ count: Int, from start: Int = 0, on store: Store<Undoable<ExampleForm>>) {
    for step in start..<start + count {
      store.send(.base(step.isMultiple(of: 2) ? .nameChanged("n\(step)") : .exampleNameChanged("e\(step)")))
    }
  }

  @Test func eachStepIsOneUndoOfTheManagerAndItsRedoOneRedo() {
    let store = store()
    let manager = ModelUndoManager()
    let mirror = UndoManagerMirror(store: store, limit: 100)
    mirror.attach(manager)
    steps(2, on: store)
    #expect(manager.undoStack.count == 2)
    manager.undo()
    #expect(store.exampleName == "" && store.name == "n0")
    manager.undo()
    #expect(store.name == "")
    manager.redo()
    #expect(store.name == "n0")
    #expect(manager.undoStack.count == 1 && manager.redoStack.count == 1)
  }

  @Test func theManagerHoldsNoMoreUndosThanTheFeaturesHistoryLimit() {
    let store = store(limit: 2)
    let manager = ModelUndoManager()
    let mirror = UndoManagerMirror(store: store, limit: 2)
    mirror.attach(manager)
    steps(3, on: store)
    #expect(manager.undoStack.count == 2)
    mirror.detach()
    #expect(manager.levelsOfUndo == 0, "the manager's own limit is given back")
  }

  @Test func clearingTheHistoryRemovesTheManagersUndosAndRedos() {
    let store = store()
    let manager = ModelUndoManager()
    let mirror = UndoManagerMirror(store: store, limit: 100)
    mirror.attach(manager)
    steps(3, on: store)
    manager.undo()
    store.send(.clearHistory)
    #expect(manager.undoStack.isEmpty && manager.redoStack.isEmpty)
    steps(1, from: 3, on: store)
    #expect(manager.undoStack.count == 1)
  }

  @Test func detachingRemovesEveryRegistrationAndKeepsOthers() {
    let store = store()
    let manager = ModelUndoManager()
    let other = NSObjectLike()
    manager.registerUndo(withTarget: other) {}
    let mirror = UndoManagerMirror(store: store, limit: 100)
    mirror.attach(manager)
    steps(2, on: store)
    manager.undo()
    mirror.detach()
    #expect(manager.undoStack.count == 1 && manager.undoStack[0].weakTarget === other)
    #expect(manager.redoStack.isEmpty)
    steps(1, from: 2, on: store)
    #expect(manager.undoStack.count == 1, "nothing is registered once detached")
  }

  @Test func aManagerThatOutlivesTheScreenReachesNoFreedTarget() {
    let manager = ModelUndoManager()
    do {
      let store = store()
      let mirror = UndoManagerMirror(store: store, limit: 100)
      mirror.attach(manager)
      steps(2, on: store)
    }
    #expect(manager.freedTargets == 0)
    manager.undo()  // the sheet closed without detaching: ⌘Z reaches nothing freed
    #expect(!manager.reachedFreedTarget)
  }

  @Test func theButtonsGoThroughTheManagerWhileItHoldsAStepElseToTheStore() {
    let store = store()
    let manager = ModelUndoManager()
    let mirror = UndoManagerMirror(store: store, limit: 100)
    steps(1, on: store)  // before the manager: not in it
    mirror.attach(manager)
    steps(1, from: 1, on: store)
    mirror.undo()
    #expect(manager.redoStack.count == 1 && store.exampleName == "")
    mirror.undo()
    #expect(store.name == "")
    mirror.redo()
    #expect(store.name == "n0")
    mirror.redo()
    #expect(store.exampleName == "e1" && !store.canRedo)
  }
}

/// Another registrant's target.
final class NSObjectLike {}
