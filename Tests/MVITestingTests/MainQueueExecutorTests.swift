import MVI
import MVITesting
import Testing

/// What a test store's settling must see through: effects that hop between the main actor and
/// their executor many times, or that the runtime runs one after another, before they send. With
/// no real-time wait allowed (`waitTimeout = .zero`), an early "quiet" fails the test.
@MainActor
struct MainQueueExecutorTests {
  struct Hops: Feature {
    struct State: Equatable { var done: [String] = [] }
    enum Intent: Sendable {
      case hopBetweenActors(Int), nestMainActorTasks(Int), concatenateRuns(Int), nestConcatenations(Int)
    }
    enum Action: Sendable, Equatable { case finished(String) }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .finished(let name): state.done.append(name)
      }
    }

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .hopBetweenActors(let count):
        return .run { send in
          for _ in 0..<count { await MainActor.run {} }
          await send(.finished("hops"))
        }
      case .concatenateRuns(let count):
        // The runtime itself waits for each run's task before it starts the next.
        return .concatenate(
          (0..<count).map { index in .run { send in await send(.finished("run \(index)")) } }
            + [.run { send in await send(.finished("concatenated")) }])
      case .nestConcatenations(let depth):
        // Each level waits for the one inside it; the innermost finishing resumes them all in turn.
        var effect = Effect<Action, Never>.run { send in await send(.finished("innermost")) }
        for level in 0..<depth {
          effect = .concatenate(effect, .run { send in await send(.finished("level \(level)")) })
        }
        return .concatenate(effect, .run { send in await send(.finished("nested concatenations")) })
      case .nestMainActorTasks(let depth):
        return .run { send in
          await Self.nest(depth)
          await send(.finished("nested"))
        }
      }
    }

    /// `depth` main-actor tasks, each waiting for the next: a finished one resumes its waiter on
    /// the main actor directly, with no job on the executor in between.
    @MainActor static func nest(_ depth: Int) async {
      guard depth > 0 else { return }
      await Task { @MainActor in await nest(depth - 1) }.value
    }
  }

  @Test(arguments: [1, 10, 100])
  func effectsThatHopBetweenActorsAreSettled(_ count: Int) async {
    let store = TestStore(Hops(), initialState: .init())
    store.waitTimeout = .zero
    await store.send(.hopBetweenActors(count))
    await store.receive(.finished("hops")) { $0.done = ["hops"] }
    await store.finish()
  }

  // Tasks an effect starts itself (`Task { @MainActor in … }`) are not the test store's: they do
  // not run on its executor, and a chain of them can outlast the quiet turns settling waits for.
  // Such effects are waited for in real time, within `waitTimeout`, like effects doing real I/O.
  @Test(arguments: [1, 5, 20])
  func effectsWaitingOnTheirOwnMainActorTasksAreWaitedForInRealTime(_ depth: Int) async {
    let store = TestStore(Hops(), initialState: .init())
    await store.send(.nestMainActorTasks(depth))
    await store.receive(.finished("nested")) { $0.done = ["nested"] }
    await store.finish()
  }

  @Test(arguments: [2, 10])
  func concatenatedRunsAreSettled(_ count: Int) async {
    let store = TestStore(Hops(), initialState: .init(), exhaustivity: .off)
    store.waitTimeout = .zero
    await store.send(.concatenateRuns(count))
    await store.receive(.finished("concatenated"))
    #expect(store.state.done.count == count + 1)
    await store.finish()
  }

  @Test(arguments: [3, 10])
  func nestedConcatenationsAreSettled(_ depth: Int) async {
    let store = TestStore(Hops(), initialState: .init(), exhaustivity: .off)
    store.waitTimeout = .zero
    await store.send(.nestConcatenations(depth))
    await store.receive(.finished("nested concatenations"))
    #expect(store.state.done.count == depth + 2)
    await store.finish()
  }
}
