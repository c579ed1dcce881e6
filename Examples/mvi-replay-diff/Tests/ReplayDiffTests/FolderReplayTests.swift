import Foundation
import ImageSearch
import MVI
import ReplayDiff
import Testing

@Suite("FolderReplay")
struct FolderReplayTests {
  /// `Examples/Sessions`, the sessions CI replays.
  static let sessions = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../Sessions").standardized.path
  /// The image search's session recorded from the terminal demo, with its 19 actions.
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent(
      "../../../ImageSearch/Fixtures/recorded-session.jsonl"
    )
    .standardized

  /// A fresh folder holding copies of `files`, named `name` each.
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
    let replay = try FolderReplay(folder: Self.sessions, replayers: SampleReplayers.all)
    #expect(replay.results.count >= 3)
    #expect(replay.passed, "\(replay.report)")
    #expect(replay.exitStatus == 0)
  }

  @Test func aChangePlantedInTheImageSearchsReduceIsReportedAtItsStepWithTheDiff() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let folder = try Self.folder(["a-search.jsonl": session])
    let replay = try FolderReplay(
      folder: folder, replayers: [SessionReplayer(ForgetfulFocus(), named: "ImageSearch")])
    #expect(replay.exitStatus == 1)
    let result = try #require(replay.results.first)
    #expect(result.feature == "ImageSearch" && result.actions == 19)
    #expect(result.differences.map(\.step) == [3, 4, 12], "the three focus moves")
    let first = try #require(result.differences.first)
    #expect(first.line == 6)
    #expect(first.action == "ImageSearch.Action.focusChanged(1)")
    #expect(first.diff.contains("-   focusedIndex: 1\n+   focusedIndex: 0"))
    #expect(
      replay.report.contains(
        "✗ a-search.jsonl (ImageSearch): 3 of 19 actions give another state than recorded"))
    #expect(
      replay.report.contains(
        "  line 6: Replaying action 3 of 19, ImageSearch.Action.focusChanged(1) (from an intent)"))
    #expect(replay.report.hasSuffix("1 of 1 sessions behave differently from their recording."))
  }

  @Test(
    "a session of an unknown feature, one that does not decode and one with no action fail, each saying why")
  func badSessions() throws {
    let session = try String(contentsOf: Self.fixture, encoding: .utf8)
    let header = String(session.split(separator: "\n")[0])
    let folder = try Self.folder([
      "other.jsonl": session.replacingOccurrences(
        of: #""feature":"ImageSearch""#, with: #""feature":"Poster""#),
      "garbled.jsonl": header + "\n{\"intent\":42}\n",
      "empty.jsonl": header + "\n",
      "notes.txt": "not a session",
    ])
    let replay = try FolderReplay(folder: folder, replayers: SampleReplayers.all)
    #expect(replay.results.map(\.file) == ["empty.jsonl", "garbled.jsonl", "other.jsonl"])
    #expect(replay.results[0].error == .noActions)
    guard case .badSession(let reason) = replay.results[1].error else {
      Issue.record("garbled.jsonl: \(String(describing: replay.results[1].error))")
      return
    }
    #expect(reason.hasPrefix("Line 2 of the recorded session does not decode"))
    #expect(replay.results[2].error == .unknownFeature("Poster", known: ["ImageSearch"]))
    #expect(replay.exitStatus == 1)
  }

  @Test func aFolderWithNoSessionOrNoneAtAllIsAnError() throws {
    let folder = try Self.folder(["notes.txt": "x"])
    #expect(throws: ReplayDiffError.noSessions(folder)) { try FolderReplay(folder: folder, replayers: []) }
    #expect(throws: ReplayDiffError.self) { try FolderReplay(folder: folder + "/missing", replayers: []) }
  }
}

/// The sample's reduce with a planted regression: moving the cursor is ignored.
private struct ForgetfulFocus: Feature {
  typealias State = ImageSearch.State
  typealias Intent = ImageSearch.Intent
  typealias Action = ImageSearch.Action
  let base = ImageSearch(service: ImageSearchService { _, _ in [] })

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> { .none }

  func reduce(_ state: inout State, _ action: Action) {
    if case .focusChanged = action { return }
    base.reduce(&state, action)
  }
}
