// swift-tools-version: 6.0
import PackageDescription

// The benchmarks of swift-mvi, run on demand (never by `swift test`):
//
//     swift run -c release --package-path Benchmarks mvi-benchmarks
let package = Package(
  name: "swift-mvi-benchmarks",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18), .visionOS(.v2)],
  dependencies: [
    .package(name: "swift-mvi", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "mvi-benchmarks",
      dependencies: [.product(name: "MVI", package: "swift-mvi"), "TerminalUI", "ExampleForm"]
    ),
    // Case 9 pastes through the demo's terminal app into its form. The examples are no products
    // of swift-mvi, so these two targets build here from the examples' own sources:
    // `Sources/TerminalUI` and `Sources/ExampleForm` are symbolic links into `../Examples`.
    .target(name: "TerminalUI", dependencies: [.product(name: "MVI", package: "swift-mvi")]),
    .target(name: "ExampleForm", dependencies: [.product(name: "MVI", package: "swift-mvi")]),
  ],
  swiftLanguageModes: [.v6]
)
