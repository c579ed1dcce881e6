import Foundation
import MVI

/// Replays every recorded session (`*.jsonl`) in a folder through today's features and reports
/// each step whose state differs from the recording: a behaviour diff between the build that
/// recorded the sessions and this one.
///
/// ```swift
/// let replay = try FolderReplay(folder: "Examples/Sessions", replayers: SampleReplayers.all)
/// print(replay.report)
/// exit(replay.exitStatus)
/// ```
public struct FolderReplay: Sendable {
  /// What replaying one file found.
  public struct Result: Sendable, Equatable {
    /// The file's name in the folder.
    public var file: String
    /// The feature the session recorded, from its header; `nil` if the file could not be read.
    public var feature: String?
    /// How many actions were replayed.
    public var actions: Int
    /// The steps whose state differs from the recording.
    public var differences: [ReplayDifference]
    /// Why the file could not be replayed, if it could not.
    public var error: ReplayDiffError?

    /// Whether the session replayed to its recorded states.
    public var passed: Bool { error == nil && differences.isEmpty }
  }

  /// One result a file, in the order of the files' names.
  public var results: [Result]

  /// Replays the sessions in `folder` with the replayer of the feature each session names.
  ///
  /// - Throws: ``ReplayDiffError/unreadableFolder(_:_:)`` when the folder cannot be listed,
  ///   ``ReplayDiffError/noSessions(_:)`` when it holds no `.jsonl` file.
  public init(folder: String, replayers: [SessionReplayer]) throws(ReplayDiffError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .unreadableFolder(folder, (error as NSError).localizedDescription)
    }
    let sessions = names.filter { $0.hasSuffix(".jsonl") }.sorted()
    guard !sessions.isEmpty else { throw .noSessions(folder) }
    let url = URL(fileURLWithPath: folder)
    results = sessions.map { name in
      Self.replay(file: name, at: url.appendingPathComponent(name), replayers: replayers)
    }
  }

  static func replay(file: String, at url: URL, replayers: [SessionReplayer]) -> Result {
    var result = Result(file: file, feature: nil, actions: 0, differences: [], error: nil)
    do {
      let text = try String(contentsOf: url, encoding: .utf8)
      let feature = try Self.feature(of: text)
      result.feature = feature
      guard let replayer = replayers.first(where: { $0.feature == feature }) else {
        result.error = .unknownFeature(feature, known: replayers.map(\.feature))
        return result
      }
      (result.actions, result.differences) = try replayer.replay(text)
      if result.actions == 0 { result.error = .noActions }
    } catch let error as ReplayDiffError {
      result.error = error
    } catch let error as RecordedSessionError {
      result.error = .badSession(error.description)
    } catch {
      result.error = .unreadableFile((error as NSError).localizedDescription)
    }
    return result
  }

  /// The feature's name in a session's header line.
  static func feature(of text: String) throws(ReplayDiffError) -> String {
    struct Header: Decodable { var feature: String }
    let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    guard let header = try? JSONDecoder().decode(Header.self, from: Data(first.utf8)) else {
      throw .badSession(RecordedSessionError.empty.description)
    }
    return header.feature
  }

  /// Whether every session replayed to its recorded states.
  public var passed: Bool { results.allSatisfy(\.passed) }

  /// 0 when every session replayed to its recorded states, 1 otherwise.
  public var exitStatus: Int32 { passed ? 0 : 1 }

  /// A line a session, and under a session that differs, each differing step with its diff.
  public var report: String {
    var lines: [String] = []
    for result in results {
      let feature = result.feature.map { " (\($0))" } ?? ""
      if let error = result.error {
        lines.append("✗ \(result.file)\(feature): \(error)")
      } else if result.differences.isEmpty {
        lines.append("✓ \(result.file)\(feature): \(result.actions) actions replay to the recorded states")
      } else {
        let count = result.differences.count
        lines.append(
          "✗ \(result.file)\(feature): \(count) of \(result.actions) actions give another state than recorded"
        )
        for difference in result.differences {
          lines.append("  line \(difference.line): \(difference)")
        }
      }
    }
    let failed = results.filter { !$0.passed }.count
    lines.append(
      failed == 0
        ? "\(results.count) sessions replay to their recorded states."
        : "\(failed) of \(results.count) sessions behave differently from their recording.")
    return lines.joined(separator: "\n")
  }
}
