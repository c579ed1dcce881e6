import Foundation
import Testing

/// The README tour's SwiftUI screen is `Tests/READMEScreens/CounterView.swift`, type-checked by
/// `.ci/apple-typecheck` with the counter of the block before it (`Counter.swift`); this fails
/// when the README's blocks and those files differ.
struct READMEScreenDriftTests {
  static let readme = "README.md"
  static let screen = "Tests/READMEScreens/CounterView.swift"
  static let feature = "Tests/READMEScreens/Counter.swift"

  static func blocks() throws -> [String] {
    AdapterDriftCheck.swiftBlocks(in: try AdapterDriftCheck.read(readme))
  }

  @Test func theREADMEsCounterViewIsTheTypeCheckedFile() throws {
    let mismatch = AdapterDriftCheck.mismatch(
      of: try AdapterDriftCheck.read(Self.screen), in: try Self.blocks())
    #expect(mismatch == nil, "\(Self.screen) differs from the README's block:\n\(mismatch ?? "")")
  }

  @Test func theREADMEsCounterIsTheTypeCheckedFeature() throws {
    let blocks = try Self.blocks()
    let feature = try AdapterDriftCheck.read(Self.feature)
    #expect(
      blocks.contains { $0.hasPrefix(feature) }, "no README block starts with \(Self.feature):\n\(feature)")
  }

  @Test func theScreenComesRightAfterTheCounter() throws {
    let blocks = try Self.blocks()
    let counter = try #require(blocks.firstIndex { $0.contains("struct Counter: Feature") })
    #expect(blocks.indices.contains(counter + 1))
    #expect(blocks[counter + 1].contains("struct CounterView: View"))
  }

  @Test func theCheckNoticesOneChangedLine() throws {
    let edited = try AdapterDriftCheck.read(Self.screen).replacingOccurrences(
      of: "Button(\"+\")", with: "Button(\"plus\")")
    #expect(AdapterDriftCheck.mismatch(of: edited, in: try Self.blocks()) != nil)
  }
}
