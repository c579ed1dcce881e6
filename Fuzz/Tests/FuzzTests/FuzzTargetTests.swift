import Foundation
import Testing

@testable import mvi_fuzz

/// Every committed fuzzing input — the seeds and every crash libFuzzer found, kept as regression
/// inputs — runs through its target in the regular suite, so a fixed crash stays fixed.
struct FuzzTargetTests {
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  @Test(arguments: FuzzTarget.allCases)
  func everyCommittedInputRunsWithoutACrash(_ target: FuzzTarget) throws {
    let folder = Self.corpus.appendingPathComponent(target.rawValue)
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    #expect(files.count >= 3, "\(target.rawValue) has a seed corpus")
    for file in files {
      target.run([UInt8](try Data(contentsOf: file)))
    }
  }
}
