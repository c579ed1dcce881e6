import Foundation
import ImageSearch
import MVI
import ReplayDiff
import Testing

@Suite("SampleReplayers")
struct SampleReplayersTests {
  /// `Examples/Sessions`, the sessions CI replays.
  static let sessions = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../Sessions").standardized.path
  /// The image search's session recorded from the terminal demo, with its 19 actions.
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent(
      "../../../ImageSearch/Fixtures/recorded-session.jsonl"
    )
    .standardized

  /// A fresh folder holding `files`, each under its name.
  static func folder(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  @Test func theCommittedSessionsReplayThroughTheSamplesAsBuiltNow() throws {
    let diff = try BehaviourDiff(folder: Self.sessions, replayers: SampleReplayers.all)
    #expect(diff.results.count >= 3)
    #expect(diff.passed, "\(diff.report)")
    #expect(diff.exitStatus == 0)
  }

  @Test func aChangePlantedInTheImageSearchsReduceIsReportedAtItsStepWithTheDiff() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let diff = BehaviourDiff(
      sessions: [("a-search.jsonl", session)],
      replayers: [SessionReplayer(ImageSearch.planted(reduce: true), named: "ImageSearch")])
    #expect(diff.exitStatus == 1)
    let result = try #require(diff.results.first)
    #expect(result.feature == "ImageSearch" && result.actions == 19)
    #expect(result.differences.map(\.step) == [3, 4, 12], "the three focus moves")
    let first = try #require(result.differences.first)
    #expect(first.line == 6 && first.kind == .state)
    #expect(first.action == "ImageSearch.Action.focusChanged(1)")
    #expect(first.diff.contains("-   focusedIndex: 1\n+   focusedIndex: 0"))
    #expect(
      diff.report.contains(
        "✗ a-search.jsonl (ImageSearch): 3 differences replaying 19 actions and 12 intents"))
    #expect(
      diff.report.contains(
        "  line 6: Replaying action 3 of 19, ImageSearch.Action.focusChanged(1) (from an intent)"))
    #expect(diff.report.hasSuffix("1 of 1 sessions behave differently from their recording."))
  }

  @Test func aChangePlantedInTheImageSearchsHandleIsReportedAtTheIntentWithTheActions() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let diff = BehaviourDiff(
      sessions: [("a-search.jsonl", session)],
      replayers: [SessionReplayer(ImageSearch.planted(handle: true), named: "ImageSearch")])
    #expect(diff.exitStatus == 1)
    let result = try #require(diff.results.first)
    // Every state replays: only `handle` changed, and the recorded actions are replayed.
    #expect(result.differences.allSatisfy { $0.kind == .immediateActions })
    let first = try #require(result.differences.first)
    #expect(first.action == "ImageSearch.Intent.focusMoved(by: 1)")
    #expect(first.line == 5)
    #expect(first.diff == "- ImageSearch.Action.focusChanged(1)")
    #expect(
      diff.report.contains(
        "  line 5: Handling intent 2 of 12, ImageSearch.Intent.focusMoved(by: 1), yielded other actions at once "
          + "than recorded: (- recorded, + replayed)\n- ImageSearch.Action.focusChanged(1)"))
  }

  @Test func theCommandExitsWith1OnADifferenceAnd2OnASessionItCannotReadAndSaysWhichInItsReport() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let differing = try Self.folder(["a.jsonl": session])
    let damaged = try Self.folder(["a.jsonl": session, "b.jsonl": "{\"format\": \"swift-mvi session\",\n"])
    var printed: [String] = []
    let planted = [SessionReplayer(ImageSearch.planted(reduce: true), named: "ImageSearch")]
    #expect(
      BehaviourDiff.command(["diff", differing], replayers: planted, output: { printed.append($0) }) == 1)
    #expect(
      BehaviourDiff.command(["diff", damaged], replayers: planted, output: { printed.append($0) }) == 2)
    #expect(printed.last?.contains("✗ b.jsonl: not a readable recorded session: The header (line 1)") == true)
    #expect(printed.last?.hasSuffix("could not be replayed.") == true)
    #expect(
      BehaviourDiff.command(["diff", Self.sessions], replayers: SampleReplayers.all, output: { _ in }) == 0)
    var errors: [String] = []
    #expect(BehaviourDiff.command(["diff", "a", "b"], replayers: [], errors: { errors.append($0) }) == 2)
    #expect(
      BehaviourDiff.command(["diff", damaged + "/missing"], replayers: [], errors: { errors.append($0) }) == 2
    )
    #expect(errors.last?.hasPrefix("diff: cannot list the folder") == true)
  }

  @Test func aSessionOfAnUnknownFeatureOneThatDoesNotDecodeAndOneWithNoActionFailEachSayingWhy() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let header = String(session.split(separator: "\n")[0])
    let folder = try Self.folder([
      "other.jsonl": session.replacingOccurrences(
        of: #""feature":"ImageSearch""#, with: #""feature":"Poster""#),
      "garbled.jsonl": header + "\n\n{\"intent\":42}\n",
      "empty.jsonl": header + "\n",
      "notes.txt": "not a session",
    ])
    let diff = try BehaviourDiff(folder: folder, replayers: SampleReplayers.all)
    #expect(diff.results.map(\.file) == ["empty.jsonl", "garbled.jsonl", "other.jsonl"])
    #expect(diff.results[0].error == .noActions)
    guard case .badSession(.badLine(let line, _)) = diff.results[1].error else {
      Issue.record("garbled.jsonl: \(String(describing: diff.results[1].error))")
      return
    }
    #expect(line == 3, "the blank line 2 counts")
    #expect(diff.results[2].error == .unknownFeature("Poster", known: ["ImageSearch"]))
    #expect(diff.exitStatus == 2)
  }

  @Test func aFolderWithNoSessionOrNoneAtAllIsAnError() throws {
    let folder = try Self.folder(["notes.txt": "x"])
    #expect(throws: BehaviourDiffError.noSessions(folder)) {
      try BehaviourDiff(folder: folder, replayers: [])
    }
    #expect(throws: BehaviourDiffError.self) { try BehaviourDiff(folder: folder + "/missing", replayers: []) }
  }
}

/// The sample with a planted regression: in `reduce`, moving the cursor is ignored; in `handle`,
/// it goes the other way.
private struct PlantedImageSearch: Feature {
  typealias State = ImageSearch.State
  typealias Intent = ImageSearch.Intent
  typealias Action = ImageSearch.Action
  let base = ImageSearch(service: ImageSearchService { _, _ in [] })
  var reduceChanged = false
  var handleChanged = false

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    if handleChanged, case .focusMoved(let delta) = intent {
      return base.handle(.focusMoved(by: -delta), state: state)
    }
    return base.handle(intent, state: state)
  }

  func reduce(_ state: inout State, _ action: Action) {
    if reduceChanged, case .focusChanged = action { return }
    base.reduce(&state, action)
  }
}

extension ImageSearch {
  fileprivate static func planted(reduce: Bool = false, handle: Bool = false) -> PlantedImageSearch {
    PlantedImageSearch(reduceChanged: reduce, handleChanged: handle)
  }
}
