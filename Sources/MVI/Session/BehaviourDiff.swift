#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A behaviour diff between the build that recorded a folder of sessions and this one: replays
/// every recorded session (`*.jsonl`) through today's features (see
/// ``RecordedSession/replay(through:describingAtMost:)``) and reports each step that differs.
///
/// A team's own command is a few lines, with its own features:
///
/// ```swift
/// import Foundation
/// import MVI
///
/// exit(BehaviourDiff.command(CommandLine.arguments, replayers: [SessionReplayer(Editor())]))
/// ```
///
/// and a test is one more:
///
/// ```swift
/// let diff = try BehaviourDiff(folder: "Sessions", replayers: [SessionReplayer(Editor())])
/// #expect(diff.exitStatus == 0, "\(diff.report)")
/// ```
public struct BehaviourDiff: Sendable {
  /// What replaying one file found.
  public struct Result: Sendable, Equatable {
    /// The file's name in the folder.
    public var file: String
    /// The feature the session recorded, from its header; `nil` if the header could not be read.
    public var feature: String?
    /// What the replay found; `nil` if the session could not be replayed.
    public var replay: SessionReplay?
    /// Why the session could not be replayed, if it could not.
    public var error: BehaviourDiffError?

    /// How many actions were replayed.
    public var actions: Int { replay?.actionCount ?? 0 }
    /// The differences described (at most the diff's limit a session).
    public var differences: [ReplayDifference] { replay?.differences ?? [] }
    /// Whether the session replayed as recorded.
    public var passed: Bool { error == nil && replay?.passed == true }
  }

  /// The exit status when every session replays as recorded.
  public static var passedStatus: Int32 { 0 }
  /// The exit status when a session behaves differently from its recording (and every session
  /// could be replayed).
  public static var differencesStatus: Int32 { 1 }
  /// The exit status when a session could not be replayed (unreadable, damaged, of an unknown
  /// feature, with no action), or the folder could not be, or the command was misused: nothing
  /// says whether today's build behaves as recorded.
  public static var unreadableStatus: Int32 { 2 }

  /// One result a file, in the order of the files' names.
  public var results: [Result]

  /// Replays the sessions in `folder` with the replayer of the feature each session names.
  ///
  /// - Parameters:
  ///   - folder: The folder of sessions; its `*.jsonl` files are replayed.
  ///   - replayers: One replayer a feature.
  ///   - limit: The most differences described a session; the others are counted.
  /// - Throws: ``BehaviourDiffError/unreadableFolder(_:_:)`` when the folder cannot be listed,
  ///   ``BehaviourDiffError/noSessions(_:)`` when it holds no `.jsonl` file.
  public init(folder: String, replayers: [SessionReplayer], describingAtMost limit: Int = 10)
    throws(BehaviourDiffError)
  {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .unreadableFolder(folder, Self.reason(error))
    }
    let sessions = names.filter { $0.hasSuffix(".jsonl") }.sorted()
    guard !sessions.isEmpty else { throw .noSessions(folder) }
    results = sessions.map { name in
      let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
      let text: String
      do {
        let data = try Data(contentsOf: url)
        guard let decoded = String(data: data, encoding: .utf8) else {
          return Result(file: name, error: .unreadableFile("it is not UTF-8 text"))
        }
        text = decoded
      } catch {
        let isFolder = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) != nil
        return Result(file: name, error: .unreadableFile(isFolder ? "it is a folder" : Self.reason(error)))
      }
      return Self.replay(file: name, text: text, replayers: replayers, limit: limit)
    }
  }

  /// Replays sessions given as texts, named `file` each (a test's fixtures, say).
  ///
  /// - Parameters:
  ///   - sessions: Each session's name and JSON Lines.
  ///   - replayers: One replayer a feature.
  ///   - limit: The most differences described a session; the others are counted.
  public init(
    sessions: [(file: String, text: String)], replayers: [SessionReplayer], describingAtMost limit: Int = 10
  ) {
    results = sessions.map { Self.replay(file: $0.file, text: $0.text, replayers: replayers, limit: limit) }
  }

  static func replay(file: String, text: String, replayers: [SessionReplayer], limit: Int) -> Result {
    do throws(RecordedSessionError) {
      let feature = try RecordedSessionHeader(jsonLines: text).feature
      guard let replayer = replayers.first(where: { $0.feature == feature }) else {
        return Result(
          file: file, feature: feature, error: .unknownFeature(feature, known: replayers.map(\.feature)))
      }
      let replay: SessionReplay
      do {
        replay = try replayer.replay(text, max(limit, 0))
      } catch {
        return Result(
          file: file, feature: feature,
          error: .badSession(error as? RecordedSessionError ?? .badLine(0, "\(error)")))
      }
      guard replay.actionCount > 0 else {
        return Result(file: file, feature: feature, replay: replay, error: .noActions)
      }
      return Result(file: file, feature: feature, replay: replay)
    } catch {
      return Result(file: file, error: .badSession(error))
    }
  }

  /// The system's reason, in words.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? CocoaError else { return String(describing: error) }
    switch error.code {
    case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file or folder"
    case .fileReadNoPermission: return "permission denied"
    default: return "the system's error \(error.code.rawValue)"
    }
  }

  /// Whether every session replayed as recorded.
  public var passed: Bool { results.allSatisfy(\.passed) }

  /// ``passedStatus`` when every session replayed as recorded, ``unreadableStatus`` when one
  /// could not be replayed, else ``differencesStatus``.
  public var exitStatus: Int32 {
    if results.contains(where: { $0.error != nil }) { return Self.unreadableStatus }
    return passed ? Self.passedStatus : Self.differencesStatus
  }

  /// A line a session, and under a session that differs, each difference described with its
  /// diff, and how many more were found.
  public var report: String {
    var lines: [String] = []
    for result in results {
      let feature = result.feature.map { " (\($0))" } ?? ""
      if let error = result.error {
        lines.append("✗ \(result.file)\(feature): \(error)")
      } else if let replay = result.replay, !replay.passed {
        lines.append(
          "✗ \(result.file)\(feature): \(replay.differenceCount) differences replaying \(replay.actionCount) actions and \(replay.intentCount) intents"
        )
        for difference in replay.differences {
          lines.append("  line \(difference.line): \(difference)")
        }
        if replay.omittedDifferences > 0 {
          lines.append("  … and \(replay.omittedDifferences) more differences in this session, not shown")
        }
      } else {
        lines.append("✓ \(result.file)\(feature): \(result.actions) actions replay as recorded")
      }
    }
    let unreadable = results.filter { $0.error != nil }.count
    let differing = results.filter { $0.error == nil && !$0.passed }.count
    var summary: [String] = []
    if differing > 0 {
      summary.append("\(differing) of \(results.count) sessions behave differently from their recording")
    }
    if unreadable > 0 { summary.append("\(unreadable) of \(results.count) sessions could not be replayed") }
    lines.append(
      summary.isEmpty
        ? "\(results.count) sessions replay as recorded." : summary.joined(separator: "; ") + ".")
    return lines.joined(separator: "\n")
  }
}
