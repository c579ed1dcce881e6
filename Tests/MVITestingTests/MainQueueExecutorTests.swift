import MVI
import MVITesting
import Testing

/// What a test store's settling must see through: effects that hop between the main actor and
/// their executor many times, or that the runtime runs one after another, before they send. With
/// no real-time wait allowed (`waitTimeout` is zero by default), an early "settled" fails the test.
/// And what it must not wait for: an effect waiting on something outside the test store.
@MainActor
struct MainQueueExecutorTests {
  struct Hops: Feature {
    struct State: Equatable { var done: [String] = [] }
    enum Intent: Sendable {
      case hopBetweenActors(Int), nestMainActorTasks(Int), concatenateRuns(Int), nestConcatenations(Int)
      case waitOnGate, awaitDetachedWork
    }

    var gate = Gate()
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
      case .waitOnGate:
        return .run { send in
          await gate.wait()
          await send(.finished("gate"))
        }
      case .awaitDetachedWork:
        return .run { send in
          let answer = await Task.detached { 6 * 7 }.value
          await send(.finished("detached \(answer)"))
        }
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

  // Main-actor tasks an effect starts itself (`Task { @MainActor in … }`) run on the main queue
  // too: settling lets them finish.
  @Test(arguments: [1, 5, 20])
  func effectsWaitingOnTheirOwnMainActorTasksAreSettled(_ depth: Int) async {
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

  @Test func anEffectWaitingOnTheTestFailsAtOnceAndNamesItsSend() async {
    let log = FailureLog()
    let gate = Gate()
    let store = TestStore(Hops(gate: gate), initialState: .init(), reporter: log.reporter)
    let sendLine = #line + 1
    await store.send(.waitOnGate)
    await store.receive(.finished("gate"))
    #expect(
      log.messages == [
        "Expected to receive MainQueueExecutorTests.Hops.Action.finished(\"gate\"), "
          + "but no action was received; 1 effect is still running:\n"
          + "  send(MainQueueExecutorTests.Hops.Intent.waitOnGate) "
          + "at MVITestingTests/MainQueueExecutorTests.swift:\(sendLine): waits on something outside the "
          + "test store (a continuation, real I/O, a task it started itself), not on a test clock; "
          + "if that is real I/O, set waitTimeout."
      ])
    gate.open()
    await store.receive(.finished("gate")) { $0.done = ["gate"] }
    await store.finish()
    #expect(log.messages.count == 1)
  }

  // With a wait allowed, an effect that never moves fails once the timeout has passed with no
  // progress, and the test goes on.
  @Test func anEffectThatNeverMovesFailsAfterTheTimeout() async {
    let log = FailureLog()
    let gate = Gate()
    let store = TestStore(Hops(gate: gate), initialState: .init(), reporter: log.reporter)
    store.waitTimeout = .milliseconds(100)
    await store.send(.waitOnGate)
    let started = ContinuousClock.now
    await store.receive(.finished("gate"))
    #expect(ContinuousClock.now - started >= .milliseconds(100))
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.hasPrefix("Expected to receive") == true)
    gate.open()
    await store.receive(.finished("gate")) { $0.done = ["gate"] }
    await store.finish()
    #expect(log.messages.count == 1)
  }

  // Work on the global executor is outside the test store: with a wait allowed, the effect is
  // waited for while it moves.
  @Test func anEffectAwaitingDetachedWorkIsWaitedForWithinTheTimeout() async {
    let store = TestStore(Hops(), initialState: .init())
    store.waitTimeout = .seconds(30)
    await store.send(.awaitDetachedWork)
    await store.receive(.finished("detached 42")) { $0.done = ["detached 42"] }
    await store.finish()
  }
}

/// A continuation the test holds for an effect, resumed when the test opens it.
final class Gate: Sendable {
  private let state = LockIsolated<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

  /// Waits until the gate is open.
  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state -> Bool in
        if !state.isOpen { state.waiter = continuation }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate, resuming its waiter.
  func open() {
    state.withLock { state in
      state.isOpen = true
      defer { state.waiter = nil }
      return state.waiter
    }?.resume()
  }
}
