import MVI
import MVITesting
import Testing

@MainActor
struct EffectTests {
  typealias E = Effect<Lab.Action, Lab.Event>

  func makeStore(interceptors: [Interceptor<Lab>] = []) -> Store<Lab> {
    Store.serial(Lab(), initialState: .init(), interceptors: interceptors)
  }

  @Test func synchronousActionsAreAppliedInOrderBeforeSendReturns() {
    let store = makeStore()
    store.send(.perform(.send(.record("a"), .record("b"))))
    #expect(store.log == ["a", "b"])
    store.send(.perform(.merge(.send(.record("c")), .concatenate(.send(.record("d")), .send(.record("e"))))))
    #expect(store.log == ["a", "b", "c", "d", "e"])
    #expect(store.runningEffectCount == 0)
  }

  @Test func runSendsActionsBack() async {
    let store = TestStore(Lab(), initialState: .init())
    await store.send(
      .perform(
        .run { send in
          await send(.record("from effect"))
          await send(.set(7))
        }))
    await store.receive(.record("from effect")) { $0.log = ["from effect"] }
    await store.receive(.set(7)) { $0.value = 7 }
    await store.finish()
  }

  @Test func aThrownErrorBecomesAnActionThroughCatch() async {
    let store = TestStore(Lab(), initialState: .init())
    await store.send(
      .perform(
        .run { _ in
          throw Boom(code: 42)
        } catch: { error, send in
          await send(.record("caught \(error)"))
        }))
    await store.receive(.record("caught boom 42")) { $0.log = ["caught boom 42"] }
    await store.finish()
  }

  @Test func aThrownErrorWithoutCatchIsReportedToInterceptors() async {
    let failures = FailureLog()
    let store = makeStore(interceptors: [
      Interceptor { activity in
        if case .failure(let error) = activity { failures.append(error) }
      }
    ])
    await store.send(.perform(.run { _ in throw Boom(code: 3) })).finish()
    #expect(failures.errors.map { $0 as? Boom } == [Boom(code: 3)])
  }

  @Test func cancellationIsNotReportedAsAnError() async {
    let failures = FailureLog()
    let clock = TestClock()
    let store = makeStore(interceptors: [
      Interceptor { if case .failure(let error) = $0 { failures.append(error) } }
    ])
    let task = store.send(
      .perform(.run { _ in try await clock.sleep(for: .seconds(1)) }.cancellable(id: "sleep")))
    await settle()
    store.send(.perform(.cancel(id: "sleep")))
    await task.finish()
    #expect(failures.errors.isEmpty)
    #expect(store.runningEffectCount == 0)
  }

