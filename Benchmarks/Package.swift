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
      dependencies: [
        .product(name: "MVI", package: "swift-mvi"),
        .product(name: "TerminalUI", package: "swift-mvi"),
        .product(name: "ExampleForm", package: "swift-mvi"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
