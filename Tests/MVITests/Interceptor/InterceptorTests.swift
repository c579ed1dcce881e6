import MVI
import Testing

@MainActor
struct InterceptorTests {
  /// Records every activity of a `Lab` store as text.
  static func recorder(_ calls: CallLog, name: String = "") -> Interceptor<Lab> {
    Interceptor { activity in
      switch activity {
      case .intent(let intent, let state):
        if case .perform = intent { calls.append("\(name)intent with log \(state.log)") }
      case .action(let action, let before, let after):
        calls.append("\(name)action \(action): \(before.log) -> \(after.log)")
      case .event(let event):
        calls.append("\(name)event \(event)")
      case .failure(let error):
        calls.append("\(name)failure \(error)")
      }
    }
  }

  @Test func interceptorsSeeIntentsActionsEventsAndFailures() async {
    let calls = CallLog()
    let store = Store(Lab(), initialState: .init(log: ["start"]), interceptors: [Self.recorder(calls)])
    await store.send(
      .perform(
        .concatenate(
          .send(.record("a")),
          .emit(.toast("hi")),
          .run { send in
            await send(.record("b"))
            await send.emit(.toast("later"))
            throw Boom(code: 7)
          },
          .run { _ in
            throw Boom(code: 8)
          } catch: { error, send in
            await send(.record("caught \(error)"))
          }
        ))
    ).finish()
    #expect(
      calls.entries == [
        "intent with log [\"start\"]",
        "action record(\"a\"): [\"start\"] -> [\"start\", \"a\"]",
        "event toast(\"hi\")",
        "action record(\"b\"): [\"start\", \"a\"] -> [\"start\", \"a\", \"b\"]",
        "event toast(\"later\")",
        "failure boom 7",
        "action record(\"caught boom 8\"): [\"start\", \"a\", \"b\"] -> [\"start\", \"a\", \"b\", \"caught boom 8\"]",
      ])
  }

  @Test func interceptorsSeeTheStateAnIntentIsHandledWith() {
    let calls = CallLog()
    let store = Store(Lab(), initialState: .init(), interceptors: [Self.recorder(calls)])
    store.send(.perform(.send(.record("x"))))
    store.send(.perform(.none))
    #expect(
      calls.entries == [
        "intent with log []",
        "action record(\"x\"): [] -> [\"x\"]",
        "intent with log [\"x\"]",
      ])
  }

  @Test func interceptorsRunInTheOrderGiven() {
    let calls = CallLog()
    let store = Store(
      Lab(), initialState: .init(),
      interceptors: [Self.recorder(calls, name: "1 "), Self.recorder(calls, name: "2 ")])
    store.send(.perform(.merge(.send(.set(1)), .emit(.toast("t")))))
    #expect(
      calls.entries == [
        "1 intent with log []", "2 intent with log []",
        "1 action set(1): [] -> []", "2 action set(1): [] -> []",
        "1 event toast(\"t\")", "2 event toast(\"t\")",
      ])
  }

  @Test func everyInterceptorIsToldAnActionsSourceAndAnEffectsFailure() async {
    var seen: [String] = []
    func named(_ name: String) -> Interceptor<Lab> {
      .init { activity, source in
        switch activity {
        case .action(let action, _, _): seen.append("\(name) \(action) from \(source!)")
        case .failure: seen.append("\(name) failure, source \(String(describing: source))")
        case .intent, .event: break
        }
      }
    }
    let store = Store(Lab(), initialState: .init(), interceptors: [named("1"), named("2")])
    await store.send(.perform(.merge(.send(.set(1)), .run { send in await send(.set(2)) }))).finish()
    await store.send(.perform(.run { _ in throw Boom(code: 1) })).finish()
    #expect(
      seen == [
        "1 set(1) from intent", "2 set(1) from intent", "1 set(2) from effect", "2 set(2) from effect",
        "1 failure, source nil", "2 failure, source nil",
      ])
  }

  @Test func cancellationIsNotAFailure() async {
    let calls = CallLog()
    let store = Store(Lab(), initialState: .init(), interceptors: [Self.recorder(calls)])
    let task = store.send(.perform(.run { _ in throw CancellationError() }))
    await task.finish()
    #expect(calls.entries == ["intent with log []"])
  }
}
