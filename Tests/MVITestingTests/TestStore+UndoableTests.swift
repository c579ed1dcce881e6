import MVI
import MVITesting
import Testing

/// A to-do item written from the docs alone: its title is typed a keystroke at a time and
/// committed half a second after the last one; a title another device saved arrives too.
private struct Todo: Feature {
  struct State: Equatable, Sendable {
    var title = ""
    var savedTitle = ""
  }
  enum Intent: Sendable {
    case titleTyped(String)
    case titleSavedElsewhere(String)
  }
  enum Action: Sendable, Equatable {
    case titleChanged(String)
    case titleCommitted
    case savedTitleReceived(String)
  }
  let clock: any Clock<Duration>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .titleTyped(let title):
      .merge(
        .send(.titleChanged(title)),
        Effect.send(.titleCommitted).debounce(id: "commit", for: .milliseconds(500), clock: clock))
    case .titleSavedElsewhere(let title): .send(.savedTitleReceived(title))
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .titleChanged(let title): state.title = title
    case .titleCommitted: state.savedTitle = state.title
    case .savedTitleReceived(let title): state.savedTitle = title
    }
  }

  /// Keystrokes and their commit coalesce within 300 ms of the last change; what another
  /// device saved is no step.
  static func undoable(clock: TestClock) -> Undoable<Todo> {
    Todo(clock: clock)
      .undoable(
        coalescing: .byKey(within: .milliseconds(300)) { action in
          switch action {
          case .titleChanged, .titleCommitted: "title"
          case .savedTitleReceived: nil
          }
        },
        clock: clock
      )
      .excludingActions { if case .savedTitleReceived = $0 { true } else { false } }
  }
}

@MainActor
@Suite("TestStore with an Undoable feature")
struct TestStoreUndoableTests {
  @Test func anUndoableFeatureIsTestedExhaustivelyWithItsOwnIntentsActionsAndState() async {
    let clock = TestClock()
    let store = TestStore(Todo.undoable(clock: clock), initialState: .init(Todo.State()))
    await store.send(.titleTyped("G")) {
      $0.title = "G"
      $0.past = [Todo.State()]
      $0.recordedSteps = 1
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.titleTyped("Gr")) { $0.title = "Gr" }  // the same step: within 300 ms
    await clock.advance(by: .milliseconds(500))
    // Applied at 0.7 s, half a second after the keystroke: a step of its own.
    await store.receive(.titleCommitted) {
      $0.savedTitle = "Gr"
      $0.past.append(Todo.State(title: "Gr"))
      $0.recordedSteps = 2
    }
    await store.send(.undo) {
      $0.savedTitle = ""
      $0.past = [Todo.State()]
      $0.future = [Todo.State(title: "Gr", savedTitle: "Gr")]
    }
    await store.finish()
  }

  @Test func aDebouncedCommitIsStampedWhenAppliedNotWhenItsIntentWasSent() async {
    let clock = TestClock()
    var applied: [Undoable<Todo>.Action] = []
    let store = Store(
      Todo.undoable(clock: clock), initialState: .init(Todo.State()),
      interceptors: [Interceptor { if case .action(let action, _, _) = $0 { applied.append(action) } }])
    store.send(.titleTyped("G"))
    await clock.advance(by: .milliseconds(200))
    store.send(.titleTyped("Gr"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.titleSavedElsewhere("Groceries")).finish()
    #expect(
      applied == [
        .base(.titleChanged("G"), at: .zero), .base(.titleChanged("Gr"), at: .milliseconds(200)),
        .base(.titleCommitted, at: .milliseconds(700)),
        .base(.savedTitleReceived("Groceries"), at: .milliseconds(700)),
      ])
    #expect(store.state.past.map(\.title) == ["", "Gr"], "the commit is a step of its own")
  }

  @Test func anActionLeftOutOfHistoryIsNoStepAndNoUndoTakesItBack() async {
    let clock = TestClock()
    let store = TestStore(Todo.undoable(clock: clock), initialState: .init(Todo.State()))
    await store.send(.titleTyped("G")) {
      $0.title = "G"
      $0.past = [Todo.State()]
      $0.recordedSteps = 1
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.titleCommitted) {
      $0.savedTitle = "G"
      $0.past.append(Todo.State(title: "G"))
      $0.recordedSteps = 2
    }
    await store.send(.titleSavedElsewhere("Groceries")) {
      // Applied to the whole history too, and no step.
      $0.savedTitle = "Groceries"
      $0.past = [Todo.State(savedTitle: "Groceries"), Todo.State(title: "G", savedTitle: "Groceries")]
    }
    await store.send(.undo) {
      $0.past = [Todo.State(savedTitle: "Groceries")]
      $0.future = [Todo.State(title: "G", savedTitle: "Groceries")]
    }
    await store.send(.undo) {
      $0.title = ""  // and what the other device saved stays
      $0.past = []
      $0.future.append(Todo.State(title: "G", savedTitle: "Groceries"))
    }
    await store.finish()
  }

  @Test func aReceivedActionOtherThanExpectedFailsWithTheWrappedActionsDiff() async {
    let clock = TestClock()
    let failures = LockIsolated<[String]>([])
    let store = TestStore(
      Todo.undoable(clock: clock), initialState: .init(Todo.State()), exhaustivity: .off,
      reporter: IssueReporter { failure in failures.withLock { $0.append(failure.message) } })
    await store.send(.titleTyped("G"))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.titleChanged("G"))
    #expect(failures.current.count == 1)
    #expect(failures.current.first?.contains("Expected to receive Todo.Action.titleChanged(\"G\")") == true)
  }
}
