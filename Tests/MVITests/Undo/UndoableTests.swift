import MVI
import MVITesting
import Testing

/// A document editor: a title and a body edited a keystroke at a time, a saving flag and a
/// selection (history leaves those two out), and a save that runs an effect.
private struct Editor: Feature {
  struct State: Equatable, Sendable {
    var title = ""
    var body = ""
    var isSaving = false
    var selection = 0
  }

  enum Intent: Sendable {
    case titleTyped(String)
    case bodyTyped(String)
    case selected(Int)
    case saveTapped
  }

  enum Action: Sendable, Equatable {
    case titleChanged(String)
    case bodyChanged(String)
    case selectionChanged(Int)
    case saveStarted
    case saved
  }

  enum Event: Sendable, Equatable { case savedToast }

  /// Counts the effects started: undo must start none.
  let effects: LockIsolated<Int>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .titleTyped(let text): return .send(.titleChanged(text))
    case .bodyTyped(let text): return .send(.bodyChanged(text))
    case .selected(let index): return .send(.selectionChanged(index))
    case .saveTapped:
      return .concatenate(
        .send(.saveStarted),
        .run { [effects] send in
          effects.withLock { $0 += 1 }
          await send(.saved)
          await send.emit(.savedToast)
        })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .titleChanged(let text): state.title = text
    case .bodyChanged(let text): state.body = text
    case .selectionChanged(let index): state.selection = index
    case .saveStarted: state.isSaving = true
    case .saved: state.isSaving = false
    }
  }

  /// Keystrokes in one field within a second of each other are one step.
  static let typing = UndoCoalescing<Action>.byKey(within: .seconds(1)) { action in
    switch action {
    case .titleChanged: "title"
    case .bodyChanged: "body"
    default: nil
    }
  }
}

@MainActor
@Suite("Undoable")
struct UndoableTests {
  private typealias Undo = Undoable<Editor>
  private let effects = LockIsolated(0)

  private func store(
    limit: Int = 100, coalescing: UndoCoalescing<Editor.Action> = .never,
    excluding: [HistoryExclusion<Editor.State>] = [], clock: TestClock = TestClock()
  ) -> Store<Undo> {
    Store.serial(
      Editor(effects: effects).undoable(
        limit: limit, coalescing: coalescing, excluding: excluding, clock: clock),
      initialState: .init(Editor.State()))
  }

  @Test func undoRestoresTheStateBeforeTheLastChangeRedoTheStateUndone() {
    let store = store()
    #expect(!store.canUndo && !store.canRedo)
    store.send(.base(.titleTyped("a")))
    store.send(.base(.titleTyped("ab")))
    #expect(store.canUndo && !store.canRedo)
    store.send(.undo)
    #expect(store.title == "a")
    #expect(store.canUndo && store.canRedo)
    store.send(.undo)
    #expect(store.title == "")
    #expect(!store.canUndo && store.canRedo)
    store.send(.undo)  // nothing left: no change
    #expect(store.title == "")
    store.send(.redo)
    store.send(.redo)
    #expect(store.title == "ab")
    #expect(store.canUndo && !store.canRedo)
  }

  @Test func aNewChangeClearsWhatCouldBeRedone() {
    let store = store()
    store.send(.base(.titleTyped("a")))
    store.send(.base(.titleTyped("ab")))
    store.send(.undo)
    #expect(store.canRedo)
    store.send(.base(.bodyTyped("x")))
    #expect(!store.canRedo)
    store.send(.redo)
    #expect(store.title == "a" && store.body == "x")
    store.send(.undo)
    #expect(store.title == "a" && store.body == "")
  }

  @Test func theHistoryKeepsAtMostLimitStepsDroppingTheOldest() {
    let store = store(limit: 2)
    for text in ["a", "ab", "abc", "abcd"] { store.send(.base(.titleTyped(text))) }
    #expect(store.past.map(\.title) == ["ab", "abc"])
    #expect(store.recordedSteps == 4, "the count goes on when the oldest steps go")
    store.send(.undo)
    store.send(.undo)
    #expect(store.title == "ab")
    #expect(!store.canUndo)
  }

  @Test func keystrokesInOneFieldWithinTheWindowAreOneStepAPauseOrAnotherFieldStartsANewOne() async {
    let clock = TestClock()
    let store = store(coalescing: Editor.typing, clock: clock)
    store.send(.base(.titleTyped("h")))
    await clock.advance(by: .milliseconds(600))
    store.send(.base(.titleTyped("he")))
    await clock.advance(by: .milliseconds(600))  // 1.2 s after the first: each within 1 s of the one before
    store.send(.base(.titleTyped("hey")))
    #expect(store.past.count == 1)
    await clock.advance(by: .milliseconds(1_001))  // a pause: a new step
    store.send(.base(.titleTyped("hey!")))
    store.send(.base(.bodyTyped("b")))  // another field: a new step
    store.send(.base(.titleTyped("hey!?")))  // back to the title: a new step again
    #expect(store.past.map(\.title) == ["", "hey", "hey!", "hey!"])
    #expect(store.recordedSteps == 4)
    store.send(.undo)
    store.send(.undo)
    store.send(.undo)
    #expect(store.title == "hey" && store.body == "")
    store.send(.base(.titleTyped("heyo")))  // after an undo: a step of its own, not joined to an older burst
    store.send(.undo)
    #expect(store.title == "hey")
    store.send(.undo)
    #expect(store.title == "")
  }

