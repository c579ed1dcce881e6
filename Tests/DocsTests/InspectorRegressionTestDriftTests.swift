// "Copy as test" must give a test that compiles and passes: `InspectedScoreboardSession.swift`
// holds what `Inspector.regressionTest()` wrote for the session below, compiled as a test of this
// target, and this checks that the generator still writes exactly that. After a deliberate change
// of the generator, `MVI_WRITE_INSPECTED_SESSION=$PWD/Tests/DocsTests/InspectedScoreboardSession.swift
// swift test --filter InspectorRegressionTestDrift` rewrites the file; review its diff.
import Foundation
import MVI
import MVIInspector
import Testing

/// A scoreboard: `Codable`, so the inspector can export its sessions.
struct Scoreboard: Feature {
  struct State: Equatable, Codable {
    var home = 0
    var away = 0
    var log: [String] = []
  }

  enum Intent: Equatable, Codable, Sendable {
    case scored(home: Bool, points: Int)
    case reset
  }

  enum Action: Equatable, Codable, Sendable {
    case homeScored(Int)
    case awayScored(Int)
    case logged(String)
    case reset
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .scored(true, let points): .send(.homeScored(points), .logged("home +\(points) \"#1\""))
    case .scored(false, let points): .send(.awayScored(points), .logged("away +\(points)"))
    case .reset: .send(.reset)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .homeScored(let points): state.home += points
    case .awayScored(let points): state.away += points
    case .logged(let line): state.log.append(line)
    case .reset: state = State()
    }
  }
}

@MainActor
struct InspectorRegressionTestDrift {
  static let snippet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("InspectedScoreboardSession.swift")

  /// The fixture's session, as the inspector recorded it.
  static func generated() throws -> String {
    let inspector = Inspector(Scoreboard(), testExpression: "Scoreboard()")
    let store = Store(Scoreboard(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.scored(home: true, points: 3))
    store.send(.scored(home: false, points: 2))
    store.send(.reset)
    store.send(.scored(home: false, points: 1))
    return try inspector.regressionTest()
  }

  @Test func theCommittedSnippetIsWhatTheInspectorWrites() throws {
    let committed = try String(contentsOf: Self.snippet, encoding: .utf8)
    // The file's header comment (lines starting with `//`, then a blank line) is not generated.
    let lines = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.drop { $0.hasPrefix("//") }.dropFirst().joined(separator: "\n")
    let generated = try Self.generated()
    if let path = ProcessInfo.processInfo.environment["MVI_WRITE_INSPECTED_SESSION"] {
      // To regenerate after a deliberate change: the header, then the generator's output.
      let header = lines.prefix { $0.hasPrefix("//") }.joined(separator: "\n")
      try (header + "\n\n" + generated).write(toFile: path, atomically: true, encoding: .utf8)
    }
    let diff = TextDiffLines.diff(body, generated)
    #expect(
      body == generated,
      "InspectedScoreboardSession.swift differs from the generator's output:\n\(diff)\n\n\(generated)")
  }
}

/// A line diff for the failure message (- committed, + generated).
enum TextDiffLines {
  static func diff(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    return zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(5)
      .map { "line \($0.offset + 1):\n- \($0.element.0)\n+ \($0.element.1)" }.joined(separator: "\n")
      + (a.count == b.count ? "" : "\n(\(a.count) lines committed, \(b.count) generated)")
  }
}
