import MVI
import Testing

/// A cursor over a line of text: `handle` turns a move into the position it lands on.
private struct Cursor: Feature {
  struct State: Equatable, Codable, Sendable {
    var position = 0
    var text = String(repeating: "x", count: 10)
  }
  enum Intent: Codable, Sendable { case moved(by: Int) }
  enum Action: Codable, Sendable { case placed(Int) }
  /// The planted regression: a move goes the other way.
  var inverted = false
  /// Another: `reduce` writes every position one too far.
  var offByOne = false

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    guard case .moved(let delta) = intent else { return .none }
    let position = min(max(state.position + (inverted ? -delta : delta), 0), state.text.count)
    return position == state.position ? .none : .send(.placed(position))
  }

  func reduce(_ state: inout State, _ action: Action) {
    guard case .placed(let position) = action else { return }
    state.position = position + (offByOne ? 1 : 0)
  }
}

@MainActor
@Suite("SessionReplay")
struct SessionReplayTests {
  /// The cursor moved right `moves` times, as a store records it.
  fileprivate static func session(moves: Int) throws -> RecordedSession<Cursor> {
    var lines: [String] = []
    let store = Store(
      Cursor(), initialState: .init(text: String(repeating: "x", count: moves)),
      interceptors: [.recording { lines.append($0) }])
    for _ in 0..<moves { store.send(.moved(by: 1)) }
    return try RecordedSession(jsonLines: lines.joined(separator: "\n"))
  }

  @Test func aChangePlantedInHandleIsReportedAtTheIntentWithTheActionsItYields() throws {
    let session = try Self.session(moves: 3)
    #expect(session.replay(through: Cursor()).passed)
    let replay = session.replay(through: Cursor(inverted: true))
    #expect(replay.intentCount == 3 && replay.differenceCount == 3)
    #expect(
      replay.differences.first
        == ReplayDifference(
          step: 1, actionCount: 3, line: 2, action: "Cursor.Intent.moved(by: 1)", source: .intent,
          diff: "- Cursor.Action.placed(1)", kind: .immediateActions))
    // The recorded actions go on replaying: `reduce` did not change, so no state differs.
    #expect(replay.differences.allSatisfy { $0.kind == .immediateActions })
    #expect(
      replay.differences[1].description
        == "Handling intent 2 of 3, Cursor.Intent.moved(by: 1), yielded other actions at once than recorded: "
        + "(- recorded, + replayed)\n- Cursor.Action.placed(2)\n+ Cursor.Action.placed(0)")
  }

  @Test func aSessionDifferingAtEveryStepDescribesOnlyTheFirstDifferencesAndCountsTheRest() throws {
    let replay = try Self.session(moves: 500).replay(through: Cursor(offByOne: true), describingAtMost: 4)
    #expect(replay.differenceCount == 500)
    #expect(replay.differences.map(\.step) == [1, 2, 3, 4])
    #expect(replay.omittedDifferences == 496)
    #expect(!replay.passed)
  }

  @Test func aDiffLongerThanItsLimitIsCutWithACountOfTheLinesLeftOut() throws {
    struct Wide: Feature {
      struct State: Equatable, Codable, Sendable { var cells = [Int](repeating: 0, count: 200) }
      enum Intent: Codable, Sendable { case fill(Int) }
      var factor = 1
      func reduce(_ state: inout State, _ action: Intent) {
        guard case .fill(let value) = action else { return }
        state.cells = state.cells.indices.map { $0 * factor + value }
      }
    }
    var lines: [String] = []
    let store = Store(Wide(), initialState: .init(), interceptors: [.recording { lines.append($0) }])
    store.send(.fill(1))
    let session = try RecordedSession<Wide>(jsonLines: lines.joined(separator: "\n"))
    let diff = try #require(session.differences(replayingThrough: Wide(factor: 2)).first?.diff)
    let diffLines = diff.split(separator: "\n")
    #expect(diffLines.count == 61)
    #expect(
      diffLines.last?.hasPrefix("  … ") == true
        && diffLines.last?.hasSuffix(" more lines of this diff left out") == true)
  }
}