  @Test func withNoWindowARunOfChangesWithOneKeyIsOneStepHoweverSlow() async {
    let clock = TestClock()
    let store = store(
      coalescing: .byKey { if case .titleChanged = $0 { "title" } else { nil } }, clock: clock)
    store.send(.base(.titleTyped("a")))
    await clock.advance(by: .seconds(60))
    store.send(.base(.titleTyped("ab")))
    store.send(.base(.bodyTyped("x")))
    store.send(.base(.bodyTyped("xy")))  // no key: each its own step
    #expect(store.past.map(\.title) == ["", "ab", "ab"])
  }

  @Test func excludedFieldsChangingOnlyThemIsNoStepAndUndoAndRedoKeepTheirCurrentValues() async {
    let store = store(excluding: [.field(\.isSaving), .field(\.selection)])
    store.send(.base(.titleTyped("a")))
    store.send(.base(.selected(3)))
    #expect(store.past.count == 1, "a selection is no step")
    store.send(.base(.titleTyped("ab")))
    store.send(.base(.selected(7)))
    store.send(.undo)
    #expect(store.title == "a")
    #expect(store.selection == 7, "the selection keeps its current value")
    store.send(.base(.selected(1)))
    #expect(store.canRedo, "a change only to excluded fields does not clear redo")
    store.send(.redo)
    #expect(store.title == "ab" && store.selection == 1)
  }

  @Test func undoAndRedoRestoreStateOnlyTheWrappedFeaturesEffectsAreNotRunAgain() async {
    let store = TestStore(
      Editor(effects: effects).undoable(excluding: [.field(\.isSaving)]), initialState: .init(Editor.State()))
    await store.send(.base(.titleTyped("a"))) {
      $0.past = [Editor.State()]
      $0.recordedSteps = 1
      $0.title = "a"
    }
    await store.send(.base(.saveTapped)) { $0.isSaving = true }
    await store.receive {
      if case .base(.saved, _) = $0 { true } else { false }
    } assert: {
      $0.isSaving = false
    }
    await store.receiveEvent(.savedToast)
    #expect(effects.current == 1)
    await store.send(.undo) {
      $0.past = []
      $0.future = [Editor.State(title: "a")]
      $0.title = ""
    }
    await store.send(.redo) {
      $0.past = [Editor.State()]
      $0.future = []
      $0.title = "a"
    }
    await store.finish()
    #expect(effects.current == 1)
  }

  @Test func clearHistoryForgetsEveryStepAndKeepsTheState() {
    let store = store()
    store.send(.base(.titleTyped("a")))
    store.send(.base(.titleTyped("ab")))
    store.send(.undo)
    store.send(.clearHistory)
    #expect(!store.canUndo && !store.canRedo)
    #expect(store.title == "a")
  }
}

extension UndoableTests {
  @Test func aLockedHistoryRefusesUndoRedoAndClearingWhileItsConditionHolds() {
    let store = Store(
      Editor(effects: effects).undoable().locked(when: \.isSaving), initialState: .init(Editor.State()))
    store.send(.base(.titleTyped("a")))
    store.send(.base(.saveTapped))
    store.send(.undo)
    store.send(.clearHistory)
    #expect(store.title == "a" && store.canUndo)
  }

  @Test func aCustomExclusionAdjustsARestoredStateToTheValuesItKeeps() {
    let keepSelectionInTitle = HistoryExclusion<Editor.State>.custom { restored, current in
      restored.selection = min(current.selection, restored.title.count)
    }
    let store = Store(
      Editor(effects: effects).undoable(excluding: [keepSelectionInTitle]),
      initialState: .init(Editor.State()))
    store.send(.base(.titleTyped("abc")))
    store.send(.base(.titleTyped("abcdef")))
    store.send(.base(.selected(5)))
    #expect(store.past.count == 2, "the selection alone is no step")
    store.send(.undo)
    #expect(store.title == "abc" && store.selection == 3)
  }
}

@MainActor
@Suite("Undoable with change rules")
struct UndoableReactingTests {
  private let effects = LockIsolated(0)

  /// The editor with a rule that keeps the selection at the title's end; the selection is left out
  /// of history, so the rule's action is no step of its own.
  private func store() -> Store<Undoable<ReactingFeature<Editor>>> {
    Store.serial(
      Editor(effects: effects)
        .onChange(of: \.title) { _, title in .send(.selectionChanged(title.count)) }
        .undoable(excluding: [.field(\.selection)], clock: TestClock()),
      initialState: .init(Editor.State()))
  }

  @Test func aWrappedFeaturesRulesRunAfterItsActions() {
    // Before, `undoable` dropped the rules: the store found none on `Undoable`, and the selection
    // stayed at 0.
    let store = store()
    store.send(.base(.titleTyped("abc")))
    #expect(store.selection == 3)
    #expect(store.past.count == 1, "the rule's action changes only an excluded field: no step")
  }

  @Test func theRulesReactToWhatUndoAndRedoRestoreWithoutAStepOrAnEffect() {
    let store = store()
    store.send(.base(.titleTyped("ab")))
    store.send(.base(.titleTyped("abcd")))
    store.send(.undo)
    #expect(store.title == "ab" && store.selection == 2)
    #expect(store.canRedo, "the rule's action must not clear what can be redone")
    store.send(.redo)
    #expect(store.title == "abcd" && store.selection == 4)
    #expect(effects.withLock { $0 } == 0)
  }
}
