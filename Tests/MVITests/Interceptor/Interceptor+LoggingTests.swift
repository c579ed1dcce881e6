import MVI
import Testing

@MainActor
struct InterceptorLoggingTests {
  @Test func anActionIsPrintedWithADiffOfTheStateItChanged() {
    let printed = Trail<String>()
    let store = Store(
      Counter(), initialState: .init(),
      interceptors: [.logging(print: { printed.append($0) })])
    store.send(.increment)
    #expect(
      printed.entries == [
        "[Counter] intent: Counter.Intent.increment",
        """
        [Counter] action: Counter.Intent.increment
          Counter.State(
        -   count: 0
        +   count: 1
            title: "Counter"
          )
        """,
      ])
  }

  @Test func anActionThatChangesNothingSaysSo() {
    let printed = Trail<String>()
    let store = Store(
      Lab(), initialState: .init(),
      interceptors: [.logging(name: "Lab", print: { printed.append($0) })])
    store.send(.perform(.send(.set(0))))
    #expect(printed.entries.last == "[Lab] action: Lab.Action.set(0) (no state change)")
  }

  @Test func eventsAndFailuresArePrinted() async {
    let printed = Trail<String>()
    let store = Store(
      Lab(), initialState: .init(),
      interceptors: [.logging(name: "Lab", print: { printed.append($0) })])
    await store.send(.perform(.merge(.emit(.toast("hi")), .run { _ in throw Boom(code: 5) }))).finish()
    #expect(printed.entries.contains("[Lab] event: Lab.Event.toast(\"hi\")"))
    #expect(printed.entries.contains("[Lab] failure: boom 5"))
  }

  @Test func aChangeInACollectionShowsOnlyTheLinesAroundIt() {
    let printed = Trail<String>()
    let store = Store(
      Lab(), initialState: .init(log: (1...20).map { "line \($0)" }),
      interceptors: [.logging(name: "Lab", print: { printed.append($0) })])
    store.send(.perform(.send(.record("new"))))
    #expect(
      printed.entries.last == """
        [Lab] action: Lab.Action.record("new")
          … (19 unchanged lines)
              [17]: "line 18"
              [18]: "line 19"
              [19]: "line 20"
        +     [20]: "new"
            ]
            value: 0
          )
        """)
  }
}
