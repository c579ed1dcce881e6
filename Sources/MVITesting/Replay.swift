import Foundation
import MVI

/// Replays a recorded session: folds its actions through the feature's `reduce`, from its
/// initial state, and reports every state that differs from the one recorded after the action.
///
/// `reduce` is pure, so a session replays exactly; a difference means `reduce` changed since
/// the recording. A recorded session becomes a regression test in one call:
///
/// ```swift
/// @Test func recordedSessionReplays() throws {
///   try assertReplays(jsonLinesAt: "Fixtures/session.jsonl", relativeTo: #filePath, through: ImageSearch(service: .offline()))
/// }
/// ```
///
/// - Parameters:
///   - session: The session, as `Interceptor.recording(to:)` wrote it.
///   - feature: The feature whose `reduce` replays it; its services are not used.
///   - reporter: Where failures go; Swift Testing or XCTest, whichever runs, by default.
///   - fileID: The file of the assertion, for failures; leave the default.
///   - filePath: The path of that file, for failures; leave the default.
///   - line: The line of the assertion, for failures; leave the default.
///   - column: The column of the assertion, for failures; leave the default.
/// - Returns: The number of actions replayed.
@discardableResult
public func assertReplays<F: Feature>(
  _ session: RecordedSession<F>,
  through feature: F,
  reporter: IssueReporter = .automatic,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Int where F.State: Equatable & Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  let call = SourceCall(fileID: fileID, filePath: filePath, line: line, column: column)
  let count = session.actionCount
  guard count > 0 else {
    // A regression test that replays nothing would pass whatever `reduce` does.
    reporter(call.failure("The recorded session has no actions: there is nothing to replay."))
    return 0
  }
  for difference in session.differences(replayingThrough: feature) {
    reporter(call.failure(difference.description))
  }
  return count
}

/// Reads a recorded session from a JSON Lines file and replays it (see
/// ``assertReplays(_:through:reporter:fileID:filePath:line:column:)``); a file that cannot be read
/// or decoded is a failure that says why.
///
/// - Parameters:
///   - path: The file's path; relative to the directory of `relativeTo` when that is given.
///   - relativeTo: A file whose directory `path` is relative to; pass `#filePath` for a fixture
///     next to the test.
///   - feature: The feature whose `reduce` replays the session.
///   - reporter: Where failures go.
///   - fileID: The file of the assertion, for failures; leave the default.
///   - filePath: The path of that file, for failures; leave the default.
///   - line: The line of the assertion, for failures; leave the default.
///   - column: The column of the assertion, for failures; leave the default.
/// - Returns: The number of actions replayed, or `nil` if the session could not be read.
@discardableResult
public func assertReplays<F: Feature>(
  jsonLinesAt path: String,
  relativeTo: String? = nil,
  through feature: F,
  reporter: IssueReporter = .automatic,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Int? where F.State: Equatable & Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  let call = SourceCall(fileID: fileID, filePath: filePath, line: line, column: column)
  let url =
    relativeTo.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent(path) }
    ?? URL(fileURLWithPath: path)
  let session: RecordedSession<F>
  do {
    session = try RecordedSession(jsonLines: String(contentsOf: url, encoding: .utf8))
  } catch {
    reporter(call.failure("Could not read the recorded session \(url.path): \(error)"))
    return nil
  }
  return assertReplays(
    session, through: feature, reporter: reporter, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

extension SourceCall {
  func failure(_ message: String) -> TestStoreFailure {
    TestStoreFailure(message: message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
