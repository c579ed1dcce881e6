import Foundation
import MVI
import Testing

/// A counter whose `reduce` may be planted with a regression: every step adds one too many.
private struct Steps: Feature {
  struct State: Equatable, Codable, Sendable { var count = 0 }
  enum Intent: Codable, Sendable { case step }
  var offByOne = false

  func reduce(_ state: inout State, _ action: Intent) {
    state.count += offByOne ? 2 : 1
  }
}

@MainActor
@Suite("BehaviourDiff")
struct BehaviourDiffTests {
  /// `count` steps, as a store records them, with `\r\n` line ends and a blank line after the header.
  fileprivate static func session(steps count: Int) -> String {
    var lines: [String] = []
    let store = Store(Steps(), initialState: .init(), interceptors: [.recording { lines.append($0) }])
    for _ in 0..<count { store.send(.step) }
    lines.insert("", at: 1)
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  @Test func aSessionDifferingAtEveryStepPrintsTheLimitAndACountOfTheRest() {
    let diff = BehaviourDiff(
      sessions: [("steps.jsonl", Self.session(steps: 1_000))],
      replayers: [SessionReplayer(Steps(offByOne: true))],
      describingAtMost: 3)
    let report = diff.report.split(separator: "\n")
    #expect(report.first == "✗ steps.jsonl (Steps): 1000 differences replaying 1000 actions and 1000 intents")
    #expect(
      report.filter { $0.hasPrefix("  line ") }.map { $0.prefix(9) } == [
        "  line 4:", "  line 6:", "  line 8:",
      ])
    #expect(report.contains("  … and 997 more differences in this session, not shown"))
    #expect(diff.exitStatus == BehaviourDiff.differencesStatus)
    #expect(diff.report.utf8.count < 2_000)
  }

  @Test func theExitStatusTellsDifferencesFromASessionThatCannotBeReplayed() {
    let replayers = [SessionReplayer(Steps())]
    let good = Self.session(steps: 2)
    #expect(BehaviourDiff(sessions: [("a.jsonl", good)], replayers: replayers).exitStatus == 0)
    let damaged = BehaviourDiff(
      sessions: [("a.jsonl", good), ("b.jsonl", "{not json\n")], replayers: replayers)
    #expect(damaged.exitStatus == BehaviourDiff.unreadableStatus)
    guard case .badSession(.damagedHeader(line: 1, let reason)) = damaged.results[1].error else {
      Issue.record("b.jsonl: \(String(describing: damaged.results[1].error))")
      return
    }
    #expect(reason.hasPrefix("not JSON"))
    let both = BehaviourDiff(
      sessions: [("a.jsonl", good), ("b.jsonl", "")], replayers: [SessionReplayer(Steps(offByOne: true))])
    #expect(
      both.exitStatus == BehaviourDiff.unreadableStatus, "a session not replayed leaves the verdict open")
    #expect(both.results[1].error == .badSession(.empty))
    #expect(
      both.report.hasSuffix(
        "1 of 2 sessions behave differently from their recording; 1 of 2 sessions could not be replayed."))
  }

  @Test func theCommandPrintsTheReportAndReturnsItsStatusAndMisuseIsTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.session(steps: 2).write(
      to: folder.appendingPathComponent("a.jsonl"), atomically: true, encoding: .utf8)
    var output: [String] = []
    var errors: [String] = []
    let replayers = [SessionReplayer(Steps())]
    func run(_ arguments: [String]) -> Int32 {
      BehaviourDiff.command(
        arguments, replayers: replayers, output: { output.append($0) }, errors: { errors.append($0) })
    }
    #expect(run(["diff", folder.path]) == 0)
    #expect(output.last == "✓ a.jsonl (Steps): 2 actions replay as recorded\n1 sessions replay as recorded.")
    #expect(run(["diff", "--help"]) == 0)
    #expect(output.last?.hasPrefix("usage: diff [FOLDER]") == true)
    #expect(run(["diff", "a", "b"]) == 2 && run(["diff", "--bogus"]) == 2)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.jsonl"), withIntermediateDirectories: false)
    #expect(run(["diff", folder.path]) == 2)
    #expect(output.last?.contains("✗ folder.jsonl: cannot read the file: it is a folder") == true)
    #expect(run(["diff", folder.path + "/none"]) == 2)
    #expect(errors.last == "diff: cannot list the folder '\(folder.path)/none': no such file or folder")
  }
}