  @Test func cancelByIDStopsTheEffectAndItsActionNeverArrives() async {
    let clock = TestClock()
    let store = makeStore()
    let task = store.send(
      .perform(
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record("late"))
        }.cancellable(id: 1)))
    await settle()
    #expect(store.isEffectRunning(id: 1))
    store.send(.perform(.cancel(id: 1)))
    #expect(!store.isEffectRunning(id: 1))
    await clock.advance(by: .seconds(5))
    await task.finish()
    #expect(store.log.isEmpty)
  }

  @Test func latestWinsCancelsTheStaleEffect() async {
    let clock = TestClock()
    let store = makeStore()
    func search(_ query: String) -> Lab.Intent {
      .perform(
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record(query))
        }.cancellable(id: "search", policy: .latestWins))
    }
    let first = store.send(search("do"))
    await settle()
    await clock.advance(by: .milliseconds(500))
    let second = store.send(search("dog"))
    await first.finish()
    await settle()
    await clock.advance(by: .seconds(1))
    await first.finish()
    await second.finish()
    #expect(store.log == ["dog"])
  }

  @Test func dropWhileRunningIgnoresNewEffectsUntilTheRunningOneFinishes() async {
    let clock = TestClock()
    let store = makeStore()
    func save(_ name: String) -> Lab.Intent {
      .perform(
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record(name))
        }.cancellable(id: "save", policy: .dropWhileRunning))
    }
    let first = store.send(save("first"))
    await settle()
    store.send(save("second"))
    await clock.advance(by: .seconds(1))
    await first.finish()
    await store.send(save("third")).finish(using: clock)
    #expect(store.log == ["first", "third"])
  }

  @Test func queueRunsEffectsWithTheSameIDOneAfterAnother() async {
    let clock = TestClock()
    let store = makeStore()
    func job(_ name: String, seconds: Int) -> Lab.Intent {
      .perform(
        .run { send in
          await send(.record("start \(name)"))
          try await clock.sleep(for: .seconds(seconds))
          await send(.record("end \(name)"))
        }.cancellable(id: "jobs", policy: .queue))
    }
    store.send(job("a", seconds: 2))
    store.send(job("b", seconds: 1))
    await settle()
    #expect(store.log == ["start a"])
    await clock.advance(by: .seconds(2))
    await settle()
    #expect(store.log == ["start a", "end a", "start b"])
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(store.log == ["start a", "end a", "start b", "end b"])
  }

  @Test func concatenateRunsInOrderAndStopsWhenCancelled() async {
    let clock = TestClock()
    let store = makeStore()
    let step = { (name: String) -> E in
      .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.record(name))
      }
    }
    store.send(.perform(E.concatenate(.send(.record("now")), step("one"), step("two")).cancellable(id: "c")))
    #expect(store.log == ["now"])
    await settle()
    await clock.advance(by: .seconds(1))
    await settle()
    #expect(store.log == ["now", "one"])
    store.send(.perform(.cancel(id: "c")))
    await clock.advance(by: .seconds(5))
    await store.waitForEffects()
    #expect(store.log == ["now", "one"])
  }

  @Test
  func debounceRunsOnlyTheLastEffectAfterTheQuietPeriod() async {
    let clock = TestClock()
    let store = makeStore()
    func type(_ text: String) -> Lab.Intent {
      .perform(E.send(.record(text)).debounce(id: "typing", for: .milliseconds(300), clock: clock))
    }
    store.send(type("s"))
    await settle()
    await clock.advance(by: .milliseconds(100))
    store.send(type("sw"))
    await settle()
    await clock.advance(by: .milliseconds(299))
    #expect(store.log.isEmpty)
    store.send(type("swi"))
    await settle()
    await clock.advance(by: .milliseconds(300))
    await store.waitForEffects()
    #expect(store.log == ["swi"])
    #expect(clock.now.offset == .milliseconds(699))
  }

  @Test
  func throttleRunsTheFirstAndOptionallyTheLatestOfAWindow() async {
    let clock = TestClock()
    let store = makeStore()
    func tap(_ name: String, latest: Bool) -> Lab.Intent {
      .perform(E.send(.record(name)).throttle(id: "tap", for: .seconds(1), clock: clock, latest: latest))
    }
    store.send(tap("1", latest: false))
    store.send(tap("2", latest: false))
    #expect(store.log == ["1"])
    await settle()
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    store.send(tap("3", latest: true))
    store.send(tap("4", latest: true))
    store.send(tap("5", latest: true))
    #expect(store.log == ["1", "3"])
    await settle()
    await clock.advance(by: .seconds(1))
    await settle()
    #expect(store.log == ["1", "3", "5"])
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(store.runningEffectCount == 0)
  }

  @Test func emitDeliversEventsFromSendAndFromEffects() async {
    let store = TestStore(Lab(), initialState: .init())
    await store.send(
      .perform(.merge(.emit(.toast("now")), .run { send in await send.emit(.toast("later")) })))
    await store.receiveEvent(.toast("now"))
    await store.receiveEvent(.toast("later"))
    await store.finish()
  }

  @Test func anEffectNestedInOneWithTheSameIDDoesNotCancelItsParent() async {
    let clock = TestClock()
    let store = makeStore()
    let inner = E.run { send in
      try await clock.sleep(for: .seconds(1))
      await send(.record("inner"))
    }.cancellable(id: "search", policy: .latestWins)
    store.send(.perform(E.concatenate(.run { _ in }, inner).cancellable(id: "search")))
    await settle()
    await clock.advance(by: .seconds(1))
    await store.waitForEffects()
    #expect(store.log == ["inner"])
  }

  @Test func mapEmbedsAChildEffectInAParentEffect() async {
    enum Parent: Sendable, Equatable { case child(Lab.Action) }
    enum ParentEvent: Sendable, Equatable { case child(Lab.Event) }
    let child = E.merge(.send(.set(1)), .emit(.toast("hi")))
    let mapped: Effect<Parent, ParentEvent> = child.map(action: Parent.child, event: ParentEvent.child)
    struct Host: Feature {
      struct State { var received: [Parent] = [] }
      enum Intent { case go(Effect<Parent, ParentEvent>) }
      func reduce(_ state: inout State, _ action: Parent) { state.received.append(action) }
      func handle(_ intent: Intent, state: State) -> Effect<Parent, ParentEvent> {
        switch intent {
        case .go(let effect): return effect
        }
      }
    }
    let store = Store(Host(), initialState: .init())
    var events = store.events.makeAsyncIterator()
    store.send(.go(mapped))
    #expect(store.received == [.child(.set(1))])
    #expect(await events.next() == .child(.toast("hi")))
  }

  @Test func mapOfAnEffectWithoutEventsEmbedsItsSendsAndItsRuns() async {
    let send: Effect<Int, Never> = .send(3)
    let run: Effect<Int, Never> = .run { send in await send(4) }
    let store = Store(Lab(), initialState: .init())
    // `.send` is mapped without the event route, everything else through it.
    store.send(.perform(send.map { Lab.Action.set($0) }))
    #expect(store.value == 3)
    await store.send(.perform(run.map { Lab.Action.set($0) })).finish()
    #expect(store.value == 4)
    store.send(.perform(E.merge(send.map { .set($0) }, .send(.record("after")))))
    #expect(store.value == 3)
    #expect(store.log == ["after"])
  }
}

/// Collects errors reported to an interceptor.
@MainActor
final class FailureLog {
  private(set) var errors: [any Error] = []
  func append(_ error: any Error) { errors.append(error) }
}

extension StoreTask {
  /// Runs the test clock until this send's effects have finished.
  func finish(using clock: TestClock) async {
    await settle()
    await clock.run()
    await finish()
  }
}
