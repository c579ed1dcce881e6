import Foundation
import ImageSearch
import MVI
import MVITesting
import Testing

/// `mvi-demo image-search --flight-recorder FILE`: the last moments go to the file when the run
/// ends, as a session that replays.
@Suite("ImageSearch --flight-recorder")
struct FlightRecorderFileTests {
  @Test
  @MainActor
  func aRunWithFlightRecorderLeavesADumpThatReplaysThroughTheFeature() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flight-\(UUID().uuidString).jsonl"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try await Demo.run(["image-search", "--query", "고양이", "--once", "--flight-recorder", path])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let session = try RecordedSession<ImageSearch>(jsonLines: String(contentsOfFile: path, encoding: .utf8))
    #expect(session.initialState.query == "고양이")
    #expect(assertReplays(session, through: ImageSearch(service: ImageSearchService { _, _ in [] })) == 3)
  }

  @Test
  @MainActor
  func aDumpThatCannotBeWrittenEndsTheRunWith74SayingWhy() async throws {
    let outcome = try await Demo.run([
      "image-search", "--once", "--flight-recorder", "/nonexistent/dir/f.jsonl",
    ])
    #expect(outcome.status == 74)
    #expect(
      outcome.errors.contains(
        "--flight-recorder: the session could not be written to '/nonexistent/dir/f.jsonl'"))
  }

  @Test
  @MainActor
  func aDumpToAFullDiskEndsWith74AndTheDeviceStaysADevice() async throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this test needs /dev/full")
    let outcome = try await Demo.run(["image-search", "--once", "--flight-recorder", "/dev/full"])
    #expect(outcome.status == 74)
    #expect(outcome.errors.contains("--flight-recorder: the session could not be written to '/dev/full'"))
    // An atomic write replaced it by a regular file holding the dump, and said nothing.
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
    #expect(type == .typeCharacterSpecial)
  }
}
