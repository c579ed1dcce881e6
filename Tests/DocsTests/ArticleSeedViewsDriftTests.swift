import Foundation
import Testing

/// The article "Using the store from SwiftUI and UIKit" shows the seeds' views on the store; they
/// need SwiftUI and UIKit, so they are type-checked in `Tests/READMEScreens` against the model of
/// the Apple frameworks (`.ci/apple-typecheck`), with the article's features. This fails when a
/// file there is not the article's blocks it holds, in order.
struct ArticleSeedViewsDriftTests {
  /// Each file, the lines it has before the blocks, and the first lines of its blocks.
  static let files: [(path: String, preamble: String, blocks: [String])] = [
    (
      "Tests/READMEScreens/ArticleFeatures.swift", "",
      [
        "import Foundation\nimport MVI\n\nstruct ImageItem", "enum LocationPermissionStatus",
        "struct PosterImages",
      ]
    ),
    (
      "Tests/READMEScreens/ArticleImageSearchView.swift", "",
      ["import MVI\nimport MVISwiftUI\nimport SwiftUI\n\nstruct ContentView", "/// The seeds' grid"]
    ),
    (
      "Tests/READMEScreens/ArticleOnboardingView.swift",
      "import Foundation\nimport MVI\nimport MVISwiftUI\nimport SwiftUI\nimport UIKit\n\n",
      ["struct OnboardingView: View", "/// The screen after the onboarding"]
    ),
    (
      "Tests/READMEScreens/ArticlePosterViewController.swift", "",
      [
        "import MVI\nimport MVIUIKit\nimport UIKit\n\nfinal class PosterViewController",
        "extension PosterViewController",
      ]
    ),
  ]

  @Test func eachSeedViewFileIsTheArticlesBlocks() throws {
    let blocks = AdapterDriftCheck.swiftBlocks(in: try AdapterDriftCheck.read(AdapterDriftCheck.article))
    for file in Self.files {
      let text = try AdapterDriftCheck.read(file.path)
      let body = text.components(separatedBy: "\n").drop { $0.hasPrefix("//") }.joined(separator: "\n")
      let chosen = try file.blocks.map { start in
        let matching = blocks.filter { $0.hasPrefix(start) }
        try #require(matching.count == 1, "one block of the article starts with \(start)")
        return matching[0]
      }
      let expected = file.preamble + chosen.joined(separator: "\n\n")
      let mismatch = AdapterDriftCheck.mismatch(
        of: body, in: [expected], labels: ("the article's blocks", file.path))
      #expect(mismatch == nil, "\(file.path) differs from the article:\n\(mismatch ?? "")")
    }
  }

  @Test func everySeedViewOfTheArticleIsTypeChecked() throws {
    let blocks = AdapterDriftCheck.swiftBlocks(in: try AdapterDriftCheck.read(AdapterDriftCheck.article))
    let views = blocks.filter { $0.contains(": View {") || $0.contains(": UIViewController {") }
    let checked = try Self.files.map { try AdapterDriftCheck.read($0.path) }.joined()
    let adapters = try AdapterDriftCheck.adapters.map { try AdapterDriftCheck.read($0) }.joined()
    for view in views where !adapters.contains(view) {
      #expect(checked.contains(view), "a view of the article is type-checked nowhere:\n\(view)")
    }
  }
}
