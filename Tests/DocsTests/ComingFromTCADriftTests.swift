import Foundation
import Testing

/// The article "Coming from TCA" shows our code compiled elsewhere: its feature and screens in
/// `Tests/READMEScreens` (the screens type-checked by `.ci/apple-typecheck`, the feature run by
/// `Tests/SwiftUIAndUIKitArticleTests`) and its test there. This fails when one of the article's
/// blocks is in none of those files. TCA's blocks, marked `// TCA 1.x`, are not compiled: TCA is
/// not among this machine's packages.
struct ComingFromTCADriftTests {
  static let article = "Sources/MVI/MVI.docc/ComingFromTCA.md"
  static let files = [
    "Tests/READMEScreens/ComingFromTCAFeature.swift", "Tests/READMEScreens/ComingFromTCAScreens.swift",
    "Tests/SwiftUIAndUIKitArticleTests/ComingFromTCATests.swift",
  ]

  @Test func everyBlockOfOursIsCompiledCode() throws {
    let blocks = AdapterDriftCheck.swiftBlocks(in: try AdapterDriftCheck.read(Self.article))
    let ours = blocks.filter { !$0.hasPrefix("// TCA 1.x") }
    #expect(ours.count == 7)
    let compiled = try Self.files.map { try AdapterDriftCheck.read($0) }
    for block in ours {
      #expect(
        compiled.contains { $0.contains(block) }, "a block of the article is compiled nowhere:\n\(block)")
    }
  }

  @Test func theTableCountsTheLinesOfTheBlocks() throws {
    let text = try AdapterDriftCheck.read(Self.article)
    let blocks = AdapterDriftCheck.swiftBlocks(in: text)
    func lines(_ block: String) -> Int {
      block.split(separator: "\n").filter { !$0.hasPrefix("// TCA") && !$0.allSatisfy(\.isWhitespace) }.count
    }
    for (screen, start) in [
      ("rows", "/// The rows"), ("sheet", "/// The sheet"), ("stack", "/// The stack"),
      ("field", "/// The field"),
    ] {
      let ours = try #require(blocks.first { $0.hasPrefix(start) })
      let theirs = try #require(blocks.first { $0.hasPrefix("// TCA 1.x\n\(start)") })
      let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| \(screen) |") })
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells[2] == "\(lines(ours))", "\(screen): ours")
      #expect(cells[4] == "\(lines(theirs))", "\(screen): TCA's")
      #expect(lines(ours) <= lines(theirs), "\(screen): ours is longer than TCA's")
    }
  }
}
