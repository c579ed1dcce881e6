import Foundation
import ImageSearch
import MVI
import Testing

/// `mvi-demo image-search --record FILE`: the session goes where the path points, or the run says
/// why it could not.
@Suite("SessionFile")
struct SessionFileTests {
  @Test func aFileInAFolderThatDoesNotExistIsRefusedBeforeAnythingRunsExit73() async throws {
    let path = NSTemporaryDirectory() + "mvi-\(UUID())/none/session.jsonl"
    let outcome = try await Demo.run(["image-search", "--once", "--record", path])
    #expect(outcome.status == 73)
    #expect(outcome.errors.contains("error: --record cannot write '\(path)': No such file or directory"))
    #expect(outcome.output.isEmpty)
  }

  @Test func aFullDiskLosesTheSessionWithExit74AndTheReasonNot0TheDeviceStaysADevice() async throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this test needs /dev/full")
    let outcome = try await Demo.run(["image-search", "--once", "--record", "/dev/full"])
    #expect(outcome.status == 74)
    #expect(outcome.errors.contains("error: --record: the session could not be written to '/dev/full'"))
    // It was replaced by a regular file holding the session before (an atomic write).
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
    #expect(type == .typeCharacterSpecial)
  }

  @Test func aSymbolicLinkIsWrittenThroughNotReplacedAndTheSessionReadsBack() async throws {
    let folder = NSTemporaryDirectory() + "mvi-\(UUID())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/target.jsonl"
    let link = folder + "/link.jsonl"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let outcome = try await Demo.run(["image-search", "--once", "--record", link])
    #expect(outcome.status == 0)
    let type = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(type == .typeSymbolicLink)
    let session = try RecordedSession<ImageSearch>(jsonLines: String(contentsOfFile: target, encoding: .utf8))
    #expect(session.initialState.query == "강아지")
    #expect(session.entries.count >= 3, "the intent, searchStarted and imagesLoaded")
  }
}
