import Foundation
import MVI
import Testing

/// The adapters' files cannot be compiled on Linux; the article "Using the store from SwiftUI and
/// UIKit" shows them whole. This fails when a file and the article's block differ, naming the
/// lines. (The article's features run in `Tests/SwiftUIAndUIKitArticleTests`.)
struct AdapterDriftCheck {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let article = "Sources/MVI/MVI.docc/UsingTheStoreFromSwiftUIAndUIKit.md"
  /// The adapters' files, and the samples' Apple screens the article shows.
  static let adapters = [
    "Sources/MVISwiftUI/Binding+StoreBinding.swift", "Sources/MVISwiftUI/View+StoreEvents.swift",
    "Sources/MVISwiftUI/View+StorePresentation.swift", "Sources/MVISwiftUI/View+StoreDialogs.swift",
    "Sources/MVISwiftUI/Bindable+Store.swift", "Sources/MVISwiftUI/View+StoreFocus.swift",
    "Sources/MVISwiftUI/Store+Animation.swift", "Sources/MVISwiftUI/View+Background.swift",
    "Sources/MVISwiftUI/StoreDestination.swift",
    "Sources/MVIUIKit/UIControl+Store.swift", "Sources/MVIUIKit/RouteStackNavigator.swift",
    "Examples/ImageSearch/Sources/ImageSearchSwiftUI/ImageSearchScreen.swift",
    "Examples/Feed/Sources/FeedSwiftUI/FeedScreen.swift",
    "Examples/ExampleForm/Sources/ExampleFormSwiftUI/ExampleFormScreen.swift",
    "Examples/Onboarding/Sources/OnboardingSwiftUI/OnboardingScreen.swift",
    "Examples/Poster/Sources/PosterUIKit/PosterViewController.swift",
    "Examples/Feed/Sources/FeedUIKit/FeedFlow.swift",
  ]

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of each ```swift block of a Markdown text, without its fences.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var block: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if block == nil, line == "```swift" {
        block = []
      } else if let lines = block, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        block = nil
      } else {
        block?.append(line)
      }
    }
    return blocks
  }

  /// How `file` differs from the block that starts with the same line (or from the first block),
  /// as a line diff headed by the two labels; `nil` when it is one of `blocks`.
  static func mismatch(
    of file: String, in blocks: [String],
    labels: (block: String, file: String) = ("the article's block", "the file")
  ) -> String? {
    let text = file.hasSuffix("\n") ? String(file.dropLast()) : file
    if blocks.contains(text) { return nil }
    let lines = text.components(separatedBy: "\n")
    let closest = blocks.first { $0.components(separatedBy: "\n").first == lines.first } ?? blocks.first ?? ""
    let diff = TextDiff.lines(closest.components(separatedBy: "\n"), lines) ?? []
    return (["- \(labels.block)", "+ \(labels.file)"] + diff).joined(separator: "\n")
  }

  @Test func eachAdapterFileIsOneOfTheArticlesBlocks() throws {
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article))
    for path in Self.adapters {
      let mismatch = Self.mismatch(of: try Self.read(path), in: blocks)
      #expect(mismatch == nil, "\(path) differs from the article's block:\n\(mismatch ?? "")")
    }
  }

  @Test func eachAdapterBlockOfTheArticleIsOneOfTheFiles() throws {
    let files = try Self.adapters.map { try Self.read($0) }
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article)).filter { $0.hasPrefix("#if canImport(") }
    #expect(blocks.count == Self.adapters.count)
    for block in blocks {
      let mismatch = Self.mismatch(
        of: block, in: files.map { String($0.dropLast()) }, labels: ("the file", "the article's block"))
      #expect(mismatch == nil, "An adapter block of the article is no adapter file:\n\(mismatch ?? "")")
    }
  }

  @Test func theCheckNoticesOneChangedLine() throws {
    let file = try Self.read(Self.adapters[0])
    let blocks = Self.swiftBlocks(in: try Self.read(Self.article))
    let edited = file.replacingOccurrences(
      of: "binding.wrappedValue = $0", with: "binding.wrappedValue = $0 as Value")
    try #require(edited != file)
    let mismatch = try #require(Self.mismatch(of: edited, in: blocks))
    #expect(
      mismatch.contains(
        "+       self.init(get: { @MainActor in binding.wrappedValue }, set: { @MainActor in binding.wrappedValue = $0 as Value })"
      ))
    #expect(
      mismatch.contains(
        "-       self.init(get: { @MainActor in binding.wrappedValue }, set: { @MainActor in binding.wrappedValue = $0 })"
      ))
  }
}
