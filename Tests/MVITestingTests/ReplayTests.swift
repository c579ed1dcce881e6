import MVI
import MVITesting
import Testing

@MainActor
struct ReplayTests {
  /// A counter whose types are `Codable`, as a recorded session needs.
  struct Tally: Feature {
    struct State: Equatable, Codable { var count = 0 }
    enum Intent: Sendable, Equatable, Codable { case add(Int) }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .add(let amount): state.count += amount
      }
    }
  }

  /// Adds one less than asked: a `reduce` that changed since the recording.
  struct Miscounting: Feature {
    typealias State = Tally.State
    typealias Intent = Tally.Intent

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .add(let amount): state.count += amount - 1
      }
    }
  }

  /// The session a `Tally` recorded, read as one of `F`, which has the same types.
  func recorded<F: Feature>(as feature: F.Type = Tally.self) -> RecordedSession<F>
  where F.State == Tally.State, F.Action == Tally.Intent, F.Intent == Tally.Intent {
    RecordedSession(
      initialState: .init(),
      entries: [
        .intent(.add(2)), .action(.add(2), source: .intent, state: .init(count: 2)),
        .intent(.add(3)), .action(.add(3), source: .intent, state: .init(count: 5)),
      ])
  }

  @Test func aSessionReplaysThroughTheSameReduce() {
    let log = FailureLog()
    #expect(assertReplays(recorded(), through: Tally(), reporter: log.reporter) == 2)
    #expect(log.messages.isEmpty)
  }

  @Test func aChangedReduceFailsAtEachActionFromTheRecordedStateBeforeIt() {
    let log = FailureLog()
    assertReplays(recorded(as: Miscounting.self), through: Miscounting(), reporter: log.reporter)
    #expect(log.messages.count == 2)
    #expect(
      log.messages.first
        == """
        Replaying action 1 of 2, ReplayTests.Tally.Intent.add(2) (from an intent), gave another state than \
        recorded: (- recorded, + replayed)
          ReplayTests.Tally.State(
        -   count: 2
        +   count: 1
          )
        """)
  }

  @Test func aSessionWithoutActionsFailsInsteadOfPassingWhateverReduceDoes() {
    let log = FailureLog()
    let empty = RecordedSession<Tally>(initialState: .init(), entries: [.intent(.add(1))])
    #expect(assertReplays(empty, through: Tally(), reporter: log.reporter) == 0)
    #expect(log.messages == ["The recorded session has no actions: there is nothing to replay."])
  }
}
