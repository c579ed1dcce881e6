import MVI
import Testing

/// A tally whose `reduce` adds; `Doubling` is the same feature after a regression.
private struct Adder: Feature {
  struct State: Equatable, Codable, Sendable { var total = 0 }
  enum Intent: Codable, Sendable, Equatable { case add(Int) }
  var factor = 1

  func reduce(_ state: inout State, _ action: Intent) {
    guard case .add(let amount) = action else { return }
    state.total += amount * (amount == 2 ? factor : 1)
  }
}

@MainActor
@Suite("ReplayDifference")
struct ReplayDifferenceTests {
  /// Add 1, 2, 3, recorded by a store with today's `reduce`.
  fileprivate static func session() throws -> RecordedSession<Adder> {
    var lines: [String] = []
    let store = Store(Adder(), initialState: .init(), interceptors: [.recording { lines.append($0) }])
    for amount in [1, 2, 3] { store.send(.add(amount)) }
    return try RecordedSession(jsonLines: lines.joined(separator: "\n"))
  }

  @Test func aSessionReplaysWithNoDifferenceThroughTheReduceThatRecordedIt() throws {
    let session = try Self.session()
    #expect(session.actionCount == 3)
    #expect(session.differences(replayingThrough: Adder()).isEmpty)
  }

  @Test func aChangedReduceIsReportedAtTheStepItChangesWithTheStatesDiffAndOnlyThere() throws {
    let differences = try Self.session().differences(replayingThrough: Adder(factor: 2))
    #expect(
      differences == [
        ReplayDifference(
          step: 2, actionCount: 3, line: 5, action: "Adder.Intent.add(2)", source: .intent,
          diff: """
              Adder.State(
            -   total: 3
            +   total: 5
              )
            """)
      ])
    #expect(
      differences.first?.description.hasPrefix(
        "Replaying action 2 of 3, Adder.Intent.add(2) (from an intent)") == true)
  }
}
